/**
 * What campaign money goes to, stored the same way wherever it appears: an expenditure's purpose,
 * or the kind of an in-kind contribution (goods or services given in place of money).
 */
export const SPENDING_CATEGORIES = [
  'broadcast_advertising',
  'fundraising_event_expenses',
  'general_operating_expenses',
  'printing',
  'management',
  'print_advertising',
  'other_advertising',
  'petition_circulators',
  'postage',
  'preparation_of_advertising',
  'surveys_and_polls',
  'travel_expenses',
  'utilities',
] as const;
