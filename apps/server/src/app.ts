import type { FastifyPluginAsync } from 'fastify';
import { compressionPlugin } from './plugins/compression';
import { cookiesPlugin } from './plugins/cookies';
import { dashboardAnswersPlugin } from './plugins/dashboard-answers';
import { devAlertDigestRoutes } from './plugins/dev-alert-digests';
import { devOutboxRoutes } from './plugins/dev-outbox';
import { errorHandlerPlugin } from './plugins/error-handler';
import { healthRoutes } from './plugins/health';
import { jsonBodyPlugin } from './plugins/json-body';
import { multipartPlugin } from './plugins/multipart';
import { openApiRoutes } from './plugins/openapi';
import { originCheckPlugin } from './plugins/origin-check';
import { portalPagesPlugin } from './plugins/portal-pages';
import { securityHeadersPlugin } from './plugins/security-headers';
import { trpcBatchLimitPlugin, trpcRoutes } from './plugins/trpc';
import { publicReadChooser } from './public-reads';
import { type AppDependencies, requestContextFactory } from './request-context';
import { restRoutes } from './rest';

/** The whole HTTP surface of the portal, composed from named plugins. */
export const app: FastifyPluginAsync<AppDependencies> = async (fastify, dependencies) => {
  const { db, config, mailer } = dependencies;
  const choosePublicRead = publicReadChooser(dependencies.publicReads);
  const createRequestContext = requestContextFactory(dependencies, choosePublicRead);

  await fastify.register(errorHandlerPlugin);
  await fastify.register(jsonBodyPlugin);
  await fastify.register(securityHeadersPlugin, {
    publicUrl: config.publicUrl,
    mapTileUrl: config.mapTileUrl,
  });
  await fastify.register(originCheckPlugin, { publicUrl: config.publicUrl });
  await fastify.register(cookiesPlugin);
  // Before every route: it compresses the answers of the routes registered after it.
  await fastify.register(compressionPlugin);
  await fastify.register(dashboardAnswersPlugin, {
    db,
    choosePublicRead,
    configuration: { mapTileUrl: config.mapTileUrl ?? null },
  });
  await fastify.register(multipartPlugin);

  await fastify.register(healthRoutes, { db });
  await fastify.register(trpcBatchLimitPlugin);
  await fastify.register(trpcRoutes, { createRequestContext });
  await fastify.register(restRoutes, { createRequestContext });
  await fastify.register(openApiRoutes, { publicUrl: config.publicUrl });
  if (!config.production) {
    await fastify.register(devOutboxRoutes, { db });
    await fastify.register(devAlertDigestRoutes, { db, mailer, publicUrl: config.publicUrl });
  }

  await fastify.register(portalPagesPlugin, { staticDir: config.staticDir });
};
