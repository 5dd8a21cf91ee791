import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { locatedPoint, serialId } from './columns';

/**
 * The city's address points, as its address authority publishes them, loaded by
 * `npm run import-address-points`: the address-precision geocoder that needs no network. The
 * address is normalised with the donor matcher's rule (domain `normaliseStreetAddress`).
 */
export const addressPoints = pgTable(
  'address_points',
  {
    id: serialId(),
    zip: text('zip').notNull(),
    /** Street and unit: '1024 SE MORRISON ST 4'. */
    normalizedAddress: text('normalized_address').notNull(),
    /** Street only, for an address given without its unit or with one the city does not list. */
    normalizedStreet: text('normalized_street').notNull(),
    ...locatedPoint(),
  },
  (table) => [
    uniqueIndex('address_points_address_idx').on(table.zip, table.normalizedAddress),
    index('address_points_street_idx').on(table.normalizedStreet, table.zip),
  ],
);
