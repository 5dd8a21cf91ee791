import {
  DEFAULT_PASSWORD_HASH_COST,
  hashPassword,
  PASSWORD_HASH_PARALLELISM,
  type PasswordHashCost,
} from '@portal/db';
import { needsRehash, verify } from 'argon2';

export { hashPassword };

/**
 * A user without a password (invitation not yet redeemed) never matches. When there is no user
 * at all we still hash once, at the cost stored hashes are made with, so the response time does
 * not reveal which e-mails exist.
 */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
  cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST,
) {
  if (!passwordHash) {
    await hashPassword(password, cost);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}

/**
 * True when a stored hash was made at another cost than `cost`, or with other lanes than
 * PASSWORD_HASH_PARALLELISM (the hash names its own). A
 * sign-in then stores the password again at `cost`, so stored hashes follow the configured cost
 * and an unknown e-mail's check (hashed at `cost`) takes as long as a real one.
 */
export function hashCostDiffers(
  passwordHash: string,
  cost: PasswordHashCost = DEFAULT_PASSWORD_HASH_COST,
): boolean {
  try {
    return needsRehash(passwordHash, {
      memoryCost: cost.memoryKib,
      timeCost: cost.passes,
      parallelism: PASSWORD_HASH_PARALLELISM,
    });
  } catch {
    return false;
  }
}
