import {
  boundedText,
  dashboardCampaignIdSchema,
  enumKey,
  FINANCING_CHOICES,
  idSchema,
  isCalendarDate,
  listChoiceSchema,
  MAX_COMPARED_CAMPAIGNS,
  TEXT_LIMITS,
} from '@portal/domain';
import { z } from 'zod';

const calendarDate = z
  .string()
  .refine(isCalendarDate, 'Use a date written YYYY-MM-DD')
  .nullable()
  .default(null);

/** The public dashboard's filters (spec section 3); the same object the URL query holds. */
export const dashboardFiltersInputSchema = z.object({
  governmentId: idSchema.default(1),
  financing: listChoiceSchema(FINANCING_CHOICES, 'Financing', 'Financing is required').default(
    'public',
  ),
  campaigns: z.array(dashboardCampaignIdSchema).max(MAX_COMPARED_CAMPAIGNS).default([]),
  /**
   * Offices in the spec's words or as stored, in any case, with spaces or underscores ('Mayor',
   * 'Councilor District 1'); external data may name offices outside the spec's list.
   */
  offices: z
    .array(boundedText('Office', TEXT_LIMITS.organisation).trim().min(1).transform(enumKey))
    .max(50)
    .default([]),
  startDate: calendarDate,
  endDate: calendarDate,
  compare: z.boolean().default(false),
});
export type DashboardFiltersInput = z.output<typeof dashboardFiltersInputSchema>;

export const governmentInputSchema = z
  .object({ governmentId: idSchema.default(1) })
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
