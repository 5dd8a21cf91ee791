/**
 * The payment methods by check, money order or card, stored the same way for money received and
 * spent (each form labels them in its own words).
 */
export const PAPER_AND_CARD_PAYMENT_METHODS = [
  'check',
  'money_order',
  'credit_card_online',
  'credit_card_paper',
] as const;
