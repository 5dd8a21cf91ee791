import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/**
 * The voter file: people known to the city, against whom contributions are matched. The id is
 * the file's own voter id so that reloading the file updates rows in place.
 */
export const knownContributors = pgTable(
  'known_contributors',
  {
    id: text('id').primaryKey(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    address2: text('address2'),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    zipPlusFour: text('zip_plus_four'),
    county: text('county'),
    /** Lower-case, accents and punctuation removed: what the matcher compares. */
    normalizedFirstName: text('normalized_first_name'),
    normalizedLastName: text('normalized_last_name').notNull(),
    normalizedAddress: text('normalized_address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('known_contributors_last_name_zip_idx').on(table.normalizedLastName, table.zip),
  ],
);

/**
 * A donor as the city has recognised them across contributions, linked to the voter file when
 * a match was found. Its id (as text) is a possible contributions.match_id.
 */
export const donorIdentities = pgTable(
  'donor_identities',
  {
    id: serial('id').primaryKey(),
    knownContributorId: text('known_contributor_id').references(() => knownContributors.id, {
      onDelete: 'set null',
    }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    address1: text('address1').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('donor_identities_known_contributor_idx').on(table.knownContributorId)],
);
