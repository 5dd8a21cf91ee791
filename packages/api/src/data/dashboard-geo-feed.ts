import { createHash, randomBytes } from 'node:crypto';
import { campaigns, contributions, type Database, externalContributions } from '@portal/db';
import { and, asc, eq, gt, sql } from 'drizzle-orm';
import {
  externalContributionColumns,
  participatingContributionColumns,
  participatingDonor,
} from './dashboard-columns';
import type { DashboardCampaign } from './dashboard-facts';
import { externalFeatureDate, type GeoFeature, snapCoordinate } from './dashboard-geo';
import {
  externalCampaignIds,
  externalCampaignKey,
  externalGeoWhere,
  type GeoQuery,
  participatingGeoWhere,
} from './dashboard-geo-filter';

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

/**
 * The features of rows read in batches in id order, each batch after the last id of the one
 * before (never OFFSET), so a feed of any length is read at the same cost per row.
 */
async function* keysetFeatures<Row extends { id: number }>(
  readAfter: (afterId: number) => Promise<Row[]>,
  toFeature: (row: Row) => GeoFeature,
): AsyncGenerator<GeoFeature[]> {
  let afterId = 0;
  for (;;) {
    const rows = await readAfter(afterId);
    if (rows.length === 0) return;
    yield rows.map(toFeature);
    if (rows.length < GEO_FEED_BATCH_ROWS) return;
    afterId = (rows[rows.length - 1] as Row).id;
  }
}

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
const feature = (row: SharedGeoColumns, own: OwnGeoProperties): GeoFeature => ({
  type: 'Feature',
  geometry: {
    type: 'Point',
    coordinates: [snapCoordinate(row.longitude), snapCoordinate(row.latitude)],
  },
  properties: {
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

/** `GET /contributionsgeo`: participating campaigns' located public contributions, by id. */
export async function* participatingGeoFeatures(
  db: Database,
  governmentId: number,
  query: GeoQuery,
): AsyncGenerator<GeoFeature[]> {
  const batchId = opaqueBatchIds();
  const where = participatingGeoWhere(governmentId, query, true);
  yield* keysetFeatures(
    (afterId) =>
      db
        .select({
          id: contributions.id,
          ...participatingContributionColumns,
          donor: participatingDonor,
          latitude: sql<number>`${contributions.latitude}`,
          longitude: sql<number>`${contributions.longitude}`,
        })
        .from(contributions)
        .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
        .where(and(where, gt(contributions.id, afterId)))
        .orderBy(asc(contributions.id))
        .limit(GEO_FEED_BATCH_ROWS),
    (row) =>
      feature(row, {
        date: row.date,
        matchAmount: row.matchAmountCents === null ? null : row.matchAmountCents / 100,
        campaignId: row.campaignId,
        oaeType: row.oaeType,
        contributionSubType: row.subType,
        batchId: batchId(row.donor),
      }),
  );
}

/** `GET /external-contributionsgeo`: non-participating filings, dated 07:00 UTC, by id. */
export async function* externalGeoFeatures(
  db: Database,
  governmentId: number,
  query: GeoQuery,
  campaignList: readonly DashboardCampaign[],
): AsyncGenerator<GeoFeature[]> {
  const batchId = opaqueBatchIds();
  const campaignIds = externalCampaignIds(campaignList);
  const where = externalGeoWhere(governmentId, query, campaignList);
  yield* keysetFeatures(
    (afterId) =>
      db
        .select({
          id: externalContributions.id,
          ...externalContributionColumns,
          contributionSubType: externalContributions.contributionSubType,
          latitude: sql<number>`${externalContributions.latitude}`,
          longitude: sql<number>`${externalContributions.longitude}`,
        })
        .from(externalContributions)
        .where(and(where, gt(externalContributions.id, afterId)))
        .orderBy(asc(externalContributions.id))
        .limit(GEO_FEED_BATCH_ROWS),
    (row) =>
      feature(row, {
        date: externalFeatureDate(row.date),
        matchAmount: null,
        campaignId: campaignIds.get(externalCampaignKey(row.campaignName, row.officeSought)) ?? 0,
        oaeType: 'not participating',
        contributionSubType: row.contributionSubType,
        batchId: batchId(row.batchId),
      }),
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
