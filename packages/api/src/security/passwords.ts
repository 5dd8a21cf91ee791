import { argon2id, hash, verify } from 'argon2';

export function hashPassword(password: string): Promise<string> {
  return hash(password, { type: argon2id });
}

/**
 * A user without a password (invitation not yet redeemed) never matches. When there is no user
 * at all we still hash once, so the response time does not reveal which e-mails exist.
 */
export async function verifyPassword(passwordHash: string | null, password: string) {
  if (!passwordHash) {
    await hash(password, { type: argon2id });
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed sign-in, not a server error.
    return false;
  }
}
