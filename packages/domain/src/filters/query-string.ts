import type { z } from 'zod';

/** A query string as Fastify (`Record`, a repeated name as an array) or the browser reads it. */
export type QueryParameters = URLSearchParams | Readonly<Record<string, unknown>>;

/** How a value of a schema is written in a query string. */
type QueryKind = 'text' | 'number' | 'boolean' | 'numbers' | 'texts';

interface LooseDef {
  type: string;
  innerType?: z.core.$ZodType;
  in?: z.core.$ZodType;
  out?: z.core.$ZodType;
  element?: z.core.$ZodType;
}

/**
 * Read from the schema itself, so a new filter needs no reader of its own: through defaults,
 * nullables and pipes (a preprocess reads as what it feeds), down to a list, a flag, a number
 * or text.
 */
function queryKindOf(schema: z.core.$ZodType): QueryKind {
  const def = schema._zod.def as LooseDef;
  switch (def.type) {
    case 'default':
    case 'prefault':
    case 'optional':
    case 'nullable':
    case 'catch':
    case 'readonly':
      return def.innerType ? queryKindOf(def.innerType) : 'text';
    case 'pipe': {
      const from = def.in?._zod.def.type === 'transform' ? def.out : def.in;
      return from ? queryKindOf(from) : 'text';
    }
    case 'array':
      return def.element && queryKindOf(def.element) === 'number' ? 'numbers' : 'texts';
    case 'boolean':
      return 'boolean';
    case 'number':
    case 'int':
      return 'number';
    default:
      return 'text';
  }
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/;

/** Digits as a number; anything else stays text, for the schema to refuse naming the field. */
const numberOrText = (text: string): number | string =>
  NUMBER_TEXT.test(text) ? Number(text) : text;

const listOf = (text: string) =>
  text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');

function decode(kind: QueryKind, text: string, acceptsNull: boolean): unknown {
  if (text === '' && acceptsNull) return null;
  switch (kind) {
    case 'numbers':
      return listOf(text).map(numberOrText);
    case 'texts':
      return listOf(text);
    case 'boolean':
      return text === 'true' ? true : text === 'false' ? false : text;
    case 'number':
      return numberOrText(text);
    case 'text':
      return text;
  }
}

/** Every parameter's text; a repeated one is read as one comma-separated list. */
function textsOf(query: QueryParameters): Map<string, string> {
  const texts = new Map<string, string>();
  if (query instanceof URLSearchParams) {
    for (const name of new Set(query.keys())) texts.set(name, query.getAll(name).join(','));
    return texts;
  }
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined) continue;
    texts.set(name, Array.isArray(value) ? value.join(',') : String(value));
  }
  return texts;
}

/**
 * A query string read as the values an object schema takes: lists comma-separated, flags
 * `true`/`false`, numbers as digits, an empty value as null where the field takes null. A name
 * the schema does not know is passed on as written, so a strict schema refuses it by name; an
 * absent one stays absent (its default applies).
 */
export function valuesFromQuery(
  shape: Readonly<Record<string, z.ZodType>>,
  query: QueryParameters,
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [name, text] of textsOf(query)) {
    const field = Object.hasOwn(shape, name) ? shape[name] : undefined;
    values[name] = field ? decode(queryKindOf(field), text, field.safeParse(null).success) : text;
  }
  return values;
}

/**
 * Values written as a query string, in the shape's order so that equal values give equal
 * strings: a list comma-separated (left out when empty), null as an empty value.
 */
export function queryFromValues(
  shape: Readonly<Record<string, z.ZodType>>,
  values: Readonly<Record<string, unknown>>,
): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of Object.keys(shape)) {
    const value = values[name];
    if (value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(name, value.join(','));
    } else params.set(name, value === null ? '' : String(value));
  }
  return params;
}

/**
 * Each field read on its own, a value that does not parse replaced by the field's default, and a
 * list keeping the items that parse, within its limit: what a shared link that was mangled or
 * written by hand still says.
 */
export function readLeniently<Shape extends Readonly<Record<string, z.ZodType>>>(
  shape: Shape,
  values: Readonly<Record<string, unknown>>,
): { [Name in keyof Shape]: z.output<Shape[Name]> } {
  const read: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(shape)) {
    const given = values[name];
    const parsed = field.safeParse(given);
    if (parsed.success) read[name] = parsed.data;
    else if (Array.isArray(given)) read[name] = keptItems(field, given);
    else read[name] = field.parse(undefined);
  }
  return read as { [Name in keyof Shape]: z.output<Shape[Name]> };
}

function keptItems(field: z.ZodType, items: readonly unknown[]): unknown {
  const kept = items.filter((item) => field.safeParse([item]).success);
  for (let length = kept.length; length >= 0; length -= 1) {
    const parsed = field.safeParse(kept.slice(0, length));
    if (parsed.success) return parsed.data;
  }
  return field.parse(undefined);
}
