import { is } from 'drizzle-orm';
import { type PgColumn, PgTimestamp } from 'drizzle-orm/pg-core';

/**
 * A stored `timestamp with time zone` as a Date that already holds its JSON text. Answers carry
 * three of them per record, and `JSON.stringify` formatting each Date again (`toISOString`) was
 * half of serializing a list page of 50 records (docs/decisions.md). It is a Date in every other
 * way: `superjson` and any comparison see the same instant.
 */
export class StoredInstant extends Date {
  readonly #json: string;

  constructor(json: string) {
    super(json);
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
  return new StoredInstant(`${parts[1]}T${parts[2]}.${millis}Z`);
}

/** How a column's driver text becomes its value: drizzle's own mapping, or a StoredInstant. */
export function driverValueMapper(column: PgColumn): (value: unknown) => unknown {
  if (is(column, PgTimestamp) && column.withTimezone)
    return (value) =>
      typeof value === 'string'
        ? instantFromText(value, (text) => column.mapFromDriverValue(text))
        : column.mapFromDriverValue(value as Date);
  return (value) => column.mapFromDriverValue(value);
}
