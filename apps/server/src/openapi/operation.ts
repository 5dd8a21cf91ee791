import type { RouterInputs } from '@portal/api';
import type { z } from 'zod';
import type { ErrorStatus } from './components';
import type { JsonSchema } from './json-schema';

export type OperationTag =
  | 'Session and passwords'
  | 'Users'
  | 'Campaigns'
  | 'Contributions'
  | 'Expenditures'
  | 'Activities'
  | 'Matching'
  | 'Imports'
  | 'API tokens'
  | 'Public data'
  | 'Alerts'
  | 'Payments';

/** A procedure's path as tRPC names it (`contributions.update`), checked by the compiler. */
export type ProcedurePath = {
  [Router in keyof RouterInputs]: `${Router}.${keyof RouterInputs[Router] & string}`;
}[keyof RouterInputs];

/** A response body other than the procedure's JSON output: a file, a CSV, a fixed shape. */
export type ResponseContent = Record<string, { schema: JsonSchema }>;

/**
 * How one REST route is described. Method and path are the key it is filed under; input and
 * output come from `procedure`'s own zod schemas unless the route reads or answers otherwise.
 */
export interface OperationDoc {
  summary: string;
  description?: string;
  tag: OperationTag;
  /** The tRPC procedure the route calls (`contributions.update`). */
  procedure?: ProcedurePath;
  /** Whether the caller must be signed in (session cookie or API token). */
  signedIn: boolean;
  /** The documented success status; RestRoutes carry their own, which wins. */
  successStatus?: 200 | 201 | 204;
  errors: readonly ErrorStatus[];
  /**
   * Where the procedure's input comes from besides path parameters: a JSON body (default for
   * POST and PUT), query parameters, or nothing.
   */
  input?: 'body' | 'query' | 'none';
  /** Path parameters that are not a record's positive id: their own description and schema. */
  pathParameters?: Record<string, { description: string; schema: JsonSchema }>;
  /** Path parameter -> the procedure's field it fills, when the names differ (`id` -> `permissionId`). */
  pathFields?: Record<string, string>;
  /** Procedure field -> the REST body's name for it (`id` -> `contributionId`). */
  bodyNames?: Record<string, string>;
  /** Procedure fields the adapter fills itself (from a header), left out of the body. */
  adapterFields?: readonly string[];
  /** Extra body properties the adapter reads itself (`format` of a list). */
  extraBody?: Record<string, JsonSchema>;
  /** A multipart body (file uploads), as the properties of its parts. */
  multipart?: { properties: Record<string, JsonSchema>; required: string[] };
  /** Request headers the adapter reads (`If-Match`). */
  headers?: readonly { name: string; description: string; schema: JsonSchema }[];
  /**
   * The success body's zod schema when the procedure declares no `.output()` (its answer is
   * described beside it, in packages/api, and checked against the procedure's type there).
   */
  output?: z.ZodType;
  /**
   * A record's answer schema whose choice fields (`oaeType`, `status`...) give the same-named
   * input fields their allowed values (the domain's lists, one source for both directions), and
   * whose calendar dates give theirs `format: date`.
   */
  choicesFrom?: z.ZodObject;
  /** Replaces the procedure's output as the success body. */
  responseContent?: ResponseContent;
  /** Response headers of the success answer (`ETag`). */
  responseHeaders?: Record<string, { description: string; schema: JsonSchema }>;
  /** Other success answers, such as 304 Not Modified. */
  otherResponses?: Record<string, { description: string }>;
}

/** Operations filed by `METHOD /path` in Fastify's syntax (`GET /contributions/:id`). */
export type OperationDocs = Record<string, OperationDoc>;

export const JSON_OBJECT: JsonSchema = { type: 'object' };

/** Creates and imports run at most once per user and key for a day (`security/idempotency`). */
export const IDEMPOTENCY_KEY_HEADER = {
  name: 'Idempotency-Key',
  description:
    'Any 1 to 255 visible ASCII characters (a UUID). The same key with the same request within ' +
    '24 hours answers the first answer again and writes nothing; with another request, 422. A ' +
    'duplicate sent while the first is still running waits for it.',
  schema: { type: 'string', minLength: 1, maxLength: 255, pattern: '^[\\x21-\\x7e]+$' },
} as const;
export const CSV_TEXT: ResponseContent = { 'text/csv': { schema: { type: 'string' } } };
export const BINARY_FILE: JsonSchema = {
  type: 'string',
  contentMediaType: 'application/octet-stream',
};
