import { type DbOrTx, lockForTransaction } from '@portal/db';
import {
  assertContributionTransitionAllowed,
  type ContributionAction,
  checkMatchAmount,
  DomainError,
  dollarsToCents,
  GOVERNMENT_ADMIN_FIELDS,
  multilineText,
  TEXT_LIMITS,
  updateContributionInputSchema,
} from '@portal/domain';
import type { z } from 'zod';
import type { RecordActor } from '../../access/scope';
import { refreshContributionMatches } from '../../matching';
import { offsetPaidMatch } from '../../payments';
import { type ActionContext, ADDRESS_FIELDS, type ColumnValues, updateControlsShape } from '..';
import type { FieldChange } from '../activities/notes';
import type { ContributionRecord, ContributionRow } from '../data/contributions';
import { computeMatch } from '../matching/computation';

export const updateContributionSchema = updateContributionInputSchema.extend({
  ...updateControlsShape,
  /** Why a match goes beyond the programme rule; required to do so, kept in the history. */
  matchReason: multilineText('Match reason', TEXT_LIMITS.note).trim().nullish(),
});
export type ContributionUpdate = z.output<typeof updateContributionSchema>;

/** Fields that say who the donor is: changing one means looking for their match again. */
const DONOR_FIELDS = new Set<string>([
  'contributorType',
  'firstName',
  'lastName',
  'name',
  ...ADDRESS_FIELDS,
]);

/**
 * What a contribution update does that an expenditure's does not: the government admin's review
 * (compliance, the match amount) and the donor's match.
 */
export const contributionUpdateRules = {
  archiveRequest: { status: 'archived' } as ContributionUpdate,
  /** The match has its own rules (an exact match is final, candidates only): POST /matches. */
  refuse: (stored: ContributionRecord, input: ContributionUpdate) => {
    if (
      (input.matchId !== undefined && input.matchId !== stored.matchId) ||
      (input.matchStrength !== undefined && input.matchStrength !== stored.matchStrength)
    )
      throw new DomainError(
        'INVALID_INPUT',
        'Choose the match with the match picker (POST /matches)',
      );
  },
  reviewFields: (input: ContributionUpdate) =>
    GOVERNMENT_ADMIN_FIELDS.filter((field) => input[field] !== undefined),
  /** Marking compliance or setting a match amount is a decision even with the status kept. */
  asksDecision: (input: ContributionUpdate) =>
    input.compliant !== undefined || input.matchAmount !== undefined,
  allowedAction: (actor: RecordActor, stored: ContributionRecord, input: ContributionUpdate) =>
    assertContributionTransitionAllowed(
      {
        ...actor,
        status: stored.status,
        contributorType: stored.contributorType,
        oaeType: stored.oaeType,
      },
      { status: input.status ?? null, compliant: input.compliant, matchAmount: input.matchAmount },
    ),
  // Compliance options may keep the status (In Compliance on a processed record) yet still act.
  actsInPlace: (action: ContributionAction) => action.group === 'compliance',
  applyAction: async (
    ctx: ActionContext<ContributionRecord>,
    action: ContributionAction,
    input: ContributionUpdate,
    values: ColumnValues,
    who: string,
  ): Promise<string[]> => {
    if (action.setsCompliant !== null) values.compliant = action.setsCompliant;
    if (!action.requiresMatchAmount || input.matchAmount == null) return [];
    const matchAmountCents = dollarsToCents(input.matchAmount);
    values.matchAmountCents = matchAmountCents;
    const beyondRule = await assertMatchAmountAllowed(ctx, matchAmountCents, input);
    return beyondRule ? [`${who} matched beyond the programme rule: ${beyondRule}`] : [];
  },
  afterSave: async (tx: DbOrTx, row: ContributionRow, changes: readonly FieldChange[]) => {
    if (changes.some((change) => DONOR_FIELDS.has(change.field)))
      await refreshContributionMatches(tx, [row.id]);
    // A match the city already paid and now worth less is owed back by the campaign.
    await offsetPaidMatch(tx, row.id, null);
  },
};

/**
 * The match amount a government admin sets is checked against the programme rule computed on the
 * server: never above the donation, and above the rule's amount only with a reason, which the
 * history keeps. Returns that reason when the rule was exceeded.
 */
async function assertMatchAmountAllowed(
  ctx: ActionContext<ContributionRecord>,
  requestedCents: number,
  input: ContributionUpdate,
): Promise<string | null> {
  // Two decisions on one donor's gifts at once would each count the other's gift as unmatched and
  // both pass the donor's cap: a campaign's match decisions are taken one at a time.
  await lockForTransaction(ctx.db, `contribution matches:${ctx.record.campaignId}`);
  const { computation } = await computeMatch(ctx.db, ctx.record);
  const reason = input.matchReason?.trim() || null;
  const verdict = checkMatchAmount({ requestedCents, computation, reason });
  if (!verdict.ok) throw new DomainError('INVALID_INPUT', verdict.message);
  return requestedCents > computation.suggestedMatchCents ? reason : null;
}
