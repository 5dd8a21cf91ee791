import type { Database } from '@portal/db';
import { AUTH_MESSAGES, DomainError, type DomainErrorCode } from '@portal/domain';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { describe, expect, it } from 'vitest';
import { appRouter, createContext, DATABASE_UNAVAILABLE_MESSAGE, toHttpError } from '../../src';
import { createMailer } from '../../src/mail';
import { useTestApi } from '../support/harness';

const api = useTestApi();

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (error: unknown) => error,
  );

describe('toHttpError (REST adapters)', () => {
  it('gives field messages for invalid input, with the first one as the message', async () => {
    const error = await caught(
      api.browser().call((caller) => caller.auth.login({ email: 'not-an-email', password: '' })),
    );
    expect(toHttpError(error)).toEqual({
      status: 400,
      body: {
        message: 'Enter a valid email',
        validationErrors: { email: 'Enter a valid email', password: 'Password is required' },
      },
    });
  });

  it.each([
    {
      name: 'no session',
      call: () => api.browser().call((caller) => caller.auth.me()),
      status: 401,
      message: AUTH_MESSAGES.sessionExpired,
    },
    {
      name: 'bad reset code',
      call: () =>
        api
          .browser()
          .call((caller) =>
            caller.auth.resetPassword({ invitationCode: 'nope', password: 'secret-1' }),
          ),
      status: 400,
      message: AUTH_MESSAGES.invalidCode,
    },
    {
      name: 'unknown reset e-mail',
      call: () =>
        api
          .browser()
          .call((caller) => caller.auth.sendPasswordResetEmail({ email: 'nobody@example.org' })),
      status: 404,
      message: AUTH_MESSAGES.emailNotFound,
    },
  ])('$name -> $status $message', async ({ call, status, message }) => {
    expect(toHttpError(await caught(call()))).toEqual({ status, body: { message } });
  });

  it.each<[DomainErrorCode, number]>([
    ['UNAUTHENTICATED', 401],
    ['FORBIDDEN', 403],
    ['NOT_FOUND', 404],
    ['CONFLICT', 409],
    ['INVALID_INPUT', 400],
    ['INVALID_TRANSITION', 422],
    ['TOO_MANY_REQUESTS', 429],
    ['PRECONDITION_FAILED', 412],
  ])('DomainError %s -> HTTP %i with its message', (code, status) => {
    expect(toHttpError(new DomainError(code, 'Clear words'))).toEqual({
      status,
      body: { message: 'Clear words' },
    });
  });

  it('a database that cannot be reached is 503 with a message, not 500', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(toHttpError(new Error('Failed query: select 1', { cause: refused }))).toEqual({
      status: 503,
      body: { message: DATABASE_UNAVAILABLE_MESSAGE },
    });
  });

  it('hides the internals of unexpected errors', () => {
    expect(toHttpError(new Error('password=hunter2 at db.internal:5432'))).toEqual({
      status: 500,
      body: { message: 'Internal server error' },
    });
  });
});

describe('tRPC over HTTP', () => {
  const brokenDb = {
    transaction: () => {
      throw new Error('connection to db.internal:5432 refused');
    },
  } as unknown as Database;

  async function post(path: string, input: unknown, db: Database) {
    const response = await fetchRequestHandler({
      endpoint: '/trpc',
      router: appRouter,
      req: new Request(`http://localhost/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ json: input }),
      }),
      createContext: () =>
        createContext({
          db,
          mailer: createMailer({ db }),
          config: { publicUrl: 'http://localhost', sessionTtlHours: 12, production: true },
          sessionToken: null,
          request: { ip: '192.0.2.1' },
          cookies: { setSession: () => {}, clearSession: () => {} },
        }),
    });
    const body = (await response.json()) as {
      error: { json: { message: string; data: { validationErrors?: Record<string, string> } } };
    };
    return { status: response.status, body };
  }

  it('error responses carry validationErrors for the form fields', async () => {
    const { status, body } = await post('auth.login', { email: '', password: 'x' }, api.handle.db);
    expect(status).toBe(400);
    expect(body.error.json.data.validationErrors).toEqual({ email: AUTH_MESSAGES.emailRequired });
  });

  it('server errors reach the client without their internals', async () => {
    const { status, body } = await post(
      'auth.login',
      { email: 'a@example.org', password: 'secret-1' },
      brokenDb,
    );
    expect(status).toBe(500);
    expect(body.error.json.message).toBe('Internal server error');
    expect(JSON.stringify(body)).not.toContain('db.internal');
  });
});
