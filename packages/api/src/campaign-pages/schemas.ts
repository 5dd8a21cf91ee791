import {
  dashboardCampaignIdSchema,
  idSchema,
  MAX_COMPARED_CAMPAIGNS,
  unknownParameters,
} from '@portal/domain';
import { z } from 'zod';
import { chartsOutput, dashboardCampaignOutput } from '../dashboard';
import { qualificationOutput } from '../payments';

const GOVERNMENT_FIELD = { governmentId: idSchema.default(1) };

/** One campaign's page: a participating campaign's id, or a non-participant's (negative) one. */
export const campaignPageInputSchema = z.strictObject(
  { ...GOVERNMENT_FIELD, campaignId: dashboardCampaignIdSchema },
  unknownParameters,
);
export type CampaignPageInput = z.output<typeof campaignPageInputSchema>;

/** Campaigns side by side: one to four, each once. */
export const campaignCompareInputSchema = z.strictObject(
  {
    ...GOVERNMENT_FIELD,
    campaignIds: z
      .array(dashboardCampaignIdSchema)
      .min(1, { error: 'campaignIds must name at least one campaign' })
      .max(MAX_COMPARED_CAMPAIGNS, {
        error: `campaignIds may name at most ${MAX_COMPARED_CAMPAIGNS} campaigns`,
      })
      .refine((ids) => new Set(ids).size === ids.length, {
        error: 'campaignIds must name each campaign once',
      }),
  },
  unknownParameters,
);

const cents = z.number().int();
const share = z.number().min(0).max(1).nullable();

/**
 * Where a figure comes from and how fresh it is: the portal's live records (as of the moment
 * public data last changed), the state's filings (as of the newest filing's date), or nowhere
 * yet (a non-participant has no qualification or spending here; paid funds are not published).
 */
export const figureFreshnessOutput = z.object({
  source: z.enum(['portal', 'state_filings', 'not_available']),
  asOf: z.string().nullable(),
});

const bucketOutput = z.object({
  key: z.string(),
  label: z.string(),
  count: z.number().int(),
  amountCents: cents,
  share,
});

export const campaignPageOutput = z.object({
  campaign: dashboardCampaignOutput,
  retrievedAt: z.date(),
  totals: z.object({
    contributions: z.number().int(),
    donors: z.number().int(),
    raisedCents: cents,
    matchedCents: cents,
    paidPublicFundsCents: cents.nullable(),
    medianCents: cents.nullable(),
    averageCents: cents.nullable(),
    smallGiftCents: cents,
    smallGiftShare: share,
  }),
  origin: z.array(bucketOutput),
  charts: chartsOutput,
  raisedOverTime: z.array(z.object({ week: z.string(), raisedCents: cents, matchedCents: cents })),
  qualification: qualificationOutput
    .pick({ threshold: true, count: true, remaining: true, qualified: true, percent: true })
    .nullable(),
  spending: z.array(
    z.object({
      category: z.string(),
      label: z.string(),
      count: z.number().int(),
      amountCents: cents,
    }),
  ),
  zipCodes: z.object({
    top: z.array(z.object({ zip: z.string(), donors: z.number().int(), amountCents: cents })),
    other: z.object({
      zipCodes: z.number().int(),
      donors: z.number().int(),
      amountCents: cents,
    }),
  }),
  freshness: z.object({
    totals: figureFreshnessOutput,
    raisedOverTime: figureFreshnessOutput,
    paidPublicFunds: figureFreshnessOutput,
    origin: figureFreshnessOutput,
    qualification: figureFreshnessOutput,
    spending: figureFreshnessOutput,
    zipCodes: figureFreshnessOutput,
  }),
});
export type CampaignPage = z.output<typeof campaignPageOutput>;
