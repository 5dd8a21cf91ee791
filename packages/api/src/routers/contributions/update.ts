import { type Database, refreshContributionMatches } from '@portal/db';
import {
  assertContributionTransitionAllowed,
  assertFieldsEditable,
  boundedText,
  CONTRIBUTION_FIELDS,
  checkMatchAmount,
  DomainError,
  dollarsToCents,
  normaliseContribution,
  TEXT_LIMITS,
  updateContributionInputSchema,
  validateContribution,
  versionSchema,
} from '@portal/domain';
import { z } from 'zod';
import { contributionProcedure } from '../../access/record-procedures';
import {
  changedColumns,
  planFieldChanges,
  staleVersion,
  storedFields,
} from '../../access/record-update';
import type { RecordActor } from '../../access/scope';
import { recordActivities } from '../../data/activities';
import {
  type ContributionRecord,
  type ContributionValues,
  toContributionRecord,
  updateContributionAtVersion,
} from '../../data/contributions';
import { actorLabel, describeFieldChange, describeStatusChange } from '../activities/notes';
import { computeMatch } from '../matching/computation';

export const updateContributionSchema = updateContributionInputSchema.extend({
  /** The version the caller read; a stale one is refused instead of overwriting. */
  version: versionSchema.optional(),
  /** The version came from an `If-Match` header, so a stale one answers 412, not 409. */
  ifMatch: z.boolean().optional(),
  /** The Out of Compliance reason, kept in the history with the status change. */
  reason: boundedText('Reason', TEXT_LIMITS.note).nullish(),
  /** Why a match goes beyond the programme rule; required to do so, kept in the history. */
  matchReason: boundedText('Match reason', TEXT_LIMITS.note).trim().nullish(),
});
export type ContributionUpdate = z.output<typeof updateContributionSchema>;

/** Fields that say who the donor is: changing one means looking for their match again. */
const DONOR_FIELDS = new Set([
  'contributorType',
  'firstName',
  'lastName',
  'name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
]);

const GOVERNMENT_FIELDS = ['compliant', 'matchAmount', 'matchId', 'matchStrength'] as const;

/**
 * `PUT /contributions/{id}`: merges the changed fields into the stored record, validates the
 * result with the form rules, checks field rights and the transition table for the caller's role,
 * and saves only if nobody saved in between. Every changed field and the status change are written
 * to the history in the same transaction.
 */
export const update = contributionProcedure
  .input(updateContributionSchema)
  .mutation(({ ctx, input }) => applyContributionUpdate(ctx, input));

/** The update itself; `archive` uses it too, so both follow the same rules. */
/**
 * The match amount a government admin sets is checked against the programme rule computed on the
 * server: never above the donation, and above the rule's amount only with a reason, which the
 * history keeps. Returns that reason when the rule was exceeded.
 */
async function assertMatchAmountAllowed(
  ctx: { db: Database; contribution: ContributionRecord },
  requestedCents: number,
  input: ContributionUpdate,
): Promise<string | null> {
  const { computation } = await computeMatch(ctx.db, ctx.contribution);
  const reason = input.matchReason?.trim() || null;
  const verdict = checkMatchAmount({ requestedCents, computation, reason });
  if (!verdict.ok) throw new DomainError('INVALID_INPUT', verdict.message);
  return requestedCents > computation.suggestedMatchCents ? reason : null;
}

export async function applyContributionUpdate(
  ctx: { db: Database; contribution: ContributionRecord; actor: RecordActor },
  input: ContributionUpdate,
): Promise<ContributionRecord> {
  const { contribution: stored, actor } = ctx;
  // The match has its own rules (an exact match is final, candidates only): POST /matches.
  if (
    (input.matchId !== undefined && input.matchId !== stored.matchId) ||
    (input.matchStrength !== undefined && input.matchStrength !== stored.matchStrength)
  )
    throw new DomainError(
      'INVALID_INPUT',
      'Choose the match with the match picker (POST /matches)',
    );
  if (input.version !== undefined && input.version !== stored.version)
    throw staleVersion('contribution', input.ifMatch);

  const { payload, changes } = planFieldChanges(
    storedFields(stored, CONTRIBUTION_FIELDS),
    input,
    CONTRIBUTION_FIELDS,
    { validate: validateContribution, normalise: normaliseContribution },
  );
  const governmentFields = GOVERNMENT_FIELDS.filter((field) => input[field] !== undefined);
  assertFieldsEditable({ ...actor, kind: 'contribution', status: stored.status }, [
    ...changes.map((change) => change.field),
    ...governmentFields,
  ]);

  const values = changedColumns(payload, changes) as ContributionValues;
  const who = actorLabel(actor, stored.campaign.name);
  const label = `contribution #${stored.id}`;
  const notes = changes.map((change) => describeFieldChange(who, label, change));
  let beyondRule: string | null = null;
  const decidesStatus =
    (input.status !== undefined && input.status !== stored.status) ||
    changes.length > 0 ||
    input.compliant !== undefined ||
    input.matchAmount !== undefined;
  if (decidesStatus) {
    const action = assertContributionTransitionAllowed(
      {
        ...actor,
        status: stored.status,
        contributorType: stored.contributorType,
        oaeType: stored.oaeType,
      },
      { status: input.status ?? null, compliant: input.compliant, matchAmount: input.matchAmount },
    );
    // Compliance options may keep the status (In Compliance on a processed record) yet still act.
    if (action.to !== null && (action.to !== stored.status || action.group === 'compliance')) {
      values.status = action.to;
      if (action.to === 'submitted') values.submittedAt = new Date();
      if (action.setsCompliant !== null) values.compliant = action.setsCompliant;
      if (action.requiresMatchAmount && input.matchAmount != null) {
        values.matchAmountCents = dollarsToCents(input.matchAmount);
        beyondRule = await assertMatchAmountAllowed(ctx, values.matchAmountCents, input);
      }
      notes.push(
        describeStatusChange(who, label, {
          actionKey: action.key,
          to: action.to,
          matchAmount: input.matchAmount,
          reason: input.reason,
        }),
      );
      if (beyondRule) notes.push(`${who} matched beyond the programme rule: ${beyondRule}`);
    }
  }
  if (Object.keys(values).length === 0) return stored;

  return ctx.db.transaction(async (tx) => {
    const row = await updateContributionAtVersion(tx, stored.id, stored.version, values);
    if (!row) throw staleVersion('contribution', input.ifMatch);
    if (changes.some((change) => DONOR_FIELDS.has(change.field)))
      await refreshContributionMatches(tx, [row.id]);
    await recordActivities(
      tx,
      { governmentId: row.governmentId, campaignId: row.campaignId, contributionId: row.id },
      actor,
      'contribution',
      notes,
    );
    return toContributionRecord(row, stored.campaign.name);
  });
}
