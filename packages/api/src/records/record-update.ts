import { DomainError, dollarsToCents, type FieldErrors, type RecordKind } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { z } from 'zod';
import type { FieldChange } from './activities/notes';

/** The payload fields an update names (anything not undefined), merged over the stored values. */
export function mergeChanges<Field extends string>(
  stored: Record<Field, unknown>,
  input: Partial<Record<Field, unknown>>,
  fields: readonly Field[],
): Record<Field, unknown> {
  const merged = { ...stored };
  for (const field of fields) {
    const value = input[field];
    if (value !== undefined) merged[field] = value;
  }
  return merged;
}

/** Fields whose normalised value differs from the stored one. */
export function diffFields<Field extends string>(
  stored: Record<Field, unknown>,
  next: Record<Field, unknown>,
  fields: readonly Field[],
): FieldChange[] {
  return fields
    .filter((field) => !Object.is(stored[field] ?? null, next[field] ?? null))
    .map((field) => ({ field, before: stored[field] ?? null, after: next[field] ?? null }));
}

/**
 * Refuses a merged record that breaks the form rules: a 400 whose message is the first rule
 * broken and whose validationErrors name each field, exactly as a create would answer.
 */
export function assertNoFieldErrors(errors: FieldErrors): void {
  const entries = Object.entries(errors).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  const [first] = entries;
  if (!first) return;
  const issues = entries.map(([field, message]) => ({
    code: 'custom' as const,
    path: [field],
    message,
    input: undefined,
  }));
  throw new TRPCError({ code: 'BAD_REQUEST', message: first[1], cause: new z.ZodError(issues) });
}

/** The refusal for an update made against a version someone else has since replaced. */
export const staleVersion = (
  kind: RecordKind,
  /** The version came from an `If-Match` header: the HTTP precondition failed (412). */
  viaIfMatch = false,
): DomainError =>
  new DomainError(
    viaIfMatch ? 'PRECONDITION_FAILED' : 'CONFLICT',
    `This ${kind} was changed by someone else. Reload to see the latest version.`,
  );

/**
 * The field part of an update: merge the named fields over the stored ones, validate the result
 * with the form rules, normalise it as a create would, and list what really changed.
 */
export function planFieldChanges<Field extends string, Payload extends object>(
  stored: Record<Field, unknown>,
  input: Partial<Record<Field, unknown>>,
  fields: readonly Field[],
  rules: {
    validate: (record: Record<Field, unknown>) => FieldErrors;
    normalise: (record: Record<Field, unknown>) => Payload;
  },
): { payload: Payload | null; changes: FieldChange[] } {
  const merged = mergeChanges(stored, input, fields);
  if (diffFields(stored, merged, fields).length === 0) return { payload: null, changes: [] };
  assertNoFieldErrors(rules.validate(merged));
  const payload = rules.normalise(merged);
  return {
    payload,
    changes: diffFields(stored, payload as unknown as Record<Field, unknown>, fields),
  };
}

/** Column values for the changed payload fields: the amount in integer cents, the rest as is. */
export function changedColumns(
  payload: { amount: number } | null,
  changes: readonly FieldChange[],
): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  if (!payload) return values;
  for (const { field } of changes) {
    if (field === 'amount') values.amountCents = dollarsToCents(payload.amount);
    else values[field] = (payload as Record<string, unknown>)[field];
  }
  return values;
}

/** The stored values of the payload fields, to merge an update into. */
export function storedFields<Field extends string>(
  record: Record<Field, unknown>,
  fields: readonly Field[],
): Record<Field, unknown> {
  const picked = {} as Record<Field, unknown>;
  for (const field of fields) picked[field] = record[field];
  return picked;
}
