/**
 * Privacy rule: a public point is never a donor's home. Coordinates are snapped to a grid of
 * 0.001 degrees (about 110 m north-south, 80 m east-west in Portland) before they leave the server.
 */
export const COORDINATE_DECIMALS = 3;
const GRID = 10 ** COORDINATE_DECIMALS;

export const snapCoordinate = (value: number): number => Math.round(value * GRID) / GRID;

/** External filings are dated at 07:00 UTC, midnight in Portland (spec section 3). */
export const externalFeatureDate = (date: string): string => `${date}T07:00:00.000Z`;

/** One feature of the geo feeds (spec section 7): no name, street, e-mail, phone or employer. */
export interface GeoFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    date: string;
    amount: number;
    matchAmount: number | null;
    campaignId: number;
    campaignName: string;
    officeSought: string;
    oaeType: string;
    contributionSubType: string;
    contributorType: string;
    state: string | null;
    city: string | null;
    batchId: string | null;
  };
}
