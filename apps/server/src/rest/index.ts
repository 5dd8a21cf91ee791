import type { FastifyPluginAsync } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { apiTokensRoutes } from './api-tokens';
import { authRoutes } from './auth';
import { campaignsRoutes } from './campaigns';
import { registerExportRoutes } from './exports';
import { registerExternalContributionsImport } from './external-contributions';
import { geoRoutes } from './geo';
import { registerKnownContributorsImport } from './known-contributors';
import { matchingRoutes } from './matching';
import { recordsRoutes, registerAttachmentDownload } from './records';
import { registerRestRoutes } from './rest-route';
import { usersRoutes } from './users';

/** The REST paths of spec section 7, each a thin adapter over a tRPC procedure. */
export const restRoutes: FastifyPluginAsync<{
  createRequestContext: RequestContextFactory;
}> = async (fastify, { createRequestContext }) => {
  registerRestRoutes(fastify, createRequestContext, [
    ...authRoutes,
    ...usersRoutes,
    ...geoRoutes,
    ...recordsRoutes,
    ...campaignsRoutes,
    ...matchingRoutes,
    ...apiTokensRoutes,
  ]);
  registerAttachmentDownload(fastify, createRequestContext);
  registerExportRoutes(fastify, createRequestContext);
  registerKnownContributorsImport(fastify, createRequestContext);
  registerExternalContributionsImport(fastify, createRequestContext);
};
