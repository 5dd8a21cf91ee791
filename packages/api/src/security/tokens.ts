import { createHash, randomBytes } from 'node:crypto';

/**
 * Session tokens, invitation codes and reset codes: 32 random bytes, URL-safe so they travel in
 * cookies and query strings unchanged.
 */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored, so a leaked table grants no sessions and redeems no codes. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
