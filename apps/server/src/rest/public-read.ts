import {
  CAMPAIGN_PAGE_FILE_DESCRIPTION,
  campaignPageCsvRowSchema,
} from '@portal/api/campaign-pages';
import { dictionaryColumnsOf, openDataDictionary } from '@portal/api/dashboard';
import type { FastifyInstance } from 'fastify';

/** The public read routes: anyone may read them, from any site's page too. */
export const PUBLIC_READ_PATHS = [
  '/contributionsgeo',
  '/external-contributionsgeo',
  '/open-data/campaigns.csv',
  '/open-data/campaigns.json',
  '/open-data/contributions.csv',
  '/open-data/contributions.json',
  '/open-data/payments.csv',
  '/open-data/payments.json',
  '/open-data/dictionary.json',
  '/open-data/campaign/:id.json',
  '/open-data/campaign/:id.csv',
] as const;

/** What a cross-origin script may send and read on them (conditional requests, their answers). */
const CORS_HEADERS = {
  'access-control-allow-origin': '*',
  'access-control-expose-headers': 'ETag, Last-Modified, Content-Disposition, Retry-After',
};

/**
 * CORS for the public read routes: every answer may be read by any origin (no credentials are
 * read there), and a browser's preflight `OPTIONS` is answered 204 with what it may send,
 * instead of 404. The data dictionary of the open-data files is served here too.
 */
export function registerPublicReadAccess(fastify: FastifyInstance): void {
  const publicPaths = new Set<string>(PUBLIC_READ_PATHS);
  fastify.addHook('onSend', async (request, reply) => {
    if (publicPaths.has(request.routeOptions.url ?? '')) reply.headers(CORS_HEADERS);
  });
  for (const path of PUBLIC_READ_PATHS)
    fastify.options(path, (_request, reply) =>
      reply
        .code(204)
        .headers({
          ...CORS_HEADERS,
          'access-control-allow-methods': 'GET, HEAD, OPTIONS',
          'access-control-allow-headers': 'If-None-Match, If-Modified-Since',
          'access-control-max-age': '86400',
        })
        .send(),
    );
  const dictionary = {
    files: [
      ...openDataDictionary().files,
      {
        paths: ['/open-data/campaign/{id}.csv', '/open-data/campaign/{id}.json'],
        description: CAMPAIGN_PAGE_FILE_DESCRIPTION,
        columns: dictionaryColumnsOf(campaignPageCsvRowSchema),
      },
    ],
  };
  fastify.get('/open-data/dictionary.json', (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').send(dictionary),
  );
}
