import type { Transaction } from '@portal/db';
import {
  type AttemptPolicy,
  emailSubject,
  recordAttempt,
  ThrottledError,
  throttlingLimit,
} from '../../security/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

export const INVITATION_MESSAGES = {
  tooMany:
    'Too many invitations in the last hour, to this address or from your account. Please wait and try again.',
};

export interface InvitationKeys {
  /** The invitee's e-mail address. */
  recipient: string;
  /** The admin sending the invitation. */
  senderId: number;
}

/**
 * Invitation e-mails (invitations, resends, a new campaign's first user), counted like reset
 * e-mails so nobody's inbox can be flooded: 5 an hour to one address (an invitation and a few
 * resends) and 50 an hour from one admin (a campaign's whole staff in one sitting).
 */
export const INVITATION_POLICY: AttemptPolicy<InvitationKeys> = {
  kind: 'invitation',
  rules: ({ recipient, senderId }) => [
    { subject: emailSubject(recipient), max: 5, windowMs: HOUR_MS },
    { subject: `user:${senderId}`, max: 50, windowMs: HOUR_MS },
  ],
  refusal: INVITATION_MESSAGES.tooMany,
};

/**
 * Counts one invitation e-mail in the transaction that writes the invitation, or throws
 * ThrottledError (429) while a limit is reached, which rolls that transaction back: a refused
 * invitation leaves no user, permission, code or e-mail. Parallel invitations queue on the
 * policy's locks, so a burst cannot slip under the limit; one that fails later rolls back its
 * count with everything else.
 */
export async function countInvitationEmail(tx: Transaction, keys: InvitationKeys, now: Date) {
  const refusing = await throttlingLimit(tx, INVITATION_POLICY, keys, now);
  if (refusing)
    throw new ThrottledError(refusing.retryAfterSeconds, INVITATION_POLICY.refusal, refusing.limit);
  await recordAttempt(tx, INVITATION_POLICY, keys, true, now);
}
