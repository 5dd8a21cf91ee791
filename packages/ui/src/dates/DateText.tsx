import { formatActivityTime, formatLastEdited } from '@portal/domain';

/** The two Pacific-time formats of spec section 9. */
const FORMATTERS = {
  /** 'MM-dd-yyyy @ hh:mma', for activities. */
  activity: formatActivityTime,
  /** 'MM-dd-yy hh:mm a', for Last Edited. */
  lastEdited: formatLastEdited,
} as const;

export type DateTextFormat = keyof typeof FORMATTERS;

export interface DateTextProps {
  /** A moment (timestamptz); shown in Pacific time whatever the viewer's zone. */
  value: Date | string;
  format: DateTextFormat;
}

export function DateText({ value, format }: DateTextProps) {
  const moment = new Date(value);
  return <time dateTime={moment.toISOString()}>{FORMATTERS[format](moment)}</time>;
}
