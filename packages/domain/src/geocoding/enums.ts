/** How close a map point is to the donor's address: the house itself, or the ZIP code's centre. */
export const GEOCODE_PRECISIONS = ['address', 'zip'] as const;
export type GeocodePrecision = (typeof GEOCODE_PRECISIONS)[number];

/** Where a record stands in the geocoding queue. */
export const GEOCODE_STATES = ['waiting', 'placed', 'unplaceable'] as const;
export type GeocodeState = (typeof GEOCODE_STATES)[number];

/** The tables whose addresses are placed on the public map. */
export const GEOCODE_TARGETS = ['contribution', 'external_contribution'] as const;
export type GeocodeTarget = (typeof GEOCODE_TARGETS)[number];
