import { z } from 'zod';
import { csvLines, dollarsCell, textCell } from '../shared/csv-cells';
import { type CampaignPage, campaignPageOutput } from './schemas';

/**
 * `/open-data/campaign/{id}.json`: the page's figures as the page reads them, money in whole
 * cents (fields ending `Cents`), without the moment of reading, so the same data gives the same
 * bytes (and the same ETag).
 */
export const campaignPageFileSchema = campaignPageOutput.omit({ retrievedAt: true });
export type CampaignPageFile = z.output<typeof campaignPageFileSchema>;

const dollars = z.number().multipleOf(0.01);

/**
 * `/open-data/campaign/{id}.csv`: the same figures, one per row, in sections; a column a
 * figure has no use for is empty. Money in dollars with two decimals.
 */
export const campaignPageCsvRowSchema = z.object({
  section: z
    .string()
    .describe(
      'What the row belongs to: totals, origin, contributor_type, contribution_size, ' +
        'raised_over_time, qualification, spending, zip_code.',
    ),
  key: z
    .string()
    .describe(
      "The row's key in its section: a figure's name, a bucket, a week's Monday, a ZIP code.",
    ),
  label: z.string().describe('The row as the page names it.'),
  count: z.number().int().nullable().describe('A number of contributions, expenses or ZIP codes.'),
  donors: z.number().int().nullable().describe('Distinct donors.'),
  amount: dollars.nullable().describe('Money, in dollars (running total in raised_over_time).'),
  match: dollars
    .nullable()
    .describe('Public matching money approved, in dollars (running total by week).'),
  share: z.number().nullable().describe('A share of all money raised, from 0 to 1.'),
  asOf: z
    .string()
    .nullable()
    .describe(
      'How fresh the section is: the moment public portal data last changed, or for a ' +
        'non-participant the date its newest state filing runs through.',
    ),
});
export type CampaignPageCsvRow = z.output<typeof campaignPageCsvRowSchema>;

const dollarsOf = (cents: number | null) => (cents === null ? null : cents / 100);

const row = (
  values: Partial<CampaignPageCsvRow> & Pick<CampaignPageCsvRow, 'section' | 'key' | 'label'>,
): CampaignPageCsvRow => ({
  count: null,
  donors: null,
  amount: null,
  match: null,
  share: null,
  asOf: null,
  ...values,
});

/** The page as CSV rows, section by section. */
export function campaignPageCsvRows(page: CampaignPageFile): CampaignPageCsvRow[] {
  const { totals, freshness } = page;
  const asOf = freshness.totals.asOf;
  const buckets = (section: string, bars: CampaignPage['charts']['contributorType']) =>
    bars.map((bar) =>
      row({
        section,
        key: bar.key,
        label: bar.label,
        count: bar.count,
        amount: dollarsOf(bar.amountCents),
        asOf,
      }),
    );
  return [
    row({
      section: 'totals',
      key: 'raised',
      label: 'Raised',
      count: totals.contributions,
      donors: totals.donors,
      amount: dollarsOf(totals.raisedCents),
      asOf,
    }),
    row({
      section: 'totals',
      key: 'matched',
      label: 'Matched (approved)',
      match: dollarsOf(totals.matchedCents),
      asOf,
    }),
    row({
      section: 'totals',
      key: 'paid_public_funds',
      label: 'Public funds paid',
      amount: dollarsOf(totals.paidPublicFundsCents),
      asOf: freshness.paidPublicFunds.asOf,
    }),
    row({
      section: 'totals',
      key: 'median_gift',
      label: 'Median gift',
      amount: dollarsOf(totals.medianCents),
      asOf,
    }),
    row({
      section: 'totals',
      key: 'average_gift',
      label: 'Average gift',
      amount: dollarsOf(totals.averageCents),
      asOf,
    }),
    row({
      section: 'totals',
      key: 'small_gifts',
      label: 'From gifts of $250 or less',
      amount: dollarsOf(totals.smallGiftCents),
      share: totals.smallGiftShare,
      asOf,
    }),
    ...page.origin.map((bucket) =>
      row({
        section: 'origin',
        key: bucket.key,
        label: bucket.label,
        count: bucket.count,
        amount: dollarsOf(bucket.amountCents),
        share: bucket.share,
        asOf,
      }),
    ),
    ...buckets('contributor_type', page.charts.contributorType),
    ...buckets('contribution_size', page.charts.contributionSize),
    ...page.raisedOverTime.map((week) =>
      row({
        section: 'raised_over_time',
        key: week.week,
        label: `Week of ${week.week}`,
        amount: dollarsOf(week.raisedCents),
        match: dollarsOf(week.matchedCents),
        asOf,
      }),
    ),
    ...(page.qualification
      ? [
          row({
            section: 'qualification',
            key: 'small_contributions',
            label: 'Small contributions',
            count: page.qualification.count,
            asOf: freshness.qualification.asOf,
          }),
          row({
            section: 'qualification',
            key: 'threshold',
            label: 'Needed to qualify',
            count: page.qualification.threshold,
            asOf: freshness.qualification.asOf,
          }),
        ]
      : []),
    ...page.spending.map((category) =>
      row({
        section: 'spending',
        key: category.category,
        label: category.label,
        count: category.count,
        amount: dollarsOf(category.amountCents),
        asOf: freshness.spending.asOf,
      }),
    ),
    ...page.zipCodes.top.map((zip) =>
      row({
        section: 'zip_code',
        key: zip.zip,
        label: zip.zip,
        donors: zip.donors,
        amount: dollarsOf(zip.amountCents),
        asOf: freshness.zipCodes.asOf,
      }),
    ),
    row({
      section: 'zip_code',
      key: 'other',
      label: 'Other',
      count: page.zipCodes.other.zipCodes,
      donors: page.zipCodes.other.donors,
      amount: dollarsOf(page.zipCodes.other.amountCents),
      asOf: freshness.zipCodes.asOf,
    }),
  ];
}

const COLUMNS = Object.keys(campaignPageCsvRowSchema.shape) as (keyof CampaignPageCsvRow)[];
const MONEY = new Set<keyof CampaignPageCsvRow>(['amount', 'match']);

const cellOf = (key: keyof CampaignPageCsvRow, value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (MONEY.has(key)) return dollarsCell(value as number);
  if (typeof value === 'string') return textCell(value);
  return String(value);
};

/** The page as a file: the JSON object, or the CSV rows with the row schema's keys as headers. */
export function campaignPageFile(page: CampaignPage, format: 'csv' | 'json'): string {
  const { retrievedAt: _moment, ...file } = page;
  if (format === 'json') return `${JSON.stringify(file)}\n`;
  return csvLines([
    COLUMNS,
    ...campaignPageCsvRows(file).map((each) => COLUMNS.map((key) => cellOf(key, each[key]))),
  ]);
}

export const CAMPAIGN_PAGE_FILE_DESCRIPTION =
  "A campaign's public page as figures: totals, origin, buckets, weekly running totals, " +
  'qualification, spending by purpose and ZIP codes (fewer than 5 donors folded into other); ' +
  'one row per figure in .csv, the page object (money in cents) in .json.';
