import { z } from 'zod';
import { requiredEmail } from '../auth/schemas';
import { idSchema } from '../boundary/ids';

/** Subscriptions (confirmed or waiting) one address may hold: a programme and this many campaigns. */
export const ALERT_MAX_SUBSCRIPTIONS_PER_ADDRESS = 20;
/** An unconfirmed subscription, and the code of its link, last this long. */
export const ALERT_CONFIRMATION_HOURS = 48;

/**
 * The subscribe form and `POST /alerts/subscriptions`: an address, and the campaign to follow, or
 * none (null or absent) for the whole programme.
 */
export const alertSubscribeSchema = z.object({
  email: requiredEmail,
  campaignId: idSchema.nullable().default(null),
  /** The programme's government, when following it whole; a campaign names its own. */
  governmentId: idSchema.default(1),
});
export type AlertSubscribeInput = z.input<typeof alertSubscribeSchema>;

/** A code from a confirm or unsubscribe link: 32 random bytes, base64url (43 characters). */
export const alertCodeSchema = z.object({
  code: z
    .string({ error: 'Code is required' })
    .regex(/^[A-Za-z0-9_-]{43}$/, { error: 'Code must be the 43 characters of the link' }),
});
