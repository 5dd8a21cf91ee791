/**
 * A calendar date 'YYYY-MM-DD' shown as 'MM/DD/YYYY', the portal's date inputs' format. Read as
 * text, never through `Date`, so no time zone can move the day.
 */
export function showCalendarDate(date: string): string {
  const [year, month, day] = date.split('-');
  return year && month && day ? `${month}/${day}/${year}` : date;
}
