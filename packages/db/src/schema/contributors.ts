import { sql } from 'drizzle-orm';
import { type AnyPgColumn, index, integer, pgTable, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, requiredAddress, serialId, updatedAt } from './columns';
import { keyedTable } from './keyed-table';
import { governments } from './organisations';
import { users } from './users';

/** The first word of a normalised address: its house number. */
export const houseNumber = (column: AnyPgColumn) => sql`split_part(${column}, ' ', 1)`;

/**
 * The voter file: people known to the city, against whom contributions are matched. `id` is the
 * file's own voter id; one person may appear twice (residence and mailing address), so a row is
 * keyed by the id and its place among that id's rows in the file (`recordSeq` 1, 2, ...).
 * Reloading a file updates rows in place.
 */
export const knownContributors = keyedTable(
  'known_contributors',
  {
    id: text('id').notNull(),
    recordSeq: smallint('record_seq').notNull().default(1),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ...requiredAddress(),
    zipPlusFour: text('zip_plus_four'),
    county: text('county'),
    /** The forms the matcher compares (domain `normalisePersonName`, `normaliseStreetAddress`). */
    normalizedFirstName: text('normalized_first_name').notNull(),
    normalizedLastName: text('normalized_last_name').notNull(),
    /** Street and unit. */
    normalizedAddress: text('normalized_address').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [table.id, table.recordSeq],
  (table) => [
    index('known_contributors_last_first_idx').on(
      table.normalizedLastName,
      table.normalizedFirstName,
    ),
    // Addresses on one street look alike to trigrams; the house number tells them apart.
    index('known_contributors_house_number_idx').on(houseNumber(table.normalizedAddress)),
  ],
);

/**
 * A donor the city recognised who is not in the voter file: created when a government admin
 * decides a contribution has no voter match, so the person's later gifts find this identity
 * instead of being verified again. Its key `donor:{id}` is a possible contributions.match_id.
 */
export const donorIdentities = pgTable(
  'donor_identities',
  {
    id: serialId(),
    governmentId: integer('government_id')
      .notNull()
      .default(1)
      .references(() => governments.id),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    ...requiredAddress(),
    normalizedFirstName: text('normalized_first_name').notNull().default(''),
    normalizedLastName: text('normalized_last_name').notNull().default(''),
    normalizedAddress: text('normalized_address').notNull().default(''),
    createdById: integer('created_by_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('donor_identities_last_first_idx').on(
      table.governmentId,
      table.normalizedLastName,
      table.normalizedFirstName,
    ),
    index('donor_identities_house_number_idx').on(houseNumber(table.normalizedAddress)),
  ],
);
