import type { AppRouter } from '@portal/api';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';

/** An error the fake server answers with, shaped like the real error formatter's output. */
export class ServerAnswer extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly validationErrors?: Record<string, string>,
  ) {
    super(message);
  }
}

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export type Handler = (input: unknown) => unknown;
export type Handlers = Record<string, Handler>;
export interface Call {
  path: string;
  input: unknown;
}

/**
 * A tRPC link that answers from `handlers` (keyed by procedure path such as 'auth.login') and
 * records every call, so page tests exercise the real client code without a server.
 */
export function fakeServerLink(handlers: Handlers, calls: Call[]): TRPCLink<AppRouter> {
  return () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const answer = async () => {
          const handler = handlers[op.path];
          if (!handler) throw new ServerAnswer('NOT_FOUND', `No fake handler for ${op.path}`);
          return handler(op.input);
        };
        answer()
          .then((data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          })
          .catch((error: unknown) => {
            if (error instanceof ServerAnswer) {
              observer.error(
                TRPCClientError.from({
                  error: {
                    message: error.message,
                    code: -32600,
                    data: {
                      code: error.code,
                      httpStatus: HTTP_STATUS[error.code] ?? 500,
                      validationErrors: error.validationErrors,
                    },
                  },
                }),
              );
            } else {
              observer.error(TRPCClientError.from(error as Error));
            }
          });
      });
}
