import { createCaller } from '@portal/api';
import type { FastifyInstance } from 'fastify';
import type { RequestContextFactory } from '../request-context';
import {
  fromBody,
  type RestRoute,
  refuseUnknownQuery,
  restRoute,
  sendClientError,
} from './rest-route';

/** Subscribing and confirming: JSON bodies, as every other REST call. */
export const alertsRoutes: RestRoute[] = [
  restRoute('POST /alerts/subscriptions', 200, fromBody('alerts', 'subscribe')),
  restRoute('POST /alerts/confirm', 200, fromBody('alerts', 'confirm')),
];

/** RFC 8058's body is `List-Unsubscribe=One-Click`; it says nothing the URL does not. */
const ONE_CLICK_BODY_LIMIT = 1024;

/**
 * `POST /alerts/unsubscribe?code=...`: the URL of a digest's `List-Unsubscribe` header, which a
 * mail client posts to when its reader presses unsubscribe (RFC 8058: a form body, no cookie, no
 * page), and which the portal's unsubscribe page posts to as well. The code is in the URL; the
 * body, form or JSON, is read and ignored. In its own scope, so no other route takes form bodies.
 */
export async function registerOneClickUnsubscribe(
  fastify: FastifyInstance,
  createRequestContext: RequestContextFactory,
): Promise<void> {
  await fastify.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ONE_CLICK_BODY_LIMIT },
      (_request, body, done) => done(null, body),
    );
    scope.post('/alerts/unsubscribe', async (request, reply) => {
      try {
        refuseUnknownQuery(request, ['code']);
        const { code } = (request.query ?? {}) as { code?: unknown };
        const caller = createCaller(
          await createRequestContext(request, reply, { credentials: false }),
        );
        return reply.code(200).send(await caller.alerts.unsubscribe({ code: code as string }));
      } catch (error) {
        return sendClientError(request, reply, error);
      }
    });
  });
}
