import type { FastifyPluginAsync } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { alertsRoutes, registerOneClickUnsubscribe } from './alerts';
import { apiTokensRoutes } from './api-tokens';
import { authRoutes } from './auth';
import { registerCampaignOpenDataRoutes } from './campaign-open-data';
import { campaignsRoutes } from './campaigns';
import { registerCsvImport } from './csv-upload';
import { registerExportRoutes } from './exports';
import { externalContributionsImport } from './external-contributions';
import { registerFeedRoutes } from './feeds';
import { registerGeoRoutes } from './geo';
import { knownContributorsImport } from './known-contributors';
import { matchingRoutes } from './matching';
import { registerOpenDataRoutes } from './open-data';
import { registerOpenDataPaymentRoutes } from './open-data-payments';
import { paymentRunsRoutes, registerPaymentFileRoutes } from './payment-runs';
import { registerPublicReadAccess } from './public-read';
import { registerRecordSyncRoutes } from './record-sync';
import { recordsRoutes, registerAttachmentDownload } from './records';
import { type RestRoute, registerRestRoutes } from './rest-route';
import { usersRoutes } from './users';

/** The registry of RestRoutes; the OpenAPI document takes their success statuses from it. */
export const registeredRestRoutes: readonly RestRoute[] = [
  ...authRoutes,
  ...usersRoutes,
  ...recordsRoutes,
  ...campaignsRoutes,
  ...matchingRoutes,
  ...apiTokensRoutes,
  ...alertsRoutes,
  ...paymentRunsRoutes,
];

/** The REST paths of spec section 7, each a thin adapter over a tRPC procedure. */
export const restRoutes: FastifyPluginAsync<{
  createRequestContext: RequestContextFactory;
}> = async (fastify, { createRequestContext }) => {
  registerRestRoutes(fastify, createRequestContext, registeredRestRoutes);
  registerAttachmentDownload(fastify, createRequestContext);
  registerRecordSyncRoutes(fastify, createRequestContext);
  registerExportRoutes(fastify, createRequestContext);
  registerGeoRoutes(fastify, createRequestContext);
  registerCsvImport(fastify, createRequestContext, knownContributorsImport);
  registerCsvImport(fastify, createRequestContext, externalContributionsImport);
  registerOpenDataRoutes(fastify, createRequestContext);
  registerCampaignOpenDataRoutes(fastify, createRequestContext);
  registerFeedRoutes(fastify, createRequestContext);
  await registerOneClickUnsubscribe(fastify, createRequestContext);
  registerPaymentFileRoutes(fastify, createRequestContext);
  registerOpenDataPaymentRoutes(fastify, createRequestContext);
  registerPublicReadAccess(fastify);
};
