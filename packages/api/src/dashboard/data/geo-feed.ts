import { createHash, randomBytes } from 'node:crypto';
import { campaigns, contributions, type Database, externalContributions } from '@portal/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { type DashboardCampaign, externalCampaignIds, externalCampaignKey } from './campaign';
import {
  externalContributionColumns,
  participatingContributionColumns,
  participatingDonor,
} from './columns';
import type { FeedKeys } from './feed-keys';
import { externalFeatureDate, type GeoFeature, snapCoordinate } from './geo';
import {
  aroundArea,
  type BoundingBox,
  externalGeoWhere,
  type GeoQuery,
  inArea,
  participatingGeoWhere,
} from './geo-filter';

/**
 * Rows per keyset batch: large enough that the round trips cost little next to the rows, small
 * enough that a batch's memory does not matter (a few MB at most).
 */
export const GEO_FEED_BATCH_ROWS = 2_000;

/**
 * Donor keys hold voter ids or names. Each becomes a number derived from the key and a secret
 * drawn for this one answer: equal within the answer (scripts can still count donors by batch),
 * unrelated across answers, and impossible to look up by hashing a name. Unlike numbering donors
 * in order of appearance it needs no memory per donor, so the feed streams in constant memory.
 */
export function opaqueBatchIds(): (key: string | null) => string | null {
  const secret = randomBytes(32);
  return (key) => {
    if (key === null) return null;
    const digest = createHash('sha256').update(secret).update(key).digest();
    // 48 bits: collisions stay negligible for millions of donors, and the value is exact in JSON.
    return String(digest.readUIntBE(0, 6));
  };
}

/** A feed's query in id order, after an id: one batch of its rows. */
type FeedQuery<Row> = (afterId: number) => { limit(rows: number): PromiseLike<Row[]> };

/**
 * The rows of a feed's query in id order, a batch at a time, each batch one query after the
 * last id of the one before (never OFFSET), so a feed of any length costs the same per row. A
 * batch's query plans to walk the ids (the area is read around, and compared in Node: see
 * `featureBatches`), so the first byte comes soon. Each batch's connection goes back to the
 * pool before the client reads it: these feeds are anonymous, and a server-side cursor held
 * while a stalled client reads would let a few visitors take every pooled connection.
 */
async function* feedRows<Row extends { id: number }>(query: FeedQuery<Row>): AsyncGenerator<Row[]> {
  let afterId = 0;
  for (;;) {
    const rows = await query(afterId).limit(GEO_FEED_BATCH_ROWS);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < GEO_FEED_BATCH_ROWS) return;
    afterId = (rows[rows.length - 1] as Row).id;
  }
}

/**
 * Each batch of rows as the features the feed writes, those in the area only: the query reads
 * the stored points around it (`aroundArea`), and the area holds the features whose published,
 * snapped point lies in it. Compared here rather than in SQL, where the planner would take the
 * snapped comparisons for far more selective than they are and sort the whole area by id before
 * the first batch, instead of walking the ids of a large area.
 */
async function* featureBatches<Row extends { id: number }>(
  rows: AsyncIterable<Row[]>,
  bbox: BoundingBox | null,
  toFeature: (row: Row) => GeoFeature,
): AsyncGenerator<GeoFeature[]> {
  for await (const batch of rows) {
    const features = batch.map(toFeature);
    yield bbox ? features.filter((one) => inArea(one.geometry.coordinates, bbox)) : features;
  }
}

/** The filters but the area, which the feeds read as the stored points around it (`aroundArea`). */
const aroundQueryArea = (query: GeoQuery): GeoQuery => ({ ...query, bbox: null });

type GeoProperties = GeoFeature['properties'];

/** What both feeds read alike, from the column sets both kinds of contribution share. */
type SharedGeoColumns = Pick<
  GeoProperties,
  'campaignName' | 'officeSought' | 'contributorType' | 'state' | 'city'
> & { longitude: number; latitude: number; amountCents: number };

/** What each feed says in its own way: the filings have no match, no campaign id, no OAE type. */
type OwnGeoProperties = Pick<
  GeoProperties,
  'date' | 'matchAmount' | 'campaignId' | 'oaeType' | 'contributionSubType' | 'batchId'
>;

/**
 * One feature of either feed, its properties in the published order (the feeds are streamed
 * as written, and the downloads' columns follow the same order).
 */
const feature = (
  row: SharedGeoColumns,
  own: OwnGeoProperties,
  rowKey: string | undefined,
): GeoFeature => ({
  type: 'Feature',
  geometry: {
    type: 'Point',
    coordinates: [snapCoordinate(row.longitude), snapCoordinate(row.latitude)],
  },
  properties: {
    // Downloads only: the live feeds carry the spec's properties and nothing more.
    ...(rowKey === undefined ? {} : { rowKey }),
    date: own.date,
    amount: row.amountCents / 100,
    matchAmount: own.matchAmount,
    campaignId: own.campaignId,
    campaignName: row.campaignName,
    officeSought: row.officeSought,
    oaeType: own.oaeType,
    contributionSubType: own.contributionSubType,
    contributorType: row.contributorType,
    state: row.state,
    city: row.city,
    batchId: own.batchId,
  },
});

/**
 * `GET /contributionsgeo`: participating campaigns' located public contributions, by id. Batch
 * ids are drawn for this one answer unless `keys` (the downloads') say otherwise.
 */
export async function* participatingGeoFeatures(
  db: Database,
  governmentId: number,
  query: GeoQuery,
  keys: FeedKeys = { batchId: opaqueBatchIds() },
): AsyncGenerator<GeoFeature[]> {
  const { batchId } = keys;
  const where = and(
    participatingGeoWhere(governmentId, aroundQueryArea(query), true),
    ...(query.bbox ? aroundArea(contributions, query.bbox) : []),
  );
  const columns = { id: contributions.id, ...participatingContributionColumns };
  const computed = {
    donor: participatingDonor,
    latitude: sql<number>`${contributions.latitude}`,
    longitude: sql<number>`${contributions.longitude}`,
  };
  const rows = feedRows((afterId) =>
    db
      .select({ ...columns, ...computed })
      .from(contributions)
      .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
      .where(and(where, gt(contributions.id, afterId)))
      .orderBy(asc(contributions.id)),
  );
  yield* featureBatches(rows, query.bbox, (row) =>
    feature(
      row,
      {
        date: row.date,
        matchAmount: row.matchAmountCents === null ? null : row.matchAmountCents / 100,
        campaignId: row.campaignId,
        oaeType: row.oaeType,
        contributionSubType: row.subType,
        batchId: batchId(row.donor),
      },
      keys.rowKey?.(row.id),
    ),
  );
}

/** `GET /external-contributionsgeo`: non-participating filings, dated 07:00 UTC, by id. */
export async function* externalGeoFeatures(
  db: Database,
  governmentId: number,
  query: GeoQuery,
  campaignList: readonly DashboardCampaign[],
  keys: FeedKeys = { batchId: opaqueBatchIds() },
): AsyncGenerator<GeoFeature[]> {
  const { batchId } = keys;
  const campaignIds = externalCampaignIds(campaignList);
  const where = and(
    externalGeoWhere(governmentId, aroundQueryArea(query), campaignList),
    ...(query.bbox ? aroundArea(externalContributions, query.bbox) : []),
  );
  const columns = {
    id: externalContributions.id,
    ...externalContributionColumns,
    contributionSubType: externalContributions.contributionSubType,
  };
  const computed = {
    latitude: sql<number>`${externalContributions.latitude}`,
    longitude: sql<number>`${externalContributions.longitude}`,
  };
  const rows = feedRows((afterId) =>
    db
      .select({ ...columns, ...computed })
      .from(externalContributions)
      .where(and(where, gt(externalContributions.id, afterId)))
      .orderBy(asc(externalContributions.id)),
  );
  yield* featureBatches(rows, query.bbox, (row) =>
    feature(
      row,
      {
        date: externalFeatureDate(row.date),
        matchAmount: null,
        campaignId: campaignIds.get(externalCampaignKey(row.campaignName, row.officeSought)) ?? 0,
        oaeType: 'not participating',
        contributionSubType: row.contributionSubType,
        batchId: batchId(row.batchId),
      },
      keys.rowKey?.(row.id),
    ),
  );
}

/**
 * One JSON document, `{"type":"FeatureCollection","features":[...]}`, written batch by batch:
 * the opening is sent at once and each batch becomes one chunk, so memory stays flat whatever
 * the number of features.
 */
export async function* featureCollectionChunks(
  batches: AsyncIterable<GeoFeature[]>,
): AsyncGenerator<string> {
  yield '{"type":"FeatureCollection","features":[';
  let first = true;
  for await (const features of batches) {
    if (features.length === 0) continue;
    const text = features.map((one) => JSON.stringify(one)).join(',');
    yield first ? text : `,${text}`;
    first = false;
  }
  yield ']}';
}
