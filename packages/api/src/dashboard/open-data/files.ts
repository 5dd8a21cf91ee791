import type { z } from 'zod';
import { type CsvColumn, csvChunks, dollarsCell, textCell } from '../../shared/csv-cells';
import type { GeoFeature } from '../data/geo';
import type { dashboardViewOutput } from '../schemas';
import {
  type OpenDataCampaignRow,
  type OpenDataContributionRow,
  openDataCampaignSchema,
  openDataContributionSchema,
} from './columns';

export type OpenDataCampaign = z.output<typeof dashboardViewOutput.shape.campaigns.element>;

export type OpenDataFormat = 'csv' | 'json';

/** Rows per write: a download never serialises more than one batch at a time. */
const BATCH_SIZE = 500;

function* batchesOf<Row>(rows: readonly Row[]): Generator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    yield rows.slice(start, start + BATCH_SIZE);
}

/** Money columns are written with exactly two decimals; the others as they are. */
const MONEY_COLUMNS = new Set(['median', 'total', 'match', 'amount', 'matchAmount']);

/** A number, a flag or text as a CSV cell; text is made safe to open in a spreadsheet. */
const plainCell = (key: string, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (MONEY_COLUMNS.has(key)) return dollarsCell(value as number);
  if (typeof value === 'string') return textCell(value);
  return String(value);
};

/** The columns are the keys of the open-data row schemas, in their order (`columns.ts`). */
const columnsOf = <Row extends object>(schema: z.ZodObject): CsvColumn<Row>[] =>
  Object.keys(schema.shape).map((key) => ({
    header: key,
    cell: (row) => plainCell(key, row[key as keyof Row]),
  }));

const campaignColumns = columnsOf<OpenDataCampaignRow>(openDataCampaignSchema);
const contributionColumns = columnsOf<OpenDataContributionRow>(openDataContributionSchema);

/** Cents as dollars: exact, since cents are whole. */
const dollarsOf = (cents: number) => cents / 100;

/** A row of the dashboard's campaigns table as the file writes it: money in dollars. */
export const openDataCampaignRow = (row: OpenDataCampaign): OpenDataCampaignRow => ({
  campaignId: row.campaignId,
  campaignName: row.campaignName,
  officeSought: row.officeSought,
  participating: row.participating,
  contributions: row.contributions,
  donors: row.donors,
  median: row.medianCents === null ? null : dollarsOf(row.medianCents),
  total: dollarsOf(row.totalCents),
  match: dollarsOf(row.matchCents),
});

/**
 * A feature of the feeds as a download's row. The feeds date state filings at 07:00 UTC, an
 * instant built from the filing's calendar date; a download keeps one format per column, so
 * every `date` is that calendar date (`YYYY-MM-DD`).
 */
export const openDataContributionRow = (feature: GeoFeature): OpenDataContributionRow => {
  const { rowKey = '', date, ...properties } = feature.properties;
  const [longitude, latitude] = feature.geometry.coordinates;
  return { rowKey, longitude, latitude, date: date.slice(0, 10), ...properties };
};

async function* jsonChunks<Item>(
  opening: string,
  batches: AsyncIterable<readonly Item[]> | Iterable<readonly Item[]>,
  closing: string,
): AsyncGenerator<string> {
  yield opening;
  let first = true;
  for await (const batch of batches) {
    if (batch.length === 0) continue;
    const text = batch.map((item) => JSON.stringify(item)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield closing;
}

/** The campaigns table as a file: CSV with the row schema's keys as headers, or a JSON array. */
export function campaignsFile(
  rows: readonly OpenDataCampaign[],
  format: OpenDataFormat,
): AsyncGenerator<string> {
  const fileRows = rows.map(openDataCampaignRow);
  return format === 'csv'
    ? csvChunks(campaignColumns, batchesOf(fileRows))
    : jsonChunks('[', batchesOf(fileRows), '\n]\n');
}

async function* rowBatches(batches: AsyncIterable<GeoFeature[]>) {
  for await (const batch of batches) yield batch.map(openDataContributionRow);
}

/** A row as a GeoJSON point: its coordinates the geometry, the rest its properties. */
const rowFeature = ({ longitude, latitude, ...properties }: OpenDataContributionRow) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [longitude, latitude] },
  properties,
});

async function* featureBatches(batches: AsyncIterable<GeoFeature[]>) {
  for await (const rows of rowBatches(batches)) yield rows.map(rowFeature);
}

/**
 * The contributions as a file: one CSV row each (`openDataContributionSchema`'s columns), or a
 * GeoJSON FeatureCollection of the same rows.
 */
export function contributionsFile(
  features: { batches: AsyncIterable<GeoFeature[]> },
  format: OpenDataFormat,
): AsyncGenerator<string> {
  return format === 'csv'
    ? csvChunks(contributionColumns, rowBatches(features.batches))
    : jsonChunks(
        '{"type":"FeatureCollection","features":[',
        featureBatches(features.batches),
        '\n]}\n',
      );
}
