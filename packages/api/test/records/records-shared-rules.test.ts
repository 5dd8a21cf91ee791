import { describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { type RecordKind, recordsOf, type Who } from './record-kinds';
import { useRecordsWorld } from './records-fixture';

/**
 * The rules contributions and expenditures share, asked of both kinds through their own
 * procedures. Each table holds both kinds' rows, so what a contribution has that an expense does
 * not (Processed and Awaiting against In Compliance) shows side by side.
 */
const world = useRecordsWorld();

/** A record of that kind put straight into a status, with its kind's procedures. */
async function recordOfKindIn(kind: RecordKind, status: string) {
  const records = recordsOf(world, kind);
  return { records, id: await records.recordIn(status) };
}

describe('update: status changes by role', () => {
  it.each([
    { kind: 'contribution', who: 'campaignStaff', from: 'draft', to: 'archived' },
    { kind: 'contribution', who: 'campaignStaff', from: 'archived', to: 'draft' },
    { kind: 'contribution', who: 'campaignStaff', from: 'submitted', to: 'archived' },
    { kind: 'contribution', who: 'campaignAdmin', from: 'draft', to: 'submitted' },
    { kind: 'contribution', who: 'assumingAdmin', from: 'draft', to: 'submitted' },
    { kind: 'contribution', who: 'governmentAdmin', from: 'submitted', to: 'processed' },
    { kind: 'contribution', who: 'governmentAdmin', from: 'submitted', to: 'awaiting' },
    { kind: 'contribution', who: 'governmentAdmin', from: 'submitted', to: 'out_of_compliance' },
    { kind: 'contribution', who: 'governmentAdmin', from: 'processed', to: 'draft' },
    { kind: 'expenditure', who: 'campaignStaff', from: 'draft', to: 'archived' },
    { kind: 'expenditure', who: 'campaignStaff', from: 'archived', to: 'draft' },
    { kind: 'expenditure', who: 'campaignStaff', from: 'submitted', to: 'archived' },
    { kind: 'expenditure', who: 'campaignAdmin', from: 'draft', to: 'submitted' },
    { kind: 'expenditure', who: 'assumingAdmin', from: 'draft', to: 'submitted' },
    { kind: 'expenditure', who: 'governmentAdmin', from: 'submitted', to: 'in_compliance' },
    { kind: 'expenditure', who: 'governmentAdmin', from: 'submitted', to: 'out_of_compliance' },
    { kind: 'expenditure', who: 'governmentAdmin', from: 'in_compliance', to: 'draft' },
  ] as { kind: RecordKind; who: Who; from: string; to: string }[])(
    '$kind: $who moves $from to $to',
    async ({ kind, who, from, to }) => {
      const { records, id } = await recordOfKindIn(kind, from);
      const updated = await records.update(world[who], { id, status: to });
      expect(updated.status).toBe(to);
      expect(updated.version).toBe(2);
    },
  );

  it.each([
    ['contribution', 'campaignStaff', 'draft', 'submitted', 'to Submitted as Campaign Staff'],
    ['contribution', 'campaignAdmin', 'submitted', 'processed', 'to Processed'],
    ['contribution', 'campaignAdmin', 'processed', 'draft', 'to Draft'],
    ['contribution', 'governmentAdmin', 'draft', 'submitted', 'to Submitted'],
    ['contribution', 'assumingAdmin', 'submitted', 'processed', 'to Processed in edit mode'],
    ['expenditure', 'campaignStaff', 'draft', 'submitted', 'to Submitted as Campaign Staff'],
    ['expenditure', 'campaignAdmin', 'submitted', 'in_compliance', 'to In Compliance'],
    ['expenditure', 'campaignAdmin', 'out_of_compliance', 'draft', 'to Draft'],
    ['expenditure', 'governmentAdmin', 'draft', 'submitted', 'to Submitted'],
    ['expenditure', 'assumingAdmin', 'submitted', 'in_compliance', 'to In Compliance in edit mode'],
  ] as [RecordKind, Who, string, string, string][])(
    '%s: %s may not move %s to %s',
    async (kind, who, from, to, message) => {
      const { records, id } = await recordOfKindIn(kind, from);
      const error = await records
        .update(world[who], { id, status: to })
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'UNPROCESSABLE_CONTENT' });
      expect((error as Error).message).toContain(`cannot be moved ${message}`);
      const read = await records.get(world.campaignAdmin, id);
      expect(read.status).toBe(from);
    },
  );
});

describe('update: who may edit fields in which status', () => {
  const editNotes = async (kind: RecordKind, who: Who, status: string) => {
    const { records, id } = await recordOfKindIn(kind, status);
    return records.update(world[who], { id, notes: 'changed' });
  };

  it.each([
    ['contribution', 'campaignAdmin', 'submitted'],
    ['contribution', 'campaignStaff', 'processed'],
    ['expenditure', 'campaignAdmin', 'submitted'],
    ['expenditure', 'campaignStaff', 'in_compliance'],
  ] as [RecordKind, Who, string][])(
    '%s: %s may not edit fields of a %s one (UNPROCESSABLE_CONTENT)',
    async (kind, who, status) => {
      await expectTRPCError(editNotes(kind, who, status), 'UNPROCESSABLE_CONTENT');
    },
  );

  it.each(['contribution', 'expenditure'] as RecordKind[])(
    '%s: a government admin out of edit mode may not edit fields of a submitted one (FORBIDDEN)',
    async (kind) => {
      await expectTRPCError(editNotes(kind, 'governmentAdmin', 'submitted'), 'FORBIDDEN');
    },
  );
});

describe('create: a refused field is named with its message', () => {
  it.each([
    ['contribution', { date: '' }, 'date', 'Contribution date is required'],
    ['contribution', { amount: null }, 'amount', 'The contribution amount is required'],
    ['contribution', { firstName: '' }, 'firstName', 'First name is required.'],
    ['contribution', { zip: '' }, 'zip', 'Your zipcode is required'],
    ['expenditure', { amount: null }, 'amount', 'The expenditure amount is required'],
    ['expenditure', { name: '' }, 'name', 'The payee name is required'],
    [
      'expenditure',
      { paymentMethod: 'check', checkNumber: '' },
      'checkNumber',
      'Check number is required.',
    ],
  ] as [RecordKind, object, string, string][])(
    '%s: refuses %j',
    async (kind, overrides, field, message) => {
      const error = await recordsOf(world, kind)
        .addDraft(overrides)
        .catch((caught: unknown) => caught);
      expect(error).toMatchObject({ code: 'BAD_REQUEST' });
      const issues = (error as { cause: { issues: { path: string[]; message: string }[] } }).cause
        .issues;
      expect(issues).toContainEqual(expect.objectContaining({ path: [field], message }));
    },
  );
});
