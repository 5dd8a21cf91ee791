import { campaigns, type DbOrTx, dashboardMapCampaigns, dashboardMapPoints } from '@portal/db';
import { and, eq, gte, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import { coordinateFromMilli } from './geo';
import type { GeoQuery } from './geo-filter';
import { gridCell, type MapPart } from './map-sources';
import { officeIn } from './offices';

// The participating campaigns' side of the map read from the trigger-kept summaries (migration
// `dashboard_map_summary_triggers`): a row per public point instead of a row per gift. The
// points are the very snapped points the live grouping computes, so cells at any zoom, the area
// and the centroids come out the same; the live path stays for what the summaries do not key
// (a date range).

/**
 * Whether the summaries can answer the filters without looking at the data: all but a date
 * range, which they do not key (a range that holds every gift they answer too: see `mapLayer`).
 */
export const summaryAnswers = (query: GeoQuery): boolean => !query.startDate && !query.endDate;

const latitude = coordinateFromMilli(dashboardMapPoints.latitudeMilli);
const longitude = coordinateFromMilli(dashboardMapPoints.longitudeMilli);

/** The area on the public points, as the live query compares them; the thousandths' range lets the key do the reading. */
function pointsInArea(query: GeoQuery): SQL[] {
  if (!query.bbox) return [];
  const [minLon, minLat, maxLon, maxLat] = query.bbox;
  return [
    gte(dashboardMapPoints.latitudeMilli, Math.floor(minLat * 1000) - 1),
    lte(dashboardMapPoints.latitudeMilli, Math.ceil(maxLat * 1000) + 1),
    sql`${latitude} between ${minLat} and ${maxLat}`,
    sql`${longitude} between ${minLon} and ${maxLon}`,
  ];
}

/**
 * The campaigns the filters pick (the query joins `campaigns`), or null when they pick none. The
 * government is the gifts' own, on the summary rows, as the live query reads it.
 */
function chosenCampaigns(query: GeoQuery): SQL[] | null {
  const conditions: SQL[] = [];
  if (query.offices.length > 0) conditions.push(officeIn(campaigns.officeSought, query.offices));
  if (query.campaigns.length > 0) {
    const ids = query.campaigns.filter((id) => id > 0);
    if (ids.length === 0) return null;
    conditions.push(inArray(campaigns.id, ids));
  }
  return conditions;
}

const pointFigures = {
  contributions: sql<number>`sum(${dashboardMapPoints.count})::int`,
  amountCents: sql<number>`sum(${dashboardMapPoints.amountCents})::float8`,
  matchCents: sql<number>`sum(${dashboardMapPoints.matchCents})::float8`,
};

/**
 * The cells at the zoom and the per-campaign totals of the participating campaigns' located
 * gifts in the filters (any but dates), in the rows `cellsAndTotals` gives from a live grouping.
 */
export async function summaryCellsAndTotals(
  db: DbOrTx,
  governmentId: number,
  query: GeoQuery,
  zoom: number,
): Promise<MapPart[]> {
  const picked = chosenCampaigns(query);
  if (picked === null) return [];
  const everyCampaign = query.campaigns.length === 0 && query.offices.length === 0;
  const { column, row } = gridCell(latitude, longitude, zoom);
  const cellSelection = {
    column,
    row,
    ...pointFigures,
    latitudeMilliSum: sql<number>`sum(${dashboardMapPoints.count} * ${dashboardMapPoints.latitudeMilli})::float8`,
    longitudeMilliSum: sql<number>`sum(${dashboardMapPoints.count} * ${dashboardMapPoints.longitudeMilli})::float8`,
  };
  // By position: the cell's expressions carry parameters, which GROUP BY would not match again.
  const byCell = sql`1, 2`;
  const located = [ne(dashboardMapPoints.count, 0), ...pointsInArea(query)];
  // Every campaign: the government's own rows (campaign 0), one per point.
  const cells = everyCampaign
    ? db
        .select(cellSelection)
        .from(dashboardMapPoints)
        .where(
          and(
            eq(dashboardMapPoints.governmentId, governmentId),
            eq(dashboardMapPoints.campaignId, 0),
            ...located,
          ),
        )
        .groupBy(byCell)
    : db
        .select(cellSelection)
        .from(campaigns)
        .innerJoin(dashboardMapPoints, campaignPoints(governmentId))
        .where(and(...picked, ...located))
        .groupBy(byCell);
  // Without an area, a campaign's totals are one row each.
  const totals = query.bbox
    ? db
        .select({ campaignName: campaigns.name, ...pointFigures })
        .from(campaigns)
        .innerJoin(dashboardMapPoints, campaignPoints(governmentId))
        .where(and(...picked, ...located))
        .groupBy(campaigns.name)
    : db
        .select({
          campaignName: campaigns.name,
          contributions: sql<number>`${dashboardMapCampaigns.count}::int`,
          amountCents: sql<number>`${dashboardMapCampaigns.amountCents}::float8`,
          matchCents: sql<number>`${dashboardMapCampaigns.matchCents}::float8`,
        })
        .from(campaigns)
        .innerJoin(
          dashboardMapCampaigns,
          and(
            eq(dashboardMapCampaigns.governmentId, governmentId),
            eq(dashboardMapCampaigns.campaignId, campaigns.id),
          ),
        )
        .where(and(...picked, ne(dashboardMapCampaigns.count, 0)));
  const [cellRows, totalRows] = await Promise.all([cells, totals]);
  return [
    ...cellRows.map((cell) => ({ isCell: true, campaignName: '', ...cell })),
    ...totalRows.map((total) => ({
      isCell: false,
      column: 0,
      row: 0,
      latitudeMilliSum: 0,
      longitudeMilliSum: 0,
      ...total,
    })),
  ];
}

/** A campaign's own point rows, in the contributions' government as the live query keys them. */
const campaignPoints = (governmentId: number) =>
  and(
    eq(dashboardMapPoints.governmentId, governmentId),
    eq(dashboardMapPoints.campaignId, campaigns.id),
  );
