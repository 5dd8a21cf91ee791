import { TEST_PASSWORD_HASH_COST } from '@portal/db';
import { createCaller, createContext } from '../../src';
import { createMailer } from '../../src/mail';
import type { PasswordHashingPool } from '../../src/security/password-hashing';
import { PUBLIC_URL, type TestApi } from './harness';

/**
 * One HTTP request as the server builds it, hashing in `pool`: its calls share one cookie jar,
 * as the calls of a tRPC batch do, and the jar keeps the last session cookie set, as a browser.
 */
export async function pooledRequest(api: TestApi, pool: PasswordHashingPool, ip: string) {
  const jar: { token: string | null } = { token: null };
  const ctx = await createContext({
    db: api.handle.db,
    mailer: createMailer({ db: api.handle.db }),
    config: {
      publicUrl: PUBLIC_URL,
      sessionTtlHours: 12,
      production: false,
      passwordHashCost: TEST_PASSWORD_HASH_COST,
    },
    request: { ip },
    passwordHashing: pool,
    cookies: {
      setSession: (token) => {
        jar.token = token;
      },
      clearSession: () => {
        jar.token = null;
      },
    },
  });
  return { caller: createCaller(ctx), jar };
}

/** A hash the test finishes when it chooses; until then it holds its hashing slot. */
export function heldHash() {
  let finish = () => {};
  const finished = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return { run: () => finished, finish: () => finish() };
}
