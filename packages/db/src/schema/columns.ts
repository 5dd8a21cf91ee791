import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  customType,
  date,
  doublePrecision,
  integer,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** The surrogate key of every table that has no natural one. */
export const serialId = () => serial('id').primaryKey();

/** A moment in time: always timestamptz, so no server time zone can shift it. */
export const moment = (name: string) => timestamp(name, { withTimezone: true });

/** Calendar dates use `date` columns where they are declared (see `calendarDate`). */
export const createdAt = () => moment('created_at').notNull().defaultNow();
export const updatedAt = () => moment('updated_at').notNull().defaultNow();

/** When a row was written and last changed. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/**
 * A business calendar date (America/Los_Angeles), kept as 'YYYY-MM-DD' so that no time zone
 * conversion can move it to the neighbouring day.
 */
export const calendarDate = (name: string) => date(name, { mode: 'string' });

/** Money is integer cents, never a float. */
export const cents = (name: string) => integer(name);

/** A summary row's count of records and their amount in cents: bigint, as sums outgrow integers. */
export const countAndAmount = () => ({
  count: bigint('count', { mode: 'number' }).notNull(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
});

/** A postal address whose every part may be missing (payees, outside filings). */
export const optionalAddress = () => ({
  address1: text('address1'),
  address2: text('address2'),
  city: text('city'),
  state: text('state'),
  zip: text('zip'),
});

/** A postal address with everything but the second line (donors, voters). */
export function requiredAddress() {
  const { address1, address2, city, state, zip } = optionalAddress();
  return {
    address1: address1.notNull(),
    address2,
    city: city.notNull(),
    state: state.notNull(),
    zip: zip.notNull(),
  };
}

/** A geocoded point; both halves are null until the address is placed. */
export const mapPoint = () => ({
  latitude: doublePrecision('latitude'),
  longitude: doublePrecision('longitude'),
});

/** A point that is always known (the city's address points). */
export function locatedPoint() {
  const { latitude, longitude } = mapPoint();
  return { latitude: latitude.notNull(), longitude: longitude.notNull() };
}

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

/** Check-constraint body: both halves of a point are set, or neither. */
export const pointComplete = (table: { latitude: AnyPgColumn; longitude: AnyPgColumn }) =>
  sql`(${table.latitude} is null) = (${table.longitude} is null)`;
