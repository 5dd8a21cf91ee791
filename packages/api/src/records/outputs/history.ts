import {
  ACTIVITY_TYPES,
  CONTRIBUTION_STATUSES,
  EXPENDITURE_STATUSES,
  MATCH_STRENGTHS,
} from '@portal/domain';
import { z } from 'zod';
import { attachmentOutput, instant } from './record';

const id = z.number().int().positive();
const named = z.object({ id, name: z.string() });

/** One line of a history (spec section 3, "activity"). */
const activityOutput = z.object({
  id,
  createdAt: instant,
  notes: z.string(),
  activityType: z.enum(ACTIVITY_TYPES),
  actor: named.nullable(),
  onBehalfOfCampaign: named.nullable(),
  apiToken: named.nullable().describe('The API token a script made the change with.'),
  contributionId: id.nullable(),
  expenditureId: id.nullable(),
  campaignId: id.nullable(),
  attachment: attachmentOutput,
  attachmentPath: z.string().nullable(),
});

/** `POST /activities`: newest first, a page at a time. */
export const activityListOutput = z.object({
  data: z.array(activityOutput),
  total: z.number().int().nonnegative(),
  page: z.number().int().nonnegative(),
  perPage: z.number().int().positive(),
});

const candidateStrength = z.enum(['exact', 'strong', 'weak']);

/** A voter-file candidate in both spellings spec section 3 names (camelCase and snake_case). */
const matchCandidateOutput = z.object({
  id: z.string().describe('A voter id, or `donor:{id}` for a donor identity outside the file.'),
  firstName: z.string(),
  lastName: z.string(),
  address1: z.string(),
  address2: z.string().nullable(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  inPortland: z.boolean(),
  matchStrength: candidateStrength,
  selected: z.boolean(),
  first_name: z.string(),
  last_name: z.string(),
  address_1: z.string(),
  address_2: z.string().nullable(),
});

/** `GET /matches/{id}`: the chosen match, the candidates by strength, and whether in Portland. */
export const matchEntryOutput = z.object({
  contributionId: id,
  matchId: z.string().nullable(),
  matchStrength: z.enum(MATCH_STRENGTHS.values),
  results: z.object({
    exact: z.array(matchCandidateOutput),
    strong: z.array(matchCandidateOutput),
    weak: z.array(matchCandidateOutput),
  }),
  inPortland: z.boolean(),
});

/** `POST /matches`: the match now recorded. */
export const chosenMatchOutput = z.object({
  matchId: z.string(),
  matchStrength: z.enum(MATCH_STRENGTHS.values),
});

const cents = z.number().int();

const statusTotalsOf = <Status extends string>(statuses: readonly [Status, ...Status[]]) =>
  z.array(
    z.object({
      status: z.enum(statuses),
      total: z.number().int().nonnegative().describe('How many records have this status.'),
      amountCents: cents,
      matchAmountCents: cents,
      amount: z.number().describe('`amountCents` in dollars.'),
      matchAmount: z.number().describe('`matchAmountCents` in dollars.'),
    }),
  );

/** `POST /summary`: totals per status, every status listed, and the dashboard's figures in cents. */
export const summaryOutput = z.object({
  contributions: statusTotalsOf(CONTRIBUTION_STATUSES.values),
  expenditures: statusTotalsOf(EXPENDITURE_STATUSES.values),
  figures: z.object({
    contributionCount: z.number().int().nonnegative(),
    contributionAmountCents: cents,
    totalMatchedCents: cents,
    totalPendingCents: cents,
    expenditureCount: z.number().int().nonnegative(),
    expenditureAmountCents: cents,
    totalSpentInComplianceCents: cents,
    totalSpentOutOfComplianceCents: cents,
  }),
});
