import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';

/**
 * Privacy rule: a public point is never a donor's home. Coordinates are snapped to a grid of
 * 0.001 degrees (about 110 m north-south, 80 m east-west in Portland) before they leave the server.
 */
export const COORDINATE_DECIMALS = 3;
const GRID = 10 ** COORDINATE_DECIMALS;

export const snapCoordinate = (value: number): number => Math.round(value * GRID) / GRID;

/** One step of the snapping grid, in degrees. */
export const SNAP_GRID_STEP = 1 / GRID;

/** `snapCoordinate` in SQL, for conditions and groupings that must see only what the public sees. */
export const snappedCoordinate = (column: SQLWrapper): SQL =>
  sql`(round(${column} * ${sql.raw(String(GRID))}) / ${sql.raw(String(GRID))})`;

/** A snapped coordinate in whole thousandths of a degree (`round(x * 1000)`). */
export const milliOf = (snapped: SQLWrapper): SQL =>
  sql`round(${snapped} * ${sql.raw(String(GRID))})`;

/**
 * A coordinate kept as whole thousandths (`round(x * 1000)`, the map's summaries) read back as
 * degrees: the very double `snappedCoordinate` gives, so cells and areas compare alike.
 */
export const coordinateFromMilli = (milli: SQLWrapper): SQL =>
  sql`(${milli}::float8 / ${sql.raw(String(GRID))})`;

/**
 * The centroid of snapped points given the sum of their thousandths: exact integer sums, so the
 * live grouping and the summaries' give the same point whatever order the rows were added in.
 */
export const centroidFromMilliSum = (milliSum: number, points: number): number =>
  Math.round(milliSum / points) / GRID;

/** External filings are dated at 07:00 UTC, midnight in Portland (spec section 3). */
export const externalFeatureDate = (date: string): string => `${date}T07:00:00.000Z`;

/**
 * One feature of the geo feeds (spec section 7): no name, street, e-mail, phone or employer.
 * The feeds stream without an output check, so this schema is their documentation (OpenAPI)
 * and the downloads' column list; the type below is what the code writes.
 */
export const geoFeatureSchema = z.object({
  type: z.literal('Feature'),
  geometry: z.object({
    type: z.literal('Point'),
    coordinates: z.tuple([z.number(), z.number()]),
  }),
  properties: z.object({
    date: z.string(),
    amount: z.number(),
    matchAmount: z.number().nullable(),
    campaignId: z.number().int(),
    campaignName: z.string(),
    officeSought: z.string(),
    oaeType: z.string(),
    contributionSubType: z.string(),
    contributorType: z.string(),
    state: z.string().nullable(),
    city: z.string().nullable(),
    batchId: z.string().nullable(),
  }),
});
/** A feature as written; a download's rows also carry their stable `rowKey` (open data). */
export type GeoFeature = z.output<typeof geoFeatureSchema> & { properties: { rowKey?: string } };

/** A whole feed, `{"type":"FeatureCollection","features":[...]}`. */
export const geoFeatureCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(geoFeatureSchema),
});

/** The feature properties in the feeds' order, the columns of a download. */
export const GEO_PROPERTY_KEYS = Object.keys(
  geoFeatureSchema.shape.properties.shape,
) as (keyof GeoFeature['properties'])[];
