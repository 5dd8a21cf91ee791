import { z } from 'zod';

/**
 * The open-data files' rows, one schema each: the CSV columns (in this order), the JSON fields,
 * the data dictionary and the OpenAPI document all read these, so they cannot disagree.
 * Money is in dollars (cents exact: JSON numbers with at most two decimals, CSV cells with
 * exactly two), calendar dates are `YYYY-MM-DD` in Pacific time.
 */
const dollars = z.number().multipleOf(0.01);
const calendarDate = z.iso.date();

export const openDataCampaignSchema = z.object({
  campaignId: z
    .number()
    .int()
    .describe('The campaign, as the dashboard names it in its `campaigns` parameter.'),
  campaignName: z.string().describe("The campaign's name."),
  officeSought: z.string().describe('The office the campaign runs for.'),
  participating: z
    .boolean()
    .describe("Whether the campaign takes part in the city's small-donor matching programme."),
  contributions: z.number().int().describe('Public contributions in the filters.'),
  donors: z.number().int().describe('Distinct donors among them.'),
  median: dollars.nullable().describe('The median contribution, in dollars; empty when none.'),
  total: dollars.describe('All contributions together, in dollars.'),
  match: dollars.describe('Public matching money approved, in dollars.'),
});
export type OpenDataCampaignRow = z.output<typeof openDataCampaignSchema>;

export const openDataContributionSchema = z.object({
  rowKey: z
    .string()
    .describe(
      'A stable key of this contribution: the same in every download, unrelated to the donor, ' +
        'and no database id.',
    ),
  longitude: z.number().describe('The donor’s area, snapped to a 0.001° grid (never the home).'),
  latitude: z.number().describe('The donor’s area, snapped to a 0.001° grid (never the home).'),
  date: calendarDate.describe('The day of the contribution (YYYY-MM-DD, Pacific time).'),
  amount: dollars.describe('The contribution, in dollars.'),
  matchAmount: dollars
    .nullable()
    .describe('Public match approved for it, in dollars; empty when none or not participating.'),
  campaignId: z
    .number()
    .int()
    .describe('The campaign (negative for candidates outside the programme).'),
  campaignName: z.string().describe('The campaign or candidate committee.'),
  officeSought: z.string().describe('The office sought.'),
  oaeType: z
    .string()
    .describe("The contribution's category, or `not participating` for state filings."),
  contributionSubType: z.string().describe('The kind of contribution (cash, in-kind...).'),
  contributorType: z.string().describe('Individual, business, political committee...'),
  state: z.string().nullable().describe("The donor's state."),
  city: z.string().nullable().describe("The donor's city."),
  batchId: z
    .string()
    .nullable()
    .describe(
      'Shared by the contributions of one donor while the public data is unchanged: count ' +
        'donors by it. It changes when the public data does, and names nobody.',
    ),
});
export type OpenDataContributionRow = z.output<typeof openDataContributionSchema>;

/** `GET /open-data/contributions.json`: the rows as GeoJSON points, the same keys as properties. */
export const openDataContributionCollectionSchema = z.object({
  type: z.literal('FeatureCollection'),
  features: z.array(
    z.object({
      type: z.literal('Feature'),
      geometry: z.object({
        type: z.literal('Point'),
        coordinates: z.tuple([z.number(), z.number()]).describe('[longitude, latitude]'),
      }),
      properties: openDataContributionSchema.omit({ longitude: true, latitude: true }),
    }),
  ),
});
