/**
 * What the list filters say, apart from their schemas: a page that only shows these messages (the
 * dashboard's date range) then loads no schema library.
 */
export const LIST_FILTER_MESSAGES = {
  rangeInvalid: 'Range is not valid',
  statusRequired: 'Choose a status',
  dateInvalid: 'Enter a valid date',
} as const;
