import type { Database, DbOrTx, Transaction } from '@portal/db';
import {
  assertFieldsEditable,
  type DetailReadOnlyInput,
  type FieldErrors,
  multilineText,
  TEXT_LIMITS,
  versionSchema,
} from '@portal/domain';
import { z } from 'zod';
import type { RecordActor } from '../access/scope';
import {
  actorLabel,
  describeFieldChange,
  describeStatusChange,
  type FieldChange,
} from './activities/notes';
import { recordActivities } from './data/activities';
import { historyTarget, type RecordKindNames, type RecordLookup, type StoredRecord } from './kind';
import { recordProcedure } from './procedure';
import { changedColumns, planFieldChanges, staleVersion, storedFields } from './record-update';

/** What every update body carries besides the record's fields: its version and the reason. */
export const updateControlsShape = {
  /** The version the caller read; a stale one is refused instead of overwriting. */
  version: versionSchema.optional(),
  /** The version came from an `If-Match` header, so a stale one answers 412, not 409. */
  ifMatch: z.boolean().optional(),
  /** The Out of Compliance reason, kept in the history with the status change. */
  reason: multilineText('Reason', TEXT_LIMITS.note).nullish(),
};

/** The parts of an update body the shared steps read. */
export interface UpdateRequest {
  status?: string | null | undefined;
  version?: number | undefined;
  ifMatch?: boolean | undefined;
  reason?: string | null | undefined;
  /** Contributions only: the amount a government admin matches, named in the history. */
  matchAmount?: number | null | undefined;
}

/** A move the kind's transition table allows: its key and the status it leads to. */
export interface AllowedAction {
  key: string;
  to: string | null;
}

/** One record being changed, as the update procedure loaded it, and who changes it. */
export interface UpdateContext<Stored extends StoredRecord> {
  db: Database;
  record: Stored;
  actor: RecordActor;
}

/** What an action's own step sees: the update's context, in the update's transaction. */
export type ActionContext<Stored extends StoredRecord> = Omit<UpdateContext<Stored>, 'db'> & {
  db: Transaction;
};

/**
 * How a kind is updated: its body, its form's fields and rules, its transition table, and the
 * steps only some kinds take (contributions: review fields, compliance, match amounts, donor
 * matching). Hooks are methods so that each kind's own narrower types (its fields, actions and
 * column values) fit them.
 */
export interface UpdateRules<
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  RawInput,
  Row,
> extends RecordLookup<Stored>,
    Pick<RecordKindNames, 'name' | 'notFoundMessage' | 'historyLink' | 'activityType'> {
  updateInput: z.ZodType<Input, RawInput>;
  fields: readonly string[];
  validate(record: Record<string, unknown>): FieldErrors;
  normalise(record: Record<string, unknown>): { amount: number };
  updateAtVersion(
    db: DbOrTx,
    id: number,
    version: number,
    values: ColumnValues,
  ): Promise<Row | null>;
  toRecord(row: Row, campaignName: string): Stored;
  /** What `DELETE /{kind}/{id}` asks: a move to archived (the trash) under the same rules. */
  archiveRequest: Input;
  /** Looks the requested move up in the kind's transition table; refuses one not allowed. */
  allowedAction(actor: RecordActor, stored: Stored, input: Input): AllowedAction;
  /** Refusals before anything is compared. */
  refuse?(stored: Stored, input: Input): void;
  /** Fields besides the form's that the request changes, for the field-rights check. */
  reviewFields?(input: Input): string[];
  /** Whether the request asks for a decision of the table even with no move and no field. */
  asksDecision?(input: Input): boolean;
  /** Whether an action that keeps the status still acts. */
  actsInPlace?(action: AllowedAction): boolean;
  /** The action's own columns and checks beyond the status; answers extra history lines. */
  applyAction?(
    ctx: ActionContext<Stored>,
    action: AllowedAction,
    input: Input,
    values: ColumnValues,
    who: string,
  ): Promise<string[]>;
  /** Runs in the update's transaction once the row is saved. */
  afterSave?(tx: DbOrTx, row: Row, changes: readonly FieldChange[]): Promise<void>;
}

/** Column values of an update, by column name. */
export type ColumnValues = Record<string, unknown>;

/**
 * `PUT /{kind}/{id}` and `DELETE /{kind}/{id}`. An update merges the changed fields into the
 * stored record, validates the result with the form rules, checks field rights and the
 * transition table for the caller's role, and saves only if nobody saved in between. Every
 * changed field and the status change are written to the history in the same transaction. The
 * delete moves the record to archived (the trash) under the same rules: records are never deleted.
 */
export function updateProcedures<
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  RawInput,
  Row extends { id: number; governmentId: number; campaignId: number },
>(rules: UpdateRules<Stored, Input, RawInput, Row>) {
  async function applyUpdate(ctx: UpdateContext<Stored>, input: Input): Promise<Stored> {
    const { record: stored, actor } = ctx;
    rules.refuse?.(stored, input);
    if (input.version !== undefined && input.version !== stored.version)
      throw staleVersion(rules.name, input.ifMatch);

    const { payload, changes } = planFieldChanges(
      storedFields(stored as unknown as ColumnValues, rules.fields),
      input as ColumnValues,
      rules.fields,
      rules,
    );
    // The kind and the status come from the same record, so they pair as the domain expects.
    const editing = { ...actor, kind: rules.name, status: stored.status } as DetailReadOnlyInput;
    assertFieldsEditable(editing, [
      ...changes.map((change) => change.field),
      ...(rules.reviewFields?.(input) ?? []),
    ]);

    const values = changedColumns(payload, changes);
    const who = actorLabel(actor, stored.campaign.name);
    const label = `${rules.name} #${stored.id}`;
    const notes = changes.map((change) => describeFieldChange(who, label, change));
    const movesStatus = input.status !== undefined && input.status !== stored.status;
    let applyAction: ((tx: Transaction) => Promise<string[]>) | undefined;
    if (movesStatus || changes.length > 0 || rules.asksDecision?.(input)) {
      const action = rules.allowedAction(actor, stored, input);
      if (action.to !== null && (action.to !== stored.status || rules.actsInPlace?.(action))) {
        values.status = action.to;
        if (action.to === 'submitted') values.submittedAt = new Date();
        notes.push(
          describeStatusChange(who, label, {
            actionKey: action.key,
            to: action.to,
            matchAmount: input.matchAmount,
            reason: input.reason,
          }),
        );
        applyAction = (tx) =>
          rules.applyAction?.({ ...ctx, db: tx }, action, input, values, who) ??
          Promise.resolve([]);
      }
    }
    if (Object.keys(values).length === 0) return stored;

    return ctx.db.transaction(async (tx) => {
      // In the transaction: an action's checks (a match against the donor's other gifts) see the
      // rows as they are when it saves, under whatever lock the action takes.
      if (applyAction) notes.push(...(await applyAction(tx)));
      const row = await rules.updateAtVersion(tx, stored.id, stored.version, values);
      if (!row) throw staleVersion(rules.name, input.ifMatch);
      await rules.afterSave?.(tx, row, changes);
      await recordActivities(
        tx,
        historyTarget(rules.historyLink, row),
        actor,
        rules.activityType,
        notes,
      );
      return rules.toRecord(row, stored.campaign.name);
    });
  }

  return {
    update: recordProcedure(rules)
      // tRPC cannot check that a generic parser chains onto `{ id }` (an object after an
      // object); naming the parser type keeps each kind's exact input type.
      .input<z.ZodType<Input, RawInput>>(rules.updateInput as never)
      .mutation(({ ctx, input }) => applyUpdate(ctx, input as Input)),
    archive: recordProcedure(rules).mutation(({ ctx }) => applyUpdate(ctx, rules.archiveRequest)),
  };
}
