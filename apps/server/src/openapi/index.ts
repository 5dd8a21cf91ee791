import { registeredRestRoutes } from '../rest';
import { buildOpenApiDocument } from './document';
import type { JsonSchema } from './json-schema';
import { REST_OPERATION_DOCS } from './operations';

/** The document for a server answering at `publicUrl`. */
export const openApiDocument = (publicUrl: string): JsonSchema =>
  buildOpenApiDocument({
    docs: REST_OPERATION_DOCS,
    restRoutes: registeredRestRoutes,
    serverUrl: publicUrl,
  });
