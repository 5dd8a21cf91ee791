import {
  campaigns,
  contributions,
  type Database,
  type DbOrTx,
  externalContributions,
} from '@portal/db';
import { count, eq, sql } from 'drizzle-orm';
import type { DashboardCampaign } from './campaign';
import { centroidFromMilliSum, milliOf, snapCoordinate } from './geo';
import type { GeoQuery } from './geo-filter';
import {
  CELL_PX,
  locatedRows,
  type MapPart,
  type MapSources,
  readSources,
  sourcesFor,
} from './map-sources';
import { summaryAnswers, summaryCellsAndTotals } from './map-summary';
import { rangeHoldsEveryGift } from './range-sql';
import { inOneSnapshot } from './read-snapshot';

/** From this zoom a cell is a few hundred metres wide, close to the 0.001 degree snapping. */
export const POINTS_MIN_ZOOM = 13;
/** Individual gifts are sent only when the area holds at most this many. */
export const MAX_POINTS = 2_000;

/** [column, row, lat, lng, contributions, amountCents, matchCents]: one occupied grid cell. */
export type MapCell = [number, number, number, number, number, number, number];
/** [lat, lng, amountCents, matchAmountCents, campaign index, contributor type index]. */
export type MapPoint = [number, number, number, number | null, number, number];
/** [campaign index, contributions, amountCents, matchCents]: what the area shows per campaign. */
export type MapCampaignTotal = [number, number, number, number];

/**
 * The map layer for one zoom and area: located donations (the city's matches are not mapped)
 * counted into cells of CELL_PX screen pixels, and the gifts themselves, coarsened, only when
 * zoomed in on an area that holds few. Its size grows with the zoom, never with the rows.
 */
export interface MapLayer {
  campaignNames: string[];
  contributorTypes: string[];
  zoom: number;
  cellPx: number;
  cells: MapCell[];
  points: MapPoint[];
  byCampaign: MapCampaignTotal[];
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

/** One statement per source: the cells and the per-campaign totals from a single scan. */
async function cellsAndTotals(db: DbOrTx, sources: MapSources, zoom: number): Promise<MapPart[]> {
  const parts = await Promise.all(
    readSources(sources).map(([kind, where]) => {
      const rows = locatedRows(db, kind, where, zoom);
      return db
        .select({
          isCell: sql<boolean>`grouping(${rows.campaignName}) = 1`,
          column: rows.column,
          row: rows.row,
          campaignName: rows.campaignName,
          contributions: sql<number>`count(*)::int`,
          amountCents: sql<number>`sum(${rows.amountCents})::float8`,
          matchCents: sql<number>`coalesce(sum(${rows.matchCents}), 0)::float8`,
          latitudeMilliSum: sql<number>`sum(${milliOf(rows.latitude)})::float8`,
          longitudeMilliSum: sql<number>`sum(${milliOf(rows.longitude)})::float8`,
        })
        .from(rows)
        .groupBy(sql`grouping sets ((${rows.column}, ${rows.row}), (${rows.campaignName}))`);
    }),
  );
  return parts.flat();
}

/** The gifts themselves, snapped; at most MAX_POINTS + 1 so a crowded area is told apart. */
async function pointRows(db: DbOrTx, sources: MapSources) {
  const parts = await Promise.all(
    readSources(sources).map(([kind, where]) => {
      const rows = locatedRows(db, kind, where, POINTS_MIN_ZOOM);
      return db
        .select({
          latitude: rows.latitude,
          longitude: rows.longitude,
          amountCents: rows.amountCents,
          matchCents: rows.matchCents,
          campaignName: rows.campaignName,
          contributorType: rows.contributorType,
        })
        .from(rows)
        .limit(MAX_POINTS + 1);
    }),
  );
  return parts.flat();
}

async function unlocatedCount(db: DbOrTx, sources: MapSources): Promise<number> {
  let total = 0;
  if (sources.participating !== null) {
    const [row] = await db
      .select({ rows: count() })
      .from(contributions)
      .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
      .where(sources.participating);
    total += row?.rows ?? 0;
  }
  if (sources.external !== null) {
    const [row] = await db
      .select({ rows: count() })
      .from(externalContributions)
      .where(sources.external);
    total += row?.rows ?? 0;
  }
  return total;
}

/**
 * The map for the dashboard's filters at one zoom and area. Participating campaigns' matches
 * are left off (spec section 2); external filers appear by name like participants.
 */
export function mapLayer(
  db: Database,
  governmentId: number,
  query: GeoQuery,
  zoom: number,
  campaignList: readonly DashboardCampaign[],
  /** `live` groups the gifts themselves whatever the filters (the tests' reference). */
  reading: 'summaries' | 'live' = 'summaries',
): Promise<MapLayer> {
  return inOneSnapshot(db, (tx) =>
    readMapLayer(tx, governmentId, query, zoom, campaignList, reading),
  );
}

async function readMapLayer(
  db: DbOrTx,
  governmentId: number,
  query: GeoQuery,
  zoom: number,
  campaignList: readonly DashboardCampaign[],
  /** `live` groups the gifts themselves whatever the filters (the tests' reference). */
  reading: 'summaries' | 'live' = 'summaries',
): Promise<MapLayer> {
  const sources = sourcesFor(governmentId, query, campaignList);
  const campaignNames = indexer();
  const contributorTypes = indexer();
  const cells = new Map<string, MapCell>();
  const totals = new Map<number, MapCampaignTotal>();
  // The participating campaigns' gifts come from the map's summaries when they key the filters.
  const summarised =
    reading === 'summaries' &&
    sources.participating !== null &&
    (summaryAnswers(query) || (await rangeHoldsEveryGift(db, governmentId, query)));
  const [live, summary, notOnMap] = await Promise.all([
    cellsAndTotals(db, summarised ? { ...sources, participating: null } : sources, zoom),
    summarised ? summaryCellsAndTotals(db, governmentId, query, zoom) : [],
    unlocatedCount(db, sourcesFor(governmentId, query, campaignList, 'unlocated')),
  ]);
  for (const part of [...summary, ...live]) {
    if (part.isCell) {
      const key = `${part.column}:${part.row}`;
      const cell = cells.get(key) ?? [part.column, part.row, 0, 0, 0, 0, 0];
      // Coordinates hold sums until every source is in; the centroid is taken below.
      cell[2] += part.latitudeMilliSum;
      cell[3] += part.longitudeMilliSum;
      cell[4] += part.contributions;
      cell[5] += part.amountCents;
      cell[6] += part.matchCents;
      cells.set(key, cell);
    } else {
      const campaign = campaignNames.indexOf(part.campaignName);
      const total = totals.get(campaign) ?? [campaign, 0, 0, 0];
      total[1] += part.contributions;
      total[2] += part.amountCents;
      total[3] += part.matchCents;
      totals.set(campaign, total);
    }
  }
  const cellList = [...cells.values()].map(
    ([
      column,
      row,
      latitudeMilliSum,
      longitudeMilliSum,
      gifts,
      amountCents,
      matchCents,
    ]): MapCell => [
      column,
      row,
      centroidFromMilliSum(latitudeMilliSum, gifts),
      centroidFromMilliSum(longitudeMilliSum, gifts),
      gifts,
      amountCents,
      matchCents,
    ],
  );
  const located = cellList.reduce((sum, cell) => sum + cell[4], 0);
  const points: MapPoint[] = [];
  if (zoom >= POINTS_MIN_ZOOM && located <= MAX_POINTS) {
    for (const row of await pointRows(db, sources)) {
      points.push([
        snapCoordinate(row.latitude),
        snapCoordinate(row.longitude),
        row.amountCents,
        row.matchCents,
        campaignNames.indexOf(row.campaignName),
        contributorTypes.indexOf(row.contributorType),
      ]);
    }
  }
  return {
    campaignNames: campaignNames.values,
    contributorTypes: contributorTypes.values,
    zoom,
    cellPx: CELL_PX,
    cells: cellList,
    points,
    byCampaign: [...totals.values()],
    notOnMap,
  };
}
