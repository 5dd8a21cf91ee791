import { ALERT_MESSAGES } from '@portal/domain';
import { type AttemptPolicy, emailSubject } from '../security/rate-limits';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Nobody may flood an inbox with confirmation e-mails: 3 subscribe requests per address a day
 * (each may send one), and 10 per client address an hour and 30 a day, kept in the database so
 * every server process counts them together.
 */
export const ALERT_SUBSCRIPTION_POLICY: AttemptPolicy = {
  kind: 'alert_subscription',
  rules: ({ email = '', ip }) => [
    { subject: emailSubject(email), max: 3, windowMs: 24 * HOUR_MS },
    { subject: `ip:${ip}`, max: 10, windowMs: HOUR_MS },
    { subject: `ip:${ip}`, max: 30, windowMs: 24 * HOUR_MS },
  ],
  refusal: ALERT_MESSAGES.tooManyRequests,
};
