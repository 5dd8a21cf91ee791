import { registeredRestRoutes } from '../rest';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { REST_OPERATION_DOCS } from './operations';

/** Built once per public URL: the document depends only on the code and that URL. */
const documents = new Map<string, JsonSchema>();

/** The document for a server answering at `publicUrl`. */
export function openApiDocument(publicUrl: string): JsonSchema {
  let document = documents.get(publicUrl);
  if (!document) {
    document = buildOpenApiDocument({
      docs: REST_OPERATION_DOCS,
      restRoutes: registeredRestRoutes,
      serverUrl: publicUrl,
    });
    documents.set(publicUrl, document);
  }
  return document;
}
