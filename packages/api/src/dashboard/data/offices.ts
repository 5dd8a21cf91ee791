import { enumKey } from '@portal/domain';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * An office column read as `enumKey` reads a name ('Councilor District 1' ->
 * 'councilor_district_1'), so stored and external spellings of one office compare equal.
 */
const officeKey = (column: PgColumn): SQL =>
  sql`regexp_replace(lower(trim(${column})), '[[:space:]-]+', '_', 'g')`;

/** The office column names one of the filter's offices, in whatever spelling either uses. */
export const officeIn = (column: PgColumn, offices: readonly string[]): SQL =>
  inArray(officeKey(column), offices.map(enumKey));
