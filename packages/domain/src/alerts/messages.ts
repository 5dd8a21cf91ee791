/** What the alert forms, pages and answers say (exact UI strings). */
export const ALERT_MESSAGES = {
  subscribed:
    'Check your inbox: we sent a link to confirm. Alerts start once you open it; the link expires in 2 days.',
  confirmed:
    'Your alerts are confirmed. You will get at most one e-mail a day, only on days with new activity.',
  unsubscribed: 'You are unsubscribed. This address gets no more alerts.',
  invalidConfirmation:
    'This confirmation link is invalid or has expired. Subscribe again to get a new one.',
  invalidUnsubscribe: 'This unsubscribe link is invalid.',
  campaignNotFound: 'Campaign not found',
  tooManyRequests: 'Too many alert requests. Please wait and try again later.',
  tooManySubscriptions: 'This address already follows the most campaigns allowed.',
} as const;
