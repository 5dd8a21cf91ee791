import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType, date, integer, timestamp } from 'drizzle-orm/pg-core';

/** Moments are timestamptz; calendar dates use `date` columns where they are declared. */
export const createdAt = () =>
  timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * A business calendar date (America/Los_Angeles), kept as 'YYYY-MM-DD' so that no time zone
 * conversion can move it to the neighbouring day.
 */
export const calendarDate = (name: string) => date(name, { mode: 'string' });

/** Money is integer cents, never a float. */
export const cents = (name: string) => integer(name);

/**
 * Raw bytes (attachments). PGlite returns Uint8Array and postgres.js a Buffer (a Uint8Array
 * subclass), so Uint8Array is the common type.
 */
export const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/** Check-constraint body: the column holds one of the stored values (or null when nullable). */
export function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  const list = sql.join(
    values.map((value) => sql.raw(`'${value.replaceAll("'", "''")}'`)),
    sql.raw(', '),
  );
  return sql`${column} in (${list})`;
}
