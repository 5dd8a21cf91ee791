import { index, text } from 'drizzle-orm/pg-core';
import { keyedTable } from './keyed-table';

/**
 * The street index: each distinct normalised street of the voter file, per ZIP code and city.
 * The matcher asks it which streets fit the words a donor wrote, so that a street suffix or a
 * directional left out counts for nothing when only one street in the ZIP code (or the city,
 * when the ZIP is missing) fits them. Rebuilt from `known_contributors` by every import that
 * changed the file. Missing parts are stored as '' so that they can be part of the key.
 */
export const voterStreets = keyedTable(
  'voter_streets',
  {
    zip: text('zip').notNull(),
    /** Upper case, trimmed, as the matcher compares cities. */
    city: text('city').notNull(),
    name: text('name').notNull(),
    preDirectional: text('pre_directional').notNull().default(''),
    suffix: text('suffix').notNull().default(''),
    postDirectional: text('post_directional').notNull().default(''),
  },
  (table) => [
    table.zip,
    table.name,
    table.preDirectional,
    table.suffix,
    table.postDirectional,
    table.city,
  ],
  (table) => [index('voter_streets_city_name_idx').on(table.city, table.name)],
);
