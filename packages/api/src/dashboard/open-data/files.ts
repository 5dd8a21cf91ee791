import type { z } from 'zod';
import { type CsvColumn, csvChunks, textCell } from '../../shared/csv-cells';
import { GEO_PROPERTY_KEYS, type GeoFeature } from '../data/geo';
import { featureCollectionChunks } from '../data/geo-feed';
import { dashboardViewOutput } from '../schemas';

export type OpenDataCampaign = z.output<typeof dashboardViewOutput.shape.campaigns.element>;

export type OpenDataFormat = 'csv' | 'json';

/** Rows per write: a download never serialises more than one batch at a time. */
const BATCH_SIZE = 500;

function* batchesOf<Row>(rows: readonly Row[]): Generator<readonly Row[]> {
  for (let start = 0; start < rows.length; start += BATCH_SIZE)
    yield rows.slice(start, start + BATCH_SIZE);
}

/** A number, a flag or text as a CSV cell; text is made safe to open in a spreadsheet. */
const plainCell = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textCell(value);
  return String(value);
};

/**
 * The columns are the keys of the public output schemas themselves, so a file can hold nothing
 * the dashboard's answer does not (and the geo feed's property list is not written twice).
 */
const columnsOf = <Row>(keys: readonly string[], read: (row: Row, key: string) => unknown) =>
  keys.map((key): CsvColumn<Row> => ({ header: key, cell: (row) => plainCell(read(row, key)) }));

const campaignColumns = columnsOf<OpenDataCampaign>(
  Object.keys(dashboardViewOutput.shape.campaigns.element.shape),
  (row, key) => row[key as keyof OpenDataCampaign],
);

const featureColumns = [
  ...columnsOf<GeoFeature>(['longitude', 'latitude'], (feature, key) =>
    key === 'longitude' ? feature.geometry.coordinates[0] : feature.geometry.coordinates[1],
  ),
  ...columnsOf<GeoFeature>(
    GEO_PROPERTY_KEYS,
    (feature, key) => feature.properties[key as keyof GeoFeature['properties']],
  ),
];

async function* jsonChunks(
  opening: string,
  items: readonly unknown[],
  closing: string,
): AsyncGenerator<string> {
  yield opening;
  let first = true;
  for (const batch of batchesOf(items)) {
    const text = batch.map((item) => JSON.stringify(item)).join(',\n');
    yield first ? `\n${text}` : `,\n${text}`;
    first = false;
  }
  yield closing;
}

/** The campaigns table as a file: CSV with the output's field names as headers, or a JSON array. */
export function campaignsFile(
  rows: readonly OpenDataCampaign[],
  format: OpenDataFormat,
): AsyncGenerator<string> {
  return format === 'csv'
    ? csvChunks(campaignColumns, batchesOf(rows))
    : jsonChunks('[', rows, '\n]\n');
}

/**
 * The contributions feed as a file: one CSV row per feature (point first, then the geo feed's
 * properties), or the same GeoJSON FeatureCollection as `GET /contributionsgeo`.
 */
export function contributionsFile(
  features: { batches: AsyncIterable<GeoFeature[]> },
  format: OpenDataFormat,
): AsyncGenerator<string> {
  return format === 'csv'
    ? csvChunks(featureColumns, features.batches)
    : featureCollectionChunks(features.batches);
}
