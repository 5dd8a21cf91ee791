import { components, type ErrorStatus, errorResponseRef, SIGNED_IN_SECURITY } from './components';
import {
  fieldHintsOf,
  isProcedurePath,
  type JsonSchema,
  jsonSchemaOf,
  procedureInput,
  procedureOutput,
  renameProperty,
  withFieldHints,
  withoutProperties,
} from './json-schema';
import { JSON_OBJECT, type OperationDoc, type OperationDocs, type OperationTag } from './operation';

/** A registered route as the REST registry knows it. */
export interface RegisteredRestRoute {
  method: string;
  url: string;
  successStatus: number;
}

const TAG_DESCRIPTIONS: Record<OperationTag, string> = {
  'Session and passwords': 'Signing in and out, the session check and every password flow.',
  Users: 'Inviting users, listing them and removing their access.',
  Campaigns: 'Campaign management (city staff) and the finance summary.',
  Contributions: 'Money received: create, read, update, archive, comment, list and export.',
  Expenditures: 'Money spent: create, read, update, archive, comment, list and export.',
  Activities: 'The history of a record, campaign or government, and its attachments.',
  Matching: "The city's match of a contribution to a known contributor.",
  Imports: 'Files city staff load: the voter file and the state filing system export.',
  'API tokens':
    'Personal tokens for scripts: send `Authorization: Bearer <token>`. A token cannot create tokens.',
  Payments:
    'Payment runs of the public matching money (government admins): open, review, approve, delete, and their files.',
  'Public data': 'The public dashboard data, for anyone: geo feeds and open-data downloads.',
  Alerts:
    'E-mail alerts of public activity: subscribe with double opt-in, confirm, one-click unsubscribe.',
};

const pathParamsOf = (url: string) =>
  [...url.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1] ?? '');

/** `POST /users/send-password-reset-email` -> `postUsersSendPasswordResetEmail`. */
const operationIdOf = (method: string, url: string) =>
  [
    method.toLowerCase(),
    ...url
      .split(/[^A-Za-z0-9:]+/)
      .filter(Boolean)
      .map((word) => (word.startsWith(':') ? `By${word.slice(1)}` : word))
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1)),
  ].join('');

function parametersOf(url: string, doc: OperationDoc): JsonSchema[] {
  const parameters: JsonSchema[] = pathParamsOf(url).map((name) => ({
    name,
    in: 'path',
    required: true,
    description: 'The record id.',
    schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 },
    ...doc.pathParameters?.[name],
  }));
  if (doc.input === 'query' && doc.procedure) {
    const input = withFieldHints(
      procedureInput(doc.procedure) ?? JSON_OBJECT,
      doc.choicesFrom ? fieldHintsOf(doc.choicesFrom) : {},
    );
    const required = (input.required as string[] | undefined) ?? [];
    for (const [name, schema] of Object.entries(
      (input.properties as Record<string, JsonSchema>) ?? {},
    )) {
      const list = schema.type === 'array';
      parameters.push({
        name,
        in: 'query',
        required: required.includes(name),
        schema,
        // Lists are written comma-separated (`campaigns=3,7`), as in the dashboard's own URL.
        ...(list ? { style: 'form', explode: false } : {}),
      });
    }
  }
  for (const header of doc.headers ?? []) parameters.push({ ...header, in: 'header' });
  return parameters;
}

function jsonBodyOf(method: string, url: string, doc: OperationDoc): JsonSchema | null {
  const takesBody =
    doc.input === 'body' || (doc.input === undefined && method !== 'GET' && method !== 'DELETE');
  if (!takesBody || (!doc.procedure && !doc.extraBody)) return null;
  let schema = (doc.procedure && procedureInput(doc.procedure)) || {
    ...JSON_OBJECT,
    properties: {},
  };
  const fromPath = pathParamsOf(url).map((name) => doc.pathFields?.[name] ?? name);
  schema = withoutProperties(schema, [...fromPath, ...(doc.adapterFields ?? [])]);
  for (const [field, name] of Object.entries(doc.bodyNames ?? {}))
    schema = renameProperty(schema, field, name);
  if (doc.choicesFrom) schema = withFieldHints(schema, fieldHintsOf(doc.choicesFrom));
  if (doc.extraBody)
    schema = {
      ...schema,
      properties: { ...(schema.properties as Record<string, JsonSchema>), ...doc.extraBody },
    };
  return schema;
}

function requestBodyOf(method: string, url: string, doc: OperationDoc): JsonSchema | null {
  const content: Record<string, { schema: JsonSchema }> = {};
  if (doc.multipart)
    content['multipart/form-data'] = { schema: { type: 'object', ...doc.multipart } };
  const json = jsonBodyOf(method, url, doc);
  if (json) content['application/json'] = { schema: json };
  if (Object.keys(content).length === 0) return null;
  const required =
    Boolean(doc.multipart) || ((json?.required as string[] | undefined)?.length ?? 0) > 0;
  return { required, content };
}

function successResponseOf(status: number, doc: OperationDoc): JsonSchema {
  if (status === 204) return { description: 'Done; the answer has no body.' };
  const output =
    (doc.procedure ? procedureOutput(doc.procedure) : null) ??
    (doc.output ? jsonSchemaOf(doc.output, 'output') : null);
  const content = doc.responseContent ?? (output && { 'application/json': { schema: output } });
  // A JSON answer nobody described would reach scripts as `{}` of unknown shape.
  if (!content) throw new Error(`${doc.summary}: the answer has no schema (give \`output\`)`);
  return {
    description: status === 201 ? 'Created.' : 'OK.',
    content,
    ...(doc.responseHeaders ? { headers: doc.responseHeaders } : {}),
  };
}

/**
 * The statuses every route of a kind can answer, whatever its own doc lists: a signed-in route
 * 401 without a session or token, 403 for a read-only token's write and 429 past a token's
 * limit; every route 400 for a query parameter it does not read; a route with a body 413 and
 * 415; every procedure or signed-in route 503 while the database is away.
 */
function errorsOf(method: string, doc: OperationDoc, hasBody: boolean): ErrorStatus[] {
  const errors = new Set<ErrorStatus>([...doc.errors, 400]);
  if (doc.signedIn) {
    errors.add(401);
    errors.add(429);
    if (method !== 'GET') errors.add(403);
  }
  if (hasBody) for (const status of [413, 415] as const) errors.add(status);
  if (doc.procedure || doc.signedIn) errors.add(503);
  return [...errors].sort((a, b) => a - b);
}

function operationOf(method: string, url: string, status: number, doc: OperationDoc): JsonSchema {
  if (doc.procedure && !isProcedurePath(doc.procedure))
    throw new Error(`${method} ${url} names an unknown procedure ${doc.procedure}`);
  const parameters = parametersOf(url, doc);
  const requestBody = requestBodyOf(method, url, doc);
  return {
    operationId: operationIdOf(method, url),
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    tags: [doc.tag],
    security: doc.signedIn ? SIGNED_IN_SECURITY : [],
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(status)]: successResponseOf(status, doc),
      ...doc.otherResponses,
      ...Object.fromEntries(
        errorsOf(method, doc, requestBody !== null).map((error) => [
          String(error),
          errorResponseRef(error),
        ]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of the REST adapters: every described route, its success status from
 * the route registry where the route is a RestRoute, its schemas from the procedures' zod schemas.
 */
export function buildOpenApiDocument(options: {
  docs: OperationDocs;
  restRoutes: readonly RegisteredRestRoute[];
  serverUrl: string;
}): JsonSchema {
  const statusOf = new Map(
    options.restRoutes.map((route) => [`${route.method} ${route.url}`, route.successStatus]),
  );
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const key of Object.keys(options.docs).sort()) {
    const doc = options.docs[key] as OperationDoc;
    const [method = 'GET', url = '/'] = key.split(' ');
    const status = statusOf.get(key) ?? doc.successStatus ?? 200;
    const path = url.replace(/:([A-Za-z]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][method.toLowerCase()] = operationOf(method, url, status, doc);
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'City campaign-finance portal: REST API',
      version: '1.0.0',
      description:
        'The REST calls of the portal (spec section 7) and its public data downloads. Every call ' +
        'is a thin adapter over a typed tRPC procedure at `/trpc`; scripts in TypeScript can use ' +
        'that directly through the client package. Bodies are JSON unless stated.',
    },
    servers: [{ url: options.serverUrl }],
    tags: Object.entries(TAG_DESCRIPTIONS).map(([name, description]) => ({ name, description })),
    paths,
    components: components(),
  };
}
