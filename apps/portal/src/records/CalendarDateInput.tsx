import { DateInput, type DateInputProps } from '@mantine/dates';

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads a typed date as a calendar date 'YYYY-MM-DD'. Calendar dates carry no time zone, so the
 * picked day is stored as is (spec section 5: "adjusted for the timezone offset"); an invalid
 * date becomes null.
 */
export function parseCalendarDate(text: string): string | null {
  const trimmed = text.trim();
  const us = US_DATE.exec(trimmed);
  const iso = ISO_DATE.exec(trimmed);
  const [year, month, day] = us
    ? [Number(us[3]), Number(us[1]), Number(us[2])]
    : iso
      ? [Number(iso[1]), Number(iso[2]), Number(iso[3])]
      : [Number.NaN, Number.NaN, Number.NaN];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (Number.isNaN(date.getTime()) || date.getUTCMonth() !== month - 1) return null;
  return date.toISOString().slice(0, 10);
}

type Props = Omit<DateInputProps, 'value' | 'onChange' | 'dateParser' | 'valueFormat'> & {
  value: string | null;
  onChange: (value: string | null) => void;
  /**
   * False on a read-only record: an empty date shows nothing (not 'MM/DD/YYYY') and there is no
   * clear button to suggest it could be changed.
   */
  editable?: boolean;
};

/** A date picker whose value is a calendar date string (or null), shown as MM/DD/YYYY. */
export function CalendarDateInput({ value, onChange, editable = true, ...props }: Props) {
  return (
    <DateInput
      {...props}
      value={value || null}
      onChange={(next) => onChange(next ? next.slice(0, 10) : null)}
      valueFormat="MM/DD/YYYY"
      dateParser={parseCalendarDate}
      placeholder={editable ? 'MM/DD/YYYY' : undefined}
      clearable={editable}
    />
  );
}
