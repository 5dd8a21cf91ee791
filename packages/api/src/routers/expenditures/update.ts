import type { Database } from '@portal/db';
import {
  assertExpenditureTransitionAllowed,
  assertFieldsEditable,
  boundedText,
  EXPENDITURE_FIELDS,
  normaliseExpenditure,
  TEXT_LIMITS,
  updateExpenditureInputSchema,
  validateExpenditure,
  versionSchema,
} from '@portal/domain';
import { z } from 'zod';
import { expenditureProcedure } from '../../access/record-procedures';
import {
  changedColumns,
  planFieldChanges,
  staleVersion,
  storedFields,
} from '../../access/record-update';
import type { RecordActor } from '../../access/scope';
import { recordActivities } from '../../data/activities';
import {
  type ExpenditureRecord,
  type ExpenditureValues,
  toExpenditureRecord,
  updateExpenditureAtVersion,
} from '../../data/expenditures';
import { actorLabel, describeFieldChange, describeStatusChange } from '../activities/notes';

export const updateExpenditureSchema = updateExpenditureInputSchema.extend({
  /** The version the caller read; a stale one is refused instead of overwriting. */
  version: versionSchema.optional(),
  /** The version came from an `If-Match` header, so a stale one answers 412, not 409. */
  ifMatch: z.boolean().optional(),
  /** The Out of Compliance reason, kept in the history with the status change. */
  reason: boundedText('Reason', TEXT_LIMITS.note).nullish(),
});
export type ExpenditureUpdate = z.output<typeof updateExpenditureSchema>;

/**
 * `PUT /expenditures/{id}`: the expenditure twin of the contribution update: merge, validate,
 * check field rights and the transition table, save at the version read, and write the history
 * in the same transaction.
 */
export const update = expenditureProcedure
  .input(updateExpenditureSchema)
  .mutation(({ ctx, input }) => applyExpenditureUpdate(ctx, input));

export async function applyExpenditureUpdate(
  ctx: { db: Database; expenditure: ExpenditureRecord; actor: RecordActor },
  input: ExpenditureUpdate,
): Promise<ExpenditureRecord> {
  const { expenditure: stored, actor } = ctx;
  if (input.version !== undefined && input.version !== stored.version)
    throw staleVersion('expenditure', input.ifMatch);

  const { payload, changes } = planFieldChanges(
    storedFields(stored, EXPENDITURE_FIELDS),
    input,
    EXPENDITURE_FIELDS,
    { validate: validateExpenditure, normalise: normaliseExpenditure },
  );
  assertFieldsEditable(
    { ...actor, kind: 'expenditure', status: stored.status },
    changes.map((change) => change.field),
  );

  const values = changedColumns(payload, changes) as ExpenditureValues;
  const who = actorLabel(actor, stored.campaign.name);
  const label = `expenditure #${stored.id}`;
  const notes = changes.map((change) => describeFieldChange(who, label, change));
  const statusChange = input.status !== undefined && input.status !== stored.status;
  if (statusChange || changes.length > 0) {
    const action = assertExpenditureTransitionAllowed(
      { ...actor, status: stored.status },
      { status: input.status ?? null },
    );
    if (action.to !== null && action.to !== stored.status) {
      values.status = action.to;
      if (action.to === 'submitted') values.submittedAt = new Date();
      notes.push(
        describeStatusChange(who, label, {
          actionKey: action.key,
          to: action.to,
          reason: input.reason,
        }),
      );
    }
  }
  if (Object.keys(values).length === 0) return stored;

  return ctx.db.transaction(async (tx) => {
    const row = await updateExpenditureAtVersion(tx, stored.id, stored.version, values);
    if (!row) throw staleVersion('expenditure', input.ifMatch);
    await recordActivities(
      tx,
      { governmentId: row.governmentId, campaignId: row.campaignId, expenditureId: row.id },
      actor,
      'other',
      notes,
    );
    return toExpenditureRecord(row, stored.campaign.name);
  });
}
