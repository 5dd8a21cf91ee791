import { campaigns, contributions, type DbOrTx, externalContributions } from '@portal/db';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DashboardCampaign } from './campaign';
import { snappedCoordinate } from './geo';
import {
  externalGeoWhere,
  type GeoQuery,
  type Placement,
  participatingGeoWhere,
  readsExternal,
  readsParticipating,
} from './geo-filter';

/** The screen-grid cell of spec section 2's density map, in screen pixels. */
export const CELL_PX = 15;

// Where the density map reads its gifts: the participants' contributions and the state's
// filings of non-participants, each as located rows with their grid cell and snapped point.

interface LocatedSource {
  latitude: PgColumn;
  longitude: PgColumn;
  amountCents: PgColumn;
  matchCents: SQL;
  campaignName: PgColumn;
  contributorType: PgColumn;
}

/**
 * Web Mercator pixel column and row of a point at the zoom, divided by the cell size: the
 * same grid Leaflet draws tiles on, so a cell is square on screen and stays put when panning.
 * Latitudes are clamped to Mercator's ±85 degrees. Cells are placed from the snapped points
 * (`latitude`, `longitude`): at high zoom a cell is finer than the snapping grid, and a cell
 * index taken from the raw point would give the home away.
 */
export function gridCell(snappedLatitude: SQL, snappedLongitude: SQL, zoom: number) {
  const cellsPerWorld = (256 * 2 ** zoom) / CELL_PX;
  const latitude = sql`radians(greatest(least(${snappedLatitude}, 85), -85))`;
  return {
    column: sql<number>`floor((${snappedLongitude} + 180) / 360 * ${cellsPerWorld}::float8)::int`,
    row: sql<number>`floor((1 - ln(tan(${latitude}) + 1 / cos(${latitude})) / pi()) / 2 * ${cellsPerWorld}::float8)::int`,
  };
}

const participatingSource: LocatedSource = {
  latitude: contributions.latitude,
  longitude: contributions.longitude,
  amountCents: contributions.amountCents,
  matchCents: sql`${contributions.matchAmountCents}`,
  campaignName: campaigns.name,
  contributorType: contributions.contributorType,
};

const externalSource: LocatedSource = {
  latitude: externalContributions.latitude,
  longitude: externalContributions.longitude,
  amountCents: externalContributions.amountCents,
  matchCents: sql`null::int`,
  campaignName: externalContributions.campaignName,
  contributorType: externalContributions.contributorType,
};

export interface MapSources {
  participating: SQL | undefined | null;
  external: SQL | undefined | null;
}

export function sourcesFor(
  governmentId: number,
  query: GeoQuery,
  campaignList: readonly DashboardCampaign[],
  placement: Placement = 'located',
): MapSources {
  return {
    participating: readsParticipating(query.financing)
      ? participatingGeoWhere(governmentId, query, false, placement)
      : null,
    external: readsExternal(query.financing)
      ? externalGeoWhere(governmentId, query, campaignList, placement)
      : null,
  };
}

/** One row of a map's grouping: a cell's figures, or a campaign's (`isCell` false). */
export interface MapPart {
  isCell: boolean;
  column: number;
  row: number;
  campaignName: string;
  contributions: number;
  amountCents: number;
  matchCents: number;
  /** Sums of the snapped points' whole thousandths, weighted by their gifts: exact centroids. */
  latitudeMilliSum: number;
  longitudeMilliSum: number;
}

export type SourceKind = 'participating' | 'external';

/** A source's located rows in the filters, with their cell and their snapped point. */
export function locatedRows(db: DbOrTx, kind: SourceKind, where: SQL | undefined, zoom: number) {
  const source = kind === 'participating' ? participatingSource : externalSource;
  const { column, row } = gridCell(
    snappedCoordinate(source.latitude),
    snappedCoordinate(source.longitude),
    zoom,
  );
  const selection = {
    column: column.as('column'),
    row: row.as('row'),
    campaignName: sql<string>`${source.campaignName}`.as('campaign_name'),
    contributorType: sql<string>`${source.contributorType}`.as('contributor_type'),
    amountCents: sql<number>`${source.amountCents}`.as('amount_cents'),
    matchCents: sql<number | null>`${source.matchCents}`.as('match_cents'),
    // Centroids and points are taken over snapped points, so no home ever leaves the server.
    latitude: sql<number>`${snappedCoordinate(source.latitude)}`.as('latitude'),
    longitude: sql<number>`${snappedCoordinate(source.longitude)}`.as('longitude'),
  };
  const rows =
    kind === 'participating'
      ? db
          .select(selection)
          .from(contributions)
          .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
          .where(where)
      : db.select(selection).from(externalContributions).where(where);
  return rows.as('located');
}

export const readSources = (sources: MapSources): [SourceKind, SQL | undefined][] => {
  const kinds: [SourceKind, SQL | undefined][] = [];
  if (sources.participating !== null) kinds.push(['participating', sources.participating]);
  if (sources.external !== null) kinds.push(['external', sources.external]);
  return kinds;
};
