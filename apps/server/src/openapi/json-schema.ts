import { appRouter } from '@portal/api';
import { type core, z } from 'zod';

/** A JSON Schema (draft 2020-12), which is what an OpenAPI 3.1 schema object is. */
export type JsonSchema = Record<string, unknown>;

/**
 * Dates leave the REST adapters as ISO 8601 text (JSON has no date). Other shapes JSON Schema
 * cannot state (a transform's result, a stream) are described as any value.
 */
const unrepresentable: core.UnrepresentableHandler = ({ zodSchema }) =>
  zodSchema._zod.def.type === 'date' ? { type: 'string', format: 'date-time' } : 'any';

/** The values a schema ends in when it is a closed list: an enum, or a union of literals. */
function closedValues(schema: core.$ZodType): unknown[] | null {
  const def = schema._zod.def as core.$ZodTypeDef & {
    entries?: Record<string, unknown>;
    options?: core.$ZodType[];
    values?: unknown[];
    innerType?: core.$ZodType;
    out?: core.$ZodType;
  };
  if (def.type === 'enum' && def.entries) return Object.values(def.entries);
  if (def.type === 'literal' && def.values) return def.values;
  if (def.type === 'union' && def.options) {
    const parts = def.options.map(closedValues);
    return parts.every((part) => part !== null) ? parts.flat() : null;
  }
  if ((def.type === 'default' || def.type === 'optional') && def.innerType)
    return closedValues(def.innerType);
  if (def.type === 'pipe' && def.out) return closedValues(def.out);
  return null;
}

/**
 * An input that reads text into a closed list (`perPage` takes 50, 100 or 150, also as digits)
 * is documented by the list it must end in, not by the loose type it reads first.
 */
const closedListInput: NonNullable<Parameters<typeof z.toJSONSchema>[1]>['override'] = (ctx) => {
  if (ctx.zodSchema._zod.def.type !== 'pipe') return;
  const values = closedValues(ctx.zodSchema);
  if (!values) return;
  for (const key of Object.keys(ctx.jsonSchema)) if (key !== 'default') delete ctx.jsonSchema[key];
  ctx.jsonSchema.enum = values as (string | number | boolean | null)[];
};

/** A zod schema as the JSON Schema a client sends (`input`) or receives (`output`). */
export function jsonSchemaOf(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable,
    ...(io === 'input' ? { override: closedListInput } : {}),
  }) as JsonSchema;
  if ('$defs' in rest) {
    // A `$ref` inside a schema embedded in the document would point at the document's root.
    throw new Error('a procedure schema that needs $defs cannot be embedded as it is');
  }
  return rest;
}

interface ProcedureDefinition {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[]; output?: z.ZodType };
}

/** The procedures as tRPC registered them, keyed by path (`contributions.update`). */
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, unknown> } })._def
  .procedures as Record<string, ProcedureDefinition>;

export const isProcedurePath = (path: string): boolean => path in procedures;

/**
 * The object a procedure takes: its input parsers (a resource procedure adds `{ id }` to the
 * handler's own) merged into one object schema, as tRPC merges the parsed values.
 */
export function procedureInput(path: string): JsonSchema | null {
  const definition = procedures[path];
  if (!definition) throw new Error(`no procedure ${path}`);
  const parts = definition._def.inputs.map((input) => jsonSchemaOf(input, 'input'));
  if (parts.length === 0) return null;
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const part of parts) {
    Object.assign(properties, part.properties ?? {});
    for (const name of (part.required as string[] | undefined) ?? []) required.add(name);
  }
  return { type: 'object', properties, ...(required.size > 0 ? { required: [...required] } : {}) };
}

/** What a procedure answers, when it declares an output schema. */
export function procedureOutput(path: string): JsonSchema | null {
  const output = procedures[path]?._def.output;
  return output ? jsonSchemaOf(output, 'output') : null;
}

/** An object schema without some properties (those a route takes from its path instead). */
export function withoutProperties(schema: JsonSchema, names: readonly string[]): JsonSchema {
  const properties = { ...((schema.properties as Record<string, JsonSchema>) ?? {}) };
  for (const name of names) delete properties[name];
  const required = ((schema.required as string[] | undefined) ?? []).filter(
    (name) => !names.includes(name),
  );
  const { required: _previous, ...rest } = schema;
  return { ...rest, properties, ...(required.length > 0 ? { required } : {}) };
}

/** An object schema with a property renamed (the REST body's name for a procedure's field). */
export function renameProperty(schema: JsonSchema, from: string, to: string): JsonSchema {
  const properties = (schema.properties as Record<string, JsonSchema>) ?? {};
  const { [from]: moved, ...rest } = properties;
  if (!moved) return schema;
  const required = ((schema.required as string[] | undefined) ?? []).map((name) =>
    name === from ? to : name,
  );
  return { ...schema, properties: { ...rest, [to]: moved }, required };
}

/** What an answer field tells of the same-named input: its closed list, or its text format. */
export interface FieldHint {
  enum?: unknown[];
  format?: string;
}

const hintOf = (field: core.$ZodType): FieldHint | null => {
  const def = field._zod.def as { type: string; innerType?: core.$ZodType; format?: string };
  if (def.type === 'nullable' && def.innerType) return hintOf(def.innerType);
  const values = closedValues(field);
  if (values) return { enum: values };
  if (def.type === 'string' && def.format === 'date') return { format: 'date' };
  return null;
};

/**
 * Each field of a record's answer that holds one of a closed list (with that list) or a calendar
 * date (`format: date`): the create, update and list bodies read the same fields the same way.
 */
export function fieldHintsOf(record: z.ZodObject): Record<string, FieldHint> {
  const hints: Record<string, FieldHint> = {};
  for (const [name, field] of Object.entries(record.shape)) {
    const hint = hintOf(field as core.$ZodType);
    if (hint) hints[name] = hint;
  }
  return hints;
}

/**
 * An object schema whose text properties named in `hints` list their allowed values (null kept
 * where the property allows it) or their format: `oaeType` on a create lists the same values its
 * answer does, `date` says it is `YYYY-MM-DD`.
 */
export function withFieldHints(schema: JsonSchema, hints: Record<string, FieldHint>): JsonSchema {
  const properties = { ...((schema.properties as Record<string, JsonSchema>) ?? {}) };
  for (const [name, property] of Object.entries(properties)) {
    const hint = hints[name];
    const types = ([] as unknown[]).concat(property.type ?? []);
    if (!hint || property.enum || !types.includes('string')) continue;
    properties[name] = {
      ...property,
      ...(hint.format ? { format: hint.format } : {}),
      ...(hint.enum ? { enum: types.includes('null') ? [...hint.enum, null] : hint.enum } : {}),
    };
  }
  return { ...schema, properties };
}
