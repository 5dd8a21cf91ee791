import { z } from 'zod';

/**
 * Keys the spec's clients send with calls that do not read them (spec sections 3 and 7: a create
 * or an update "adds currentUserId"; the acting user always comes from the session). Accepted by
 * name at the top of every input, never anywhere else.
 */
export const DOCUMENTED_EXTRA_KEYS: readonly string[] = ['currentUserId'];

/** Keys that reach the prototype when an object is assigned or merged: refused on every call. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** An input key no schema of the call reads: where it is, and a known key it may be a typo of. */
export interface UnknownKey {
  path: string[];
  /** A known key at the same place that differs only in case or by a couple of letters. */
  suggestion: string | null;
}

/** What a schema says about the keys of an object or the items of a list at one place. */
type Accepts =
  | { kind: 'object'; shape: Record<string, z.ZodType> }
  | { kind: 'list'; item: z.ZodType }
  /** Any key (a record, a loose object, a transform, a parser we cannot read): not checked. */
  | { kind: 'open' }
  /** Neither an object nor a list: the schema's own type check refuses one. */
  | { kind: 'scalar' };

interface SchemaDef {
  type: string;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: readonly z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  element?: z.ZodType;
  getter?: () => z.ZodType;
}

const defOf = (schema: unknown): SchemaDef | null => {
  const internals = (schema as { _zod?: { def?: SchemaDef } } | null)?._zod;
  return internals?.def ?? null;
};

const WRAPPERS = new Set([
  'optional',
  'nullable',
  'default',
  'prefault',
  'nonoptional',
  'readonly',
  'catch',
]);

/** Everything `schema` may accept at its place, unwrapped down to objects, lists and scalars. */
function acceptsOf(schema: unknown, depth = 0): Accepts[] {
  const def = defOf(schema);
  if (!def || depth > 50) return [{ kind: 'open' }];
  if (WRAPPERS.has(def.type)) return acceptsOf(def.innerType, depth + 1);
  switch (def.type) {
    case 'pipe': {
      // A preprocess step reads anything: what it hands on is checked by the schema after it.
      const before = acceptsOf(def.in, depth + 1);
      return defOf(def.in)?.type === 'transform' ? acceptsOf(def.out, depth + 1) : before;
    }
    case 'lazy':
      return def.getter ? acceptsOf(def.getter(), depth + 1) : [{ kind: 'open' }];
    case 'union':
      return (def.options ?? []).flatMap((option) => acceptsOf(option, depth + 1));
    case 'intersection':
      return [...acceptsOf(def.left, depth + 1), ...acceptsOf(def.right, depth + 1)];
    case 'object': {
      const closed = def.catchall === undefined || defOf(def.catchall)?.type === 'never';
      return closed ? [{ kind: 'object', shape: def.shape ?? {} }] : [{ kind: 'open' }];
    }
    case 'array':
      return [{ kind: 'list', item: def.element as z.ZodType }];
    case 'string':
    case 'number':
    case 'int':
    case 'boolean':
    case 'bigint':
    case 'date':
    case 'enum':
    case 'literal':
    case 'null':
    case 'undefined':
    case 'void':
    case 'never':
    case 'nan':
    case 'file':
      return [{ kind: 'scalar' }];
    default:
      return [{ kind: 'open' }];
  }
}

/** Levenshtein distance, stopping early past `limit`. */
function editDistance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, n) => n);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution);
    }
    previous = current;
  }
  return previous[b.length] ?? limit + 1;
}

/** The known key `key` most likely stands for: same letters in another case, else one or two edits. */
function suggestionFor(key: string, known: readonly string[]): string | null {
  const lower = key.toLowerCase();
  const sameLetters = known.find((name) => name.toLowerCase() === lower);
  if (sameLetters) return sameLetters;
  if (PROTOTYPE_KEYS.has(key) || key.length < 4) return null;
  let best: { name: string; distance: number } | null = null;
  for (const name of known) {
    const distance = editDistance(lower, name.toLowerCase(), 2);
    if (distance <= 2 && (!best || distance < best.distance)) best = { name, distance };
  }
  return best?.name ?? null;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function firstUnknownKeyAt(
  schemas: readonly unknown[],
  value: unknown,
  path: string[],
): UnknownKey | null {
  if (typeof value !== 'object' || value === null) return null;
  const accepts = schemas.flatMap((schema) => acceptsOf(schema));
  if (accepts.some((accept) => accept.kind === 'open')) return null;
  if (Array.isArray(value)) {
    const items = accepts.flatMap((accept) => (accept.kind === 'list' ? [accept.item] : []));
    if (items.length === 0) return null;
    for (const [index, item] of value.entries()) {
      const found = firstUnknownKeyAt(items, item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (!isPlainObject(value)) return null;
  const shapes = accepts.flatMap((accept) => (accept.kind === 'object' ? [accept.shape] : []));
  if (shapes.length === 0) return null;
  const known = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  const extras = path.length === 0 ? DOCUMENTED_EXTRA_KEYS : [];
  for (const key of Object.keys(value)) {
    const readers = PROTOTYPE_KEYS.has(key)
      ? []
      : shapes.flatMap((shape) => (Object.hasOwn(shape, key) ? [shape[key]] : []));
    if (readers.length === 0) {
      if (extras.includes(key)) continue;
      return { path: [...path, key], suggestion: suggestionFor(key, known) };
    }
    const found = firstUnknownKeyAt(readers, value[key], [...path, key]);
    if (found) return found;
  }
  return null;
}

/**
 * The first key of `input` that none of `schemas` reads (tRPC gives every input schema of a
 * procedure the whole input, so a key is known when any of them reads it), searched through
 * nested objects and lists; null when every key is read. `__proto__`, `constructor` and
 * `prototype` are never read, whatever a schema says. A call without input schemas reads no key.
 */
export const firstUnknownKey = (schemas: readonly unknown[], input: unknown): UnknownKey | null =>
  firstUnknownKeyAt(schemas.length === 0 ? [NO_INPUT] : schemas, input, []);

/** A call without an input reads no key: an object sent to it may hold only the documented extras. */
const NO_INPUT = z.object({});

/** The 400's words for an unknown key: its full path, and the key it may be a typo of. */
export function unknownKeyMessage({ path, suggestion }: UnknownKey): string {
  const name = path.join('.');
  if (PROTOTYPE_KEYS.has(path[path.length - 1] ?? ''))
    return `The field "${name}" is not allowed: no call reads it`;
  return suggestion
    ? `Unknown field "${name}": did you mean "${suggestion}"?`
    : `Unknown field "${name}": this call does not read it`;
}

/**
 * The path of the first `__proto__`, `constructor` or `prototype` key in a freshly parsed JSON
 * value, or null. For the readers that see a body before any schema does (the JSON parser of
 * the REST routes refuses such a body, superjson drops `__proto__` silently), so both transports
 * refuse it with the same words.
 */
export function firstPrototypeKey(value: unknown, path: string[] = []): UnknownKey | null {
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (PROTOTYPE_KEYS.has(key)) return { path: [...path, key], suggestion: null };
    const found = firstPrototypeKey(item, [...path, key]);
    if (found) return found;
  }
  return null;
}

/** Text that may spell a prototype key once parsed (written out, or with escapes in it). */
export const mayHoldPrototypeKey = (json: string): boolean =>
  json.includes('proto') || json.includes('constructor') || json.includes('\\u');
