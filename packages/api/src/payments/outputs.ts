import { HOLD_BACK_REASONS, OFFICES, OFFSET_REASONS, PAYMENT_RUN_STATUSES } from '@portal/domain';
import { z } from 'zod';

/** Answers of the payments procedures. Money is whole cents; days are YYYY-MM-DD. */
const cents = z.number().int();

export const programmeOutput = z.object({
  id: z.number(),
  governmentId: z.number(),
  electionName: z.string(),
  contributionsFrom: z.string(),
  electionDate: z.string(),
  offices: z.array(
    z.object({
      office: z.enum(OFFICES),
      capCents: cents,
      qualifyingContributions: z.number().int(),
    }),
  ),
  paymentDates: z.array(z.string()),
  updatedAt: z.date(),
});
export type ProgrammeOutput = z.infer<typeof programmeOutput>;

export const qualificationOutput = z.object({
  threshold: z.number().int(),
  count: z.number().int(),
  remaining: z.number().int(),
  qualified: z.boolean(),
  percent: z.number().int(),
  qualifyingCents: cents,
  qualifiedOn: z.string().nullable(),
});

export const standingOutput = z.object({
  campaignId: z.number(),
  campaignName: z.string(),
  office: z.string(),
  programmeId: z.number().nullable(),
  electionName: z.string().nullable(),
  qualification: qualificationOutput.nullable(),
  capCents: cents.nullable(),
  /** What approved runs sent the campaign. */
  paidCents: cents,
  /** Every offset recorded against the campaign's paid matches. */
  offsetsCents: cents,
  /** Offsets not yet deducted: what the campaign owes back. */
  balanceDueCents: cents,
  capRemainingCents: cents.nullable(),
  upcomingPaymentDates: z.array(z.string()),
});
export type StandingOutput = z.infer<typeof standingOutput>;

export const runLineOutput = z.object({
  campaignId: z.number(),
  campaignName: z.string(),
  office: z.string(),
  committeeId: z.string(),
  payeeReference: z.string(),
  matchedCents: cents,
  matchCount: z.number().int(),
  heldBackCents: cents,
  heldBack: z.array(
    z.object({ reason: z.enum(HOLD_BACK_REASONS), count: z.number().int(), cents }),
  ),
  offsetsCents: cents,
  capCents: cents,
  capRemainingCents: cents,
  amountCents: cents,
  balanceDueCents: cents,
});

export const runSummaryOutput = z.object({
  id: z.number(),
  governmentId: z.number(),
  programmeId: z.number(),
  electionName: z.string(),
  cutoffDate: z.string(),
  status: z.enum(PAYMENT_RUN_STATUSES),
  totalCents: cents,
  campaignCount: z.number().int(),
  createdAt: z.date(),
  approvedAt: z.date().nullable(),
});
export type RunSummaryOutput = z.infer<typeof runSummaryOutput>;

export const runOutput = runSummaryOutput.extend({ lines: z.array(runLineOutput) });
export type RunOutput = z.infer<typeof runOutput>;

export const statementEntryOutput = z.object({
  kind: z.enum(['paid', 'held_back', 'offset']),
  runId: z.number().nullable(),
  contributionId: z.number(),
  date: z.string(),
  cents,
  reason: z.enum([...HOLD_BACK_REASONS, ...OFFSET_REASONS]).nullable(),
  reasonLabel: z.string().nullable(),
  runningPaidCents: cents,
  capRemainingCents: cents,
});

export const statementOutput = z.object({
  runId: z.number(),
  campaignId: z.number(),
  campaignName: z.string(),
  electionName: z.string(),
  cutoffDate: z.string(),
  status: z.enum(PAYMENT_RUN_STATUSES),
  capCents: cents,
  amountCents: cents,
  entries: z.array(statementEntryOutput),
});
export type StatementOutput = z.infer<typeof statementOutput>;

export const statementSummaryOutput = z.object({
  runId: z.number(),
  cutoffDate: z.string(),
  approvedAt: z.date().nullable(),
  amountCents: cents,
});
