import { dashboardFiltersWith, idSchema, unknownParameters } from '@portal/domain';
import { z } from 'zod';

/** Which government's dashboard a public query reads (absent: the programme's own, 1). */
export const GOVERNMENT_FIELD = { governmentId: idSchema.default(1) };

/**
 * The public dashboard's filters (the domain's, which the URL query holds too) for a government:
 * the input of the dashboard's figures and of the open data, strict like every public input.
 */
export const dashboardFiltersInputSchema = dashboardFiltersWith(GOVERNMENT_FIELD);
export type DashboardFiltersInput = z.output<typeof dashboardFiltersInputSchema>;

export const governmentInputSchema = z
  .strictObject(GOVERNMENT_FIELD, unknownParameters)
  .default({ governmentId: 1 });

const cents = z.number().int();

export const moneyStatsOutput = z.object({
  contributions: z.number().int(),
  donors: z.number().int(),
  medianCents: cents.nullable(),
  totalCents: cents,
  matchCents: cents,
});

const chartBarsOutput = z.array(
  z.object({ key: z.string(), label: z.string(), count: z.number().int(), amountCents: cents }),
);

export const chartsOutput = z.object({
  contributorType: chartBarsOutput,
  contributionSize: chartBarsOutput,
  contributorLocation: chartBarsOutput,
});

export const dashboardCampaignOutput = z.object({
  id: z.number().int(),
  name: z.string(),
  officeSought: z.string(),
  participating: z.boolean(),
  /** Public funds approved payment runs sent the campaign (the Matched column), in cents. */
  publicFundsPaidCents: z.number().int(),
});

export const dashboardViewOutput = z.object({
  retrievedAt: z.date(),
  latestExternalDate: z.string().nullable(),
  summary: z.array(
    moneyStatsOutput.extend({
      participation: z.enum(['participants', 'non_participants']),
      label: z.string(),
      campaigns: z.number().int(),
    }),
  ),
  charts: chartsOutput,
  campaigns: z.array(
    moneyStatsOutput.extend({
      campaignId: z.number().int(),
      campaignName: z.string(),
      officeSought: z.string(),
      participating: z.boolean(),
    }),
  ),
  panels: z.array(
    z.object({
      campaignId: z.number().int(),
      campaignName: z.string(),
      officeSought: z.string(),
      participating: z.boolean(),
      stats: moneyStatsOutput,
      charts: chartsOutput,
    }),
  ),
});
