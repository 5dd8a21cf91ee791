import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../openapi';

/**
 * `GET /openapi.json`: the OpenAPI 3.1 description of the REST adapters, built once per process
 * from the procedures' schemas (it changes only with the code).
 */
export const openApiRoutes: FastifyPluginAsync<{ publicUrl: string }> = async (
  fastify,
  { publicUrl },
) => {
  const document = JSON.stringify(openApiDocument(publicUrl));
  fastify.get('/openapi.json', (_request, reply) =>
    reply
      .header('content-type', 'application/json; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(document),
  );
};
