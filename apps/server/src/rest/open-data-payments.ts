import { createCaller } from '@portal/api';
import { publicPaymentsFile } from '@portal/api/payments';
import type { FastifyInstance } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import { openDataFailure } from './open-data';
import { refuseUnknownQuery } from './rest-route';
import { readAheadBody } from './stream-body';

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
} as const;

/**
 * `GET /open-data/payments.{csv,json}`: every approved payment run's amount per campaign, with
 * the day; public, read without credentials, counted against the open-data limit per address.
 */
export function registerOpenDataPaymentRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  for (const format of ['csv', 'json'] as const)
    fastify.get(`/open-data/payments.${format}`, async (request, reply) => {
      try {
        refuseUnknownQuery(request, ['governmentId']);
        const caller = createCaller(
          await createRequestContext(request, reply, { credentials: false }),
        );
        const { governmentId } = request.query as { governmentId?: unknown };
        const rows = await caller.payments.publicPayments(
          governmentId === undefined ? {} : { governmentId: governmentId as number },
        );
        const body = await readAheadBody(publicPaymentsFile(rows, format));
        return reply
          .code(200)
          .header('cache-control', 'public, no-cache')
          .header('cross-origin-resource-policy', 'cross-origin')
          .header('content-type', CONTENT_TYPES[format])
          .header('content-disposition', `attachment; filename="payments.${format}"`)
          .send(body);
      } catch (error) {
        return openDataFailure(request, reply, error);
      }
    });
}
