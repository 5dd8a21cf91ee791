import { type DatabaseHandle, TEST_PASSWORD_HASH_COST } from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import { TRPCError } from '@trpc/server';
import { afterAll, beforeAll, expect } from 'vitest';
import { type ApiConfig, createCaller, createContext } from '../../src';
import { validationErrorsFrom } from '../../src/errors';
import { createMailer, listOutbox } from '../../src/mail';
import {
  createGovernmentAndCampaigns,
  createUser,
  DEFAULT_PASSWORD,
  type Grant,
} from './factories';

export type Caller = ReturnType<typeof createCaller>;

export const PUBLIC_URL = 'https://portal.example.org';

/**
 * One browser: it keeps the session cookie the API sets, like a real one, and sends it back on
 * every call.
 */
export interface Browser {
  readonly cookie: { token: string; expiresAt: Date } | null;
  call<T>(use: (api: Caller) => Promise<T>): Promise<T>;
}

export interface TestApi {
  handle: DatabaseHandle;
  browser(ip?: string): Browser;
  signIn(credentials: { email: string; password: string | null }, ip?: string): Promise<Browser>;
  /** A script that sends `Authorization: Bearer <token>` (and no cookie) on every call. */
  script(token: string, ip?: string): Browser;
  /** The link of the newest e-mail to that address. */
  lastLinkTo(email: string): Promise<string>;
  close(): Promise<void>;
}

export async function createTestApi(configured: Partial<ApiConfig> = {}): Promise<TestApi> {
  const handle = await createTestDatabase();
  const mailer = createMailer({ db: handle.db });
  const config = {
    publicUrl: PUBLIC_URL,
    sessionTtlHours: 12,
    production: false,
    passwordHashCost: TEST_PASSWORD_HASH_COST,
    ...configured,
  };

  const browser = (ip = '198.51.100.7', apiToken: string | null = null): Browser => {
    let cookie: { token: string; expiresAt: Date } | null = null;
    return {
      get cookie() {
        return cookie;
      },
      async call(use) {
        const ctx = await createContext({
          db: handle.db,
          mailer,
          config,
          sessionToken: cookie?.token ?? null,
          apiToken,
          request: { ip },
          cookies: {
            setSession: (token, expiresAt) => {
              cookie = { token, expiresAt };
            },
            clearSession: () => {
              cookie = null;
            },
          },
        });
        return use(createCaller(ctx));
      },
    };
  };

  return {
    handle,
    browser,
    script: (token, ip) => browser(ip, token),
    async signIn(credentials, ip) {
      const signedIn = browser(ip);
      await signedIn.call((api) =>
        api.auth.login({ email: credentials.email, password: credentials.password ?? '' }),
      );
      return signedIn;
    },
    async lastLinkTo(email) {
      const mail = (await listOutbox(handle.db, 500)).find((message) => message.to === email);
      if (!mail?.link) throw new Error(`No e-mail with a link to ${email}`);
      return mail.link;
    },
    close: () => handle.close(),
  };
}

/**
 * A test API on its own database for the tests of one file: created before them, closed after.
 * The answer stands for it and may be used in tests and later hooks, not while the file loads.
 */
export function useTestApi(configured: Partial<ApiConfig> = {}): TestApi {
  let created: TestApi | undefined;
  const api = () => {
    if (!created) throw new Error('The test API is made in beforeAll; use it inside a test');
    return created;
  };
  beforeAll(async () => {
    created = await createTestApi(configured);
  });
  afterAll(async () => {
    await created?.close();
  });
  return {
    get handle() {
      return api().handle;
    },
    browser: (ip) => api().browser(ip),
    signIn: (credentials, ip) => api().signIn(credentials, ip),
    script: (token, ip) => api().script(token, ip),
    lastLinkTo: (email) => api().lastLinkTo(email),
    close: () => api().close(),
  };
}

/** A browser signed in as a new active user holding this one permission. */
export async function signInWithGrant(api: TestApi, grant: Grant): Promise<Browser> {
  const user = await createUser(api.handle.db, { grants: [grant] });
  return api.signIn({ email: user.email, password: DEFAULT_PASSWORD });
}

/** A government, a campaign of it, and a browser signed in as the campaign's staff. */
export async function campaignWithStaff(api: TestApi) {
  const made = await createGovernmentAndCampaigns(api.handle.db);
  const { governmentId } = made;
  const campaignId = made.campaignIds[0] ?? 0;
  const staff = await signInWithGrant(api, { role: 'campaign_staff', governmentId, campaignId });
  return { governmentId, campaignId, staff };
}

/** The code a link carries in its invitationCode query parameter. */
export function codeFrom(link: string): string {
  const code = new URL(link).searchParams.get('invitationCode');
  if (!code) throw new Error(`No invitationCode in ${link}`);
  return code;
}

/** Asserts the call fails with that tRPC code (and message, when given); answers the error. */
export async function expectTRPCError(
  promise: Promise<unknown>,
  code: TRPCError['code'],
  message?: string,
): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `expected ${code}`).toBeInstanceOf(TRPCError);
  expect((error as TRPCError).code).toBe(code);
  if (message !== undefined) expect((error as TRPCError).message).toBe(message);
  return error as TRPCError;
}

/** Asserts the call is refused as a bad request naming these fields with these messages. */
export async function expectFieldErrors(
  promise: Promise<unknown>,
  errors: Record<string, string>,
): Promise<void> {
  const error = await expectTRPCError(promise, 'BAD_REQUEST');
  expect(validationErrorsFrom(error.cause)).toEqual(errors);
}
