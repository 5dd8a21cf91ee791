import { createCaller } from '@portal/api';
import { paymentFileChunks, statementFileChunks } from '@portal/api/payments';
import { DomainError, PAYMENT_MESSAGES } from '@portal/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import {
  bodyOf,
  callProcedure,
  numericParam,
  type RestRoute,
  refuseUnknownQuery,
  restRoute,
  sendClientError,
} from './rest-route';
import { readAheadBody } from './stream-body';

const runIdParam = (request: FastifyRequest) => ({ runId: numericParam(request, 'id') });

/** Payment runs for scripts (government admins): thin adapters over the paymentRuns procedures. */
export const paymentRunsRoutes: readonly RestRoute[] = [
  restRoute('POST /payment-runs', 201, callProcedure('paymentRuns', 'open', bodyOf)),
  {
    ...restRoute(
      'GET /payment-runs',
      200,
      callProcedure('paymentRuns', 'list', (request) => ({
        governmentId: (request.query as Record<string, unknown>).governmentId,
      })),
    ),
    query: ['governmentId'],
  },
  restRoute('GET /payment-runs/:id', 200, callProcedure('paymentRuns', 'get', runIdParam)),
  restRoute(
    'POST /payment-runs/:id/approve',
    200,
    callProcedure('paymentRuns', 'approve', runIdParam),
  ),
  restRoute('DELETE /payment-runs/:id', 200, callProcedure('paymentRuns', 'delete', runIdParam)),
];

async function csvAnswer(
  reply: FastifyReply,
  fileName: string,
  chunks: AsyncIterable<string>,
): Promise<FastifyReply> {
  const body = await readAheadBody(chunks);
  return reply
    .code(200)
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

/**
 * The run's files: the treasury's payment file (approved runs only) and a campaign's statement,
 * streamed. They answer the session cookie as well as an API token, so a plain link downloads.
 */
export function registerPaymentFileRoutes(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): void {
  const withCaller =
    (
      answer: (
        caller: ReturnType<typeof createCaller>,
        request: FastifyRequest,
        reply: FastifyReply,
      ) => Promise<FastifyReply>,
    ) =>
    async (request: FastifyRequest, reply: FastifyReply) => {
      try {
        refuseUnknownQuery(request);
        const caller = createCaller(await createRequestContext(request, reply));
        return await answer(caller, request, reply);
      } catch (error) {
        return sendClientError(request, reply, error);
      }
    };

  fastify.get(
    '/payment-runs/:id/payments.csv',
    withCaller(async (caller, request, reply) => {
      const run = await caller.paymentRuns.get(runIdParam(request));
      if (run.status !== 'approved')
        throw new DomainError('CONFLICT', PAYMENT_MESSAGES.paymentFileNeedsApproval);
      return csvAnswer(reply, `payment-run-${run.id}.csv`, paymentFileChunks(run));
    }),
  );

  fastify.get(
    '/payment-runs/:id/statements/:campaignId.csv',
    withCaller(async (caller, request, reply) => {
      const statement = await caller.paymentStatements.get({
        ...runIdParam(request),
        campaignId: numericParam(request, 'campaignId'),
      });
      return csvAnswer(
        reply,
        `payment-run-${statement.runId}-campaign-${statement.campaignId}.csv`,
        statementFileChunks(statement),
      );
    }),
  );
}
