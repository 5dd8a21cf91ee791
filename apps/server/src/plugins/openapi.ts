import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../openapi';
import { referencePage } from '../openapi/reference-page';

/**
 * `GET /openapi.json`, and `GET /api-docs` its readable reference: the OpenAPI 3.1 description of the REST adapters, built once per process
 * from the procedures' schemas (it changes only with the code).
 */
export const openApiRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (
  fastify,
  { publicUrl },
) => {
  const description = openApiDocument(publicUrl);
  const document = JSON.stringify(description);
  const page = referencePage(description);
  fastify.get('/openapi.json', (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document),
  );
  fastify.get('/api-docs', (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(page),
  );
};
