import argon2 from 'argon2';

/** argon2id's work per hash: memory in KiB and passes over it. */
export interface PasswordHashCost {
  memoryKib: number;
  passes: number;
}

/** argon2's own defaults, well above OWASP's minimum for argon2id. */
export const DEFAULT_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 65_536, passes: 3 };

/**
 * OWASP's minimum for argon2id (Password Storage Cheat Sheet: 19 MiB, 2 passes). The server
 * refuses a configured cost below it outside tests.
 */
export const MINIMUM_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 19_456, passes: 2 };

/**
 * The cost the test suites hash at: the same argon2id, a hundred times cheaper, since they sign
 * in thousands of times. A stored hash names its own cost, so verifying is as cheap.
 */
export const TEST_PASSWORD_HASH_COST: PasswordHashCost = { memoryKib: 1024, passes: 1 };

/**
 * One lane, so one hash keeps one thread busy (OWASP's argon2id settings all use one): the server
 * bounds how many hashes run at once, and with argon2's default of four lanes each would take
 * four threads on a small machine's cores, starving the event loop that answers everyone else.
 */
export const PASSWORD_HASH_PARALLELISM = 1;

/** An argon2id hash of `password` at `cost`; the hash records the cost it was made with. */
export function hashPassword(
  password: string,
  cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST,
): Promise<string> {
  return argon2.hash(password, {
    type: argon2.argon2id,
    memoryCost: cost.memoryKib,
    timeCost: cost.passes,
    parallelism: PASSWORD_HASH_PARALLELISM,
  });
}
