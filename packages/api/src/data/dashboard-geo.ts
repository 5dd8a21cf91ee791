import { isPublicMatch } from './dashboard-aggregate';
import type { ContributionFact } from './dashboard-facts';

/**
 * Privacy rule: a public point is never a donor's home. Coordinates are snapped to a grid of
 * 0.001 degrees (about 110 m north-south, 80 m east-west in Portland) before they leave the server.
 */
export const COORDINATE_DECIMALS = 3;
const GRID = 10 ** COORDINATE_DECIMALS;

export const snapCoordinate = (value: number): number => Math.round(value * GRID) / GRID;

/** One map point: [lat, lng, amountCents, matchAmountCents, campaign index, type index]. */
export type MapPoint = [number, number, number, number | null, number, number];

/**
 * The compact map layer: located donations only (the city's matches are not mapped), as
 * tuples with campaign names and contributor types listed once, so thousands of points stay
 * small on the wire.
 */
export interface MapLayer {
  campaignNames: string[];
  contributorTypes: string[];
  points: MapPoint[];
  /** Contributions in the filters with no point yet (still being placed, or unplaceable). */
  notOnMap: number;
}

const indexer = () => {
  const values: string[] = [];
  const positions = new Map<string, number>();
  const indexOf = (value: string) => {
    let position = positions.get(value);
    if (position === undefined) {
      position = values.length;
      values.push(value);
      positions.set(value, position);
    }
    return position;
  };
  return { values, indexOf };
};

export function mapLayer(facts: readonly ContributionFact[]): MapLayer {
  const campaignNames = indexer();
  const contributorTypes = indexer();
  const points: MapPoint[] = [];
  let notOnMap = 0;
  for (const fact of facts) {
    if (isPublicMatch(fact)) continue;
    if (fact.latitude === null || fact.longitude === null) {
      notOnMap += 1;
      continue;
    }
    points.push([
      snapCoordinate(fact.latitude),
      snapCoordinate(fact.longitude),
      fact.amountCents,
      fact.matchAmountCents,
      campaignNames.indexOf(fact.campaignName),
      contributorTypes.indexOf(fact.contributorType),
    ]);
  }
  return {
    campaignNames: campaignNames.values,
    contributorTypes: contributorTypes.values,
    points,
    notOnMap,
  };
}

/** External filings are dated at 07:00 UTC, midnight in Portland (spec section 3). */
export const externalFeatureDate = (date: string): string => `${date}T07:00:00.000Z`;

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
