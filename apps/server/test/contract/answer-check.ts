import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { LightMyRequestResponse } from 'fastify';

type Schema = Record<string, unknown>;
interface ResponseDoc {
  $ref?: string;
  headers?: Record<string, unknown>;
  content?: Record<string, { schema: Schema }>;
}
export interface OperationDoc {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, ResponseDoc>;
  security: unknown[];
}
export interface OpenApiDocument {
  paths: Record<string, Record<string, OperationDoc>>;
  components: { schemas: Record<string, Schema>; responses: Record<string, ResponseDoc> };
}

/**
 * Checks answers against the document the server publishes: the status must be one the operation
 * lists, and a JSON body must validate against the schema documented for that status.
 */
export function answerChecker(document: OpenApiDocument) {
  const ajv = new Ajv2020({ strict: false, allErrors: false });
  addFormats.default(ajv);
  ajv.addSchema({ $id: 'openapi', components: document.components });
  const compiled = new Map<Schema, ValidateFunction>();
  const validatorOf = (schema: Schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      // `#/components/...` inside the document is `openapi#/components/...` here.
      const text = JSON.stringify(schema).replaceAll('"#/components/', '"openapi#/components/');
      validate = ajv.compile(JSON.parse(text) as Schema);
      compiled.set(schema, validate);
    }
    return validate;
  };
  const resolve = (response: ResponseDoc): ResponseDoc => {
    const name = response.$ref?.replace('#/components/responses/', '');
    return name ? (document.components.responses[name] ?? {}) : response;
  };

  /** Problems with one answer of `METHOD path` (in the document's spelling); none when it fits. */
  return (method: string, path: string, answer: LightMyRequestResponse): string[] => {
    const operation = document.paths[path]?.[method.toLowerCase()];
    const where = `${method} ${path} answered ${answer.statusCode}`;
    if (!operation) return [`${method} ${path} is not in the document`];
    const documented = operation.responses[String(answer.statusCode)];
    if (!documented)
      return [`${where}, which the document does not list: ${answer.body.slice(0, 200)}`];
    const resolved = resolve(documented);
    const missingHeaders = Object.keys(resolved.headers ?? {}).filter(
      // The documented headers of an error answer are promised (Retry-After on 429 and 503).
      (name) => answer.statusCode >= 400 && answer.headers[name.toLowerCase()] === undefined,
    );
    if (missingHeaders.length > 0) return [`${where} without ${missingHeaders.join(', ')}`];
    const contentType =
      String(answer.headers['content-type'] ?? '')
        .split(';')[0]
        ?.trim() ?? '';
    if (answer.statusCode === 204 || answer.statusCode === 304 || contentType === '') return [];
    const content = resolved.content ?? {};
    // `*/*`: a file answered in its own type (an attachment).
    const media = content[contentType] ?? content['*/*'];
    if (!media)
      return [
        `${where} as ${contentType}, documented as ${Object.keys(content).join(', ') || 'no body'}`,
      ];
    if (contentType !== 'application/json') return [];
    const validate = validatorOf(media.schema);
    if (validate(answer.json())) return [];
    return [
      `${where} outside its schema: ${ajv.errorsText(validate.errors)} in ${answer.body.slice(0, 300)}`,
    ];
  };
}
