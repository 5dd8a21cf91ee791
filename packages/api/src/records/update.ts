import type { Database, DbOrTx } from '@portal/db';
import {
  assertFieldsEditable,
  boundedText,
  type DetailReadOnlyInput,
  type FieldErrors,
  TEXT_LIMITS,
  versionSchema,
} from '@portal/domain';
import { z } from 'zod';
import {
  changedColumns,
  planFieldChanges,
  staleVersion,
  storedFields,
} from '../access/record-update';
import type { RecordActor } from '../access/scope';
import { recordActivities } from '../data/activities';
import {
  actorLabel,
  describeFieldChange,
  describeStatusChange,
  type FieldChange,
} from '../routers/activities/notes';
import { historyTarget, type RecordKindNames, type RecordLookup, type StoredRecord } from './kind';
import { recordProcedure } from './procedure';

/** What every update body carries besides the record's fields: its version and the reason. */
export const updateControlsShape = {
  /** The version the caller read; a stale one is refused instead of overwriting. */
  version: versionSchema.optional(),
  /** The version came from an `If-Match` header, so a stale one answers 412, not 409. */
  ifMatch: z.boolean().optional(),
  /** The Out of Compliance reason, kept in the history with the status change. */
  reason: boundedText('Reason', TEXT_LIMITS.note).nullish(),
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

/**
 * How a kind is updated: its form's fields and rules, its transition table, and the steps only
 * some kinds take (contributions: review fields, compliance, match amounts, donor matching).
 */
export interface UpdateRules<
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  Field extends string,
  Row,
  Values,
  Action extends AllowedAction,
> extends Pick<RecordKindNames, 'name' | 'historyLink' | 'activityType'> {
  fields: readonly Field[];
  validate: (record: Record<Field, unknown>) => FieldErrors;
  normalise: (record: Record<Field, unknown>) => { amount: number };
  updateAtVersion: (db: DbOrTx, id: number, version: number, values: Values) => Promise<Row | null>;
  toRecord: (row: Row, campaignName: string) => Stored;
  /** What `DELETE /{kind}/{id}` asks: a move to archived (the trash) under the same rules. */
  archiveRequest: Input;
  /** Looks the requested move up in the kind's transition table; refuses one not allowed. */
  allowedAction: (actor: RecordActor, stored: Stored, input: Input) => Action;
  /** Refusals before anything is compared. */
  refuse?: (stored: Stored, input: Input) => void;
  /** Fields besides the form's that the request changes, for the field-rights check. */
  reviewFields?: (input: Input) => string[];
  /** Whether the request asks for a decision of the table even with no move and no field. */
  asksDecision?: (input: Input) => boolean;
  /** Whether an action that keeps the status still acts. */
  actsInPlace?: (action: Action) => boolean;
  /** The action's own columns and checks beyond the status; answers extra history lines. */
  applyAction?: (
    ctx: UpdateContext<Stored>,
    action: Action,
    input: Input,
    values: Record<string, unknown>,
    who: string,
  ) => Promise<string[]>;
  /** Runs in the update's transaction once the row is saved. */
  afterSave?: (
    tx: DbOrTx,
    row: Row & { id: number },
    changes: readonly FieldChange[],
  ) => Promise<void>;
}

/**
 * `PUT /{kind}/{id}` (and the archive): merges the changed fields into the stored record,
 * validates the result with the form rules, checks field rights and the transition table for the
 * caller's role, and saves only if nobody saved in between. Every changed field and the status
 * change are written to the history in the same transaction.
 */
export async function applyRecordUpdate<
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  Field extends string,
  Row extends { id: number; governmentId: number; campaignId: number },
  Values,
  Action extends AllowedAction,
>(
  rules: UpdateRules<Stored, Input, Field, Row, Values, Action>,
  ctx: UpdateContext<Stored>,
  input: Input,
): Promise<Stored> {
  const { record: stored, actor } = ctx;
  rules.refuse?.(stored, input);
  if (input.version !== undefined && input.version !== stored.version)
    throw staleVersion(rules.name, input.ifMatch);

  const { payload, changes } = planFieldChanges(
    storedFields(stored as unknown as Record<Field, unknown>, rules.fields),
    input as Partial<Record<Field, unknown>>,
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
  if (movesStatus || changes.length > 0 || rules.asksDecision?.(input)) {
    const action = rules.allowedAction(actor, stored, input);
    if (action.to !== null && (action.to !== stored.status || rules.actsInPlace?.(action))) {
      values.status = action.to;
      if (action.to === 'submitted') values.submittedAt = new Date();
      const actionNotes = (await rules.applyAction?.(ctx, action, input, values, who)) ?? [];
      notes.push(
        describeStatusChange(who, label, {
          actionKey: action.key,
          to: action.to,
          matchAmount: input.matchAmount,
          reason: input.reason,
        }),
        ...actionNotes,
      );
    }
  }
  if (Object.keys(values).length === 0) return stored;

  return ctx.db.transaction(async (tx) => {
    const row = await rules.updateAtVersion(tx, stored.id, stored.version, values as Values);
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

type UpdateKind<
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  Field extends string,
  Row extends { id: number; governmentId: number; campaignId: number },
  Values,
  Action extends AllowedAction,
> = UpdateRules<Stored, Input, Field, Row, Values, Action> &
  RecordLookup<Stored> &
  Pick<RecordKindNames, 'notFoundMessage'>;

/** `PUT /{kind}/{id}` with the kind's update body. */
export const updateProcedure = <
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  RawInput,
  Field extends string,
  Row extends { id: number; governmentId: number; campaignId: number },
  Values,
  Action extends AllowedAction,
>(
  kind: UpdateKind<Stored, Input, Field, Row, Values, Action>,
  updateInput: z.ZodType<Input, RawInput>,
) =>
  recordProcedure(kind)
    // tRPC cannot check that a generic parser chains onto `{ id }` (an object after an object);
    // naming the parser type keeps each kind's exact input type, checked where it is given.
    .input<z.ZodType<Input, RawInput>>(updateInput as never)
    .mutation(({ ctx, input }) => applyRecordUpdate(kind, ctx, input as Input));

/**
 * `DELETE /{kind}/{id}`: moves the record to archived (the trash), under the same transition
 * rules as an update to status archived; records are never deleted.
 */
export const archiveProcedure = <
  Stored extends StoredRecord,
  Input extends UpdateRequest,
  Field extends string,
  Row extends { id: number; governmentId: number; campaignId: number },
  Values,
  Action extends AllowedAction,
>(
  kind: UpdateKind<Stored, Input, Field, Row, Values, Action>,
) => recordProcedure(kind).mutation(({ ctx }) => applyRecordUpdate(kind, ctx, kind.archiveRequest));
