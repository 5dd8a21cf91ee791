import { campaigns, contributions, externalContributions } from '@portal/db';
import type { Financing } from '@portal/domain';
import { and, eq, gte, inArray, isNotNull, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DashboardCampaign } from './campaign';
import { SNAP_GRID_STEP, snappedCoordinate } from './geo';
import { officeIn } from './offices';

/** Only contributions a campaign has handed in are public; drafts and archived never are. */
const PUBLIC_STATUSES = ['submitted', 'processed'] as const;

/** [minLon, minLat, maxLon, maxLat], the order of GeoJSON and of the `bbox` parameter. */
export type BoundingBox = readonly [number, number, number, number];

/** What a map or a geo feed is asked for: the dashboard's filters plus an area. */
export interface GeoQuery {
  financing: Financing;
  /** Dashboard campaign ids: positive for participants, negative for external filers. */
  campaigns: readonly number[];
  /** Offices in any spelling ('Councilor District 1', 'councilor_district_1'). */
  offices: readonly string[];
  startDate: string | null;
  endDate: string | null;
  bbox: BoundingBox | null;
}

interface LocatedColumns {
  date: PgColumn;
  latitude: PgColumn;
  longitude: PgColumn;
}

/** Which rows a query reads: those on the map (in the area, if any), or those not placed yet. */
export type Placement = 'located' | 'unlocated';

/**
 * The stored points within half a grid step of the area: every point whose snapped point is in
 * it, and a few more, on ranges the location index reads and the planner estimates well.
 */
export function aroundArea(columns: LocatedColumns, bbox: BoundingBox): SQL[] {
  const [minLon, minLat, maxLon, maxLat] = bbox;
  const margin = SNAP_GRID_STEP / 2;
  return [
    gte(columns.latitude, minLat - margin),
    lte(columns.latitude, maxLat + margin),
    gte(columns.longitude, minLon - margin),
    lte(columns.longitude, maxLon + margin),
  ];
}

/** Whether a snapped point, as an answer shows it, lies in the area. */
export const inArea = ([longitude, latitude]: readonly [number, number], bbox: BoundingBox) =>
  longitude >= bbox[0] && latitude >= bbox[1] && longitude <= bbox[2] && latitude <= bbox[3];

function placedIn(columns: LocatedColumns, query: GeoQuery, placement: Placement): SQL[] {
  const conditions: SQL[] = [];
  if (query.startDate) conditions.push(gte(columns.date, query.startDate));
  if (query.endDate) conditions.push(lte(columns.date, query.endDate));
  if (placement === 'unlocated') return [...conditions, isNull(columns.latitude)];
  conditions.push(isNotNull(columns.latitude), isNotNull(columns.longitude));
  if (query.bbox) {
    const [minLon, minLat, maxLon, maxLat] = query.bbox;
    // The area is compared with the snapped points the answer shows, never the stored ones:
    // else narrowing a box around a point would find the home to any precision.
    conditions.push(
      ...aroundArea(columns, query.bbox),
      sql`${snappedCoordinate(columns.latitude)} between ${minLat} and ${maxLat}`,
      sql`${snappedCoordinate(columns.longitude)} between ${minLon} and ${maxLon}`,
    );
  }
  return conditions;
}

/**
 * Public contributions of participating campaigns in the filters (located ones by default) (the query joins
 * `campaigns`). `withMatches` keeps the city's matching contributions, which the feed lists and
 * the map leaves off.
 */
export function participatingGeoWhere(
  governmentId: number,
  query: GeoQuery,
  withMatches: boolean,
  placement: Placement = 'located',
): SQL | undefined {
  const conditions: SQL[] = [
    eq(contributions.governmentId, governmentId),
    inArray(contributions.status, [...PUBLIC_STATUSES]),
    ...placedIn(contributions, query, placement),
  ];
  if (!withMatches) conditions.push(ne(contributions.oaeType, 'public_matching_contribution'));
  if (query.offices.length > 0) conditions.push(officeIn(campaigns.officeSought, query.offices));
  if (query.campaigns.length > 0) {
    const ids = query.campaigns.filter((id) => id > 0);
    conditions.push(ids.length > 0 ? inArray(contributions.campaignId, ids) : sql`false`);
  }
  return and(...conditions);
}

/** External filings in the filters (located ones by default); a filer is picked by its dashboard campaign's name. */
export function externalGeoWhere(
  governmentId: number,
  query: GeoQuery,
  campaignList: readonly DashboardCampaign[],
  placement: Placement = 'located',
): SQL | undefined {
  const conditions: SQL[] = [
    eq(externalContributions.governmentId, governmentId),
    ...placedIn(externalContributions, query, placement),
  ];
  if (query.offices.length > 0)
    conditions.push(officeIn(externalContributions.officeSought, query.offices));
  if (query.campaigns.length > 0) {
    const names = campaignList
      .filter((campaign) => !campaign.participating && query.campaigns.includes(campaign.id))
      .map((campaign) => campaign.name);
    conditions.push(
      names.length > 0 ? inArray(externalContributions.campaignName, names) : sql`false`,
    );
  }
  return and(...conditions);
}

/** Which sources a financing choice reads. */
export const readsParticipating = (financing: Financing): boolean => financing !== 'private';
export const readsExternal = (financing: Financing): boolean => financing !== 'public';
