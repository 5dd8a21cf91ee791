import { Column, is } from 'drizzle-orm';
import { type PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A stored `timestamp with time zone` as a Date that already holds its JSON text. Answers carry
 * three of them per record, and `JSON.stringify` formatting each Date again (`toISOString`) was
 * half of serializing a list page of 50 records (docs/decisions.md). It is a Date in every other
 * way: `superjson` and any comparison see the same instant.
 */
export class StoredInstant extends Date {
  readonly #json: string;

  /** `json` is the instant's ISO text, `time` its milliseconds since the epoch. */
  constructor(json: string, time: number) {
    super(time);
    this.#json = json;
  }

  override toJSON(): string {
    return this.#json;
  }
}

/**
 * PostgreSQL's text of a UTC instant of the years 1000-9999: `2024-11-05 16:39:14.714+00`, to
 * the microsecond. Earlier years are left to the Date parser, which reads some as two-digit
 * years.
 */
const UTC_TEXT = /^([1-9]\d{3}-\d\d-\d\d) (\d\d:\d\d:\d\d)(?:\.(\d{1,6}))?\+00$/;

/**
 * The instant PostgreSQL sent as text, cut to the millisecond as a Date parses it. Any text but
 * a UTC instant of the years 1000-9999 (another session time zone, an infinity) is parsed by
 * `parse`.
 */
export function instantFromText(text: string, parse: (text: string) => Date): Date {
  const parts = UTC_TEXT.exec(text);
  if (!parts) return parse(text);
  const millis = (parts[3] ?? '').padEnd(3, '0').slice(0, 3);
  // From the digits the pattern placed, not by parsing the ISO text again: a list page makes
  // 150 of these, and the Date parser was a third of mapping its rows.
  const time = Date.UTC(
    digitsAt(text, 0, 4),
    digitsAt(text, 5, 7) - 1,
    digitsAt(text, 8, 10),
    digitsAt(text, 11, 13),
    digitsAt(text, 14, 16),
    digitsAt(text, 17, 19),
    Number(millis),
  );
  return new StoredInstant(`${parts[1]}T${parts[2]}.${millis}Z`, time);
}

/** The number the decimal digits of `text` from `start` to `end` write. */
function digitsAt(text: string, start: number, end: number): number {
  let value = 0;
  for (let index = start; index < end; index++) value = value * 10 + text.charCodeAt(index) - 48;
  return value;
}

/**
 * How a column's driver text becomes its value: drizzle's own mapping, a StoredInstant, or null
 * where drizzle keeps the driver's value as it is (text, enums, serial ids): most of a
 * list row's fifty columns, which then skip a call each.
 */
export function driverValueMapper(column: PgColumn): ((value: unknown) => unknown) | null {
  if (is(column, PgTimestamp) && column.withTimezone)
    return (value) =>
      typeof value === 'string'
        ? instantFromText(value, (text) => column.mapFromDriverValue(text))
        : column.mapFromDriverValue(value as Date);
  if (column.mapFromDriverValue === Column.prototype.mapFromDriverValue) return null;
  return (value) => column.mapFromDriverValue(value);
}
