import { AUTH_MESSAGES } from '@portal/domain';
import { isTRPCClientError } from '@trpc/client';

/**
 * A session can expire while a page is open, and then any call fails, not only the session
 * check. Every call path (the tRPC query and mutation caches, the REST helper) reports such an
 * answer here; the portal layout listens and signs the user out (spec section 4).
 */
type SessionExpiredListener = () => void;

const listeners = new Set<SessionExpiredListener>();

/** Subscribes to rejected-session answers; returns the unsubscribe function. */
export function onSessionExpired(listener: SessionExpiredListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionExpired(): void {
  for (const listener of listeners) listener();
}

/** A 401 for other reasons (a wrong password at sign-in) must not sign anyone out. */
export function isSessionRejection(status: number | undefined, message: string): boolean {
  return status === 401 && message === AUTH_MESSAGES.sessionExpired;
}

export function isRejectedSessionError(error: unknown): boolean {
  if (!isTRPCClientError(error)) return false;
  const status = (error.data as { httpStatus?: number } | null | undefined)?.httpStatus;
  return isSessionRejection(status, error.message);
}
