import { createCaller } from '@portal/api';
import { campaignPageFile } from '@portal/api/campaign-pages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { CONTENT_TYPES, conditionalDownload, openDataFailure } from './open-data';

/** The paths of a campaign's page as open data, in Fastify's syntax. */
export const CAMPAIGN_OPEN_DATA_PATHS = {
  json: '/open-data/campaign/:id.json',
  csv: '/open-data/campaign/:id.csv',
} as const;

/** A whole number as a number; anything else as it came, for the schema to refuse by name. */
const integerOrRaw = (value: unknown) =>
  typeof value === 'string' && /^-?\d{1,10}$/.test(value) ? Number(value) : value;

async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  createRequestContext: RequestContextFactory,
  format: 'csv' | 'json',
) {
  const caller = createCaller(await createRequestContext(request, reply, { credentials: false }));
  const { governmentId, ...others } = request.query as Record<string, unknown>;
  // The procedure's strict schema refuses an unknown parameter or a bad id, naming it (400).
  const input = {
    ...others,
    ...(governmentId === undefined ? {} : { governmentId: integerOrRaw(governmentId) }),
    campaignId: integerOrRaw((request.params as { id: string }).id),
  } as { governmentId?: number; campaignId: number };
  const { fingerprint, lastModified } = await caller.openData.freshness({
    governmentId: typeof input.governmentId === 'number' ? input.governmentId : 1,
  });
  // Strong: the same data version gives the same bytes for the same campaign and format.
  const unchanged = conditionalDownload(
    request,
    reply,
    [fingerprint, 'campaign', input, format],
    lastModified,
  );
  if (unchanged) return unchanged;
  const page = await caller.campaignPages.download(input);
  return reply
    .code(200)
    .header('content-type', CONTENT_TYPES[format])
    .header('content-disposition', `attachment; filename="campaign-${page.campaign.id}.${format}"`)
    .send(campaignPageFile(page, format));
}

/**
 * `GET /open-data/campaign/{id}.{json,csv}`: a campaign's public page as a file anyone may
 * download, conditional on the ETag like the other open-data files.
 */
export function registerCampaignOpenDataRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  for (const format of ['csv', 'json'] as const)
    fastify.get(CAMPAIGN_OPEN_DATA_PATHS[format], async (request, reply) => {
      try {
        return await answer(request, reply, createRequestContext, format);
      } catch (error) {
        return openDataFailure(request, reply, error);
      }
    });
}
