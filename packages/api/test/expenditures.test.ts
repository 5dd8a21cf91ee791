import { expenditures } from '@portal/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectTRPCError } from './harness';
import { expenditureInput, type RecordsWorld, useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const addDraft = (overrides: Record<string, unknown> = {}) =>
  world.campaignStaff.call((api) =>
    api.expenditures.create(expenditureInput(world.campaignId, overrides) as never),
  );

async function expenditureIn(status: string) {
  const created = await addDraft();
  await world.api.handle.db
    .update(expenditures)
    .set({ status: status as never })
    .where(eq(expenditures.id, created.id));
  return created.id;
}

type Who = keyof Pick<
  RecordsWorld,
  'campaignStaff' | 'campaignAdmin' | 'governmentAdmin' | 'assumingAdmin'
>;

describe('expenditures.create', () => {
  it('starts a draft keeping cents and dates', async () => {
    const created = await addDraft({ amount: 45.67, date: '2024-04-02' });
    expect(created).toMatchObject({ status: 'draft', amount: 45.67, date: '2024-04-02' });
  });

  it.each([
    [{ amount: null }, 'amount', 'The expenditure amount is required'],
    [{ name: '' }, 'name', 'The payee name is required'],
    [{ paymentMethod: 'check', checkNumber: '' }, 'checkNumber', 'Check number is required.'],
  ])('refuses %j naming the field', async (overrides, field, message) => {
    const error = await addDraft(overrides).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = (error as { cause: { issues: { path: string[]; message: string }[] } }).cause
      .issues;
    expect(issues).toContainEqual(expect.objectContaining({ path: [field], message }));
  });

  it('refuses a government admin out of edit mode', async () => {
    await expectTRPCError(
      world.governmentAdmin.call((api) =>
        api.expenditures.create(expenditureInput(world.campaignId) as never),
      ),
      'FORBIDDEN',
    );
  });
});

describe('expenditures.update: status changes by role', () => {
  it.each([
    ['campaignStaff', 'draft', 'archived'],
    ['campaignStaff', 'archived', 'draft'],
    ['campaignStaff', 'submitted', 'archived'],
    ['campaignAdmin', 'draft', 'submitted'],
    ['assumingAdmin', 'draft', 'submitted'],
    ['governmentAdmin', 'submitted', 'in_compliance'],
    ['governmentAdmin', 'submitted', 'out_of_compliance'],
    ['governmentAdmin', 'in_compliance', 'draft'],
  ] as [Who, string, string][])('%s moves %s to %s', async (who, from, to) => {
    const id = await expenditureIn(from);
    const updated = await world[who].call((api) => api.expenditures.update({ id, status: to }));
    expect(updated.status).toBe(to);
  });

  it.each([
    ['campaignStaff', 'draft', 'submitted'],
    ['campaignAdmin', 'submitted', 'in_compliance'],
    ['campaignAdmin', 'out_of_compliance', 'draft'],
    ['governmentAdmin', 'draft', 'submitted'],
    ['assumingAdmin', 'submitted', 'in_compliance'],
  ] as [Who, string, string][])('%s may not move %s to %s', async (who, from, to) => {
    const id = await expenditureIn(from);
    await expectTRPCError(
      world[who].call((api) => api.expenditures.update({ id, status: to })),
      'UNPROCESSABLE_CONTENT',
    );
  });

  it('out of compliance keeps the reason in the history', async () => {
    const id = await expenditureIn('submitted');
    await world.governmentAdmin.call((api) =>
      api.expenditures.update({ id, status: 'out_of_compliance', reason: 'Missing receipt' }),
    );
    const page = await world.campaignAdmin.call((api) =>
      api.activities.list({ expenditureId: id }),
    );
    expect(page.data[0]?.notes).toContain(
      `marked expenditure #${id} out of compliance: Missing receipt.`,
    );
  });
});

describe('expenditures.update: fields', () => {
  it('records each changed field and refuses a stale version', async () => {
    const created = await addDraft({ amount: 10 });
    await world.campaignStaff.call((api) =>
      api.expenditures.update({ id: created.id, version: 1, amount: 12.5 }),
    );
    await expectTRPCError(
      world.campaignAdmin.call((api) =>
        api.expenditures.update({ id: created.id, version: 1, amount: 13 }),
      ),
      'CONFLICT',
      'This expenditure was changed by someone else. Reload to see the latest version.',
    );
    const page = await world.campaignAdmin.call((api) =>
      api.activities.list({ expenditureId: created.id }),
    );
    expect(page.data[0]?.notes).toMatch(/changed amount from \$10\.00 to \$12\.50/);
  });

  it.each([
    ['campaignAdmin', 'submitted', 'UNPROCESSABLE_CONTENT'],
    ['campaignStaff', 'in_compliance', 'UNPROCESSABLE_CONTENT'],
    ['governmentAdmin', 'submitted', 'FORBIDDEN'],
  ] as [Who, string, string][])('%s may not edit a %s expenditure', async (who, status, code) => {
    const id = await expenditureIn(status);
    await expectTRPCError(
      world[who].call((api) => api.expenditures.update({ id, notes: 'changed' })),
      code as never,
    );
  });
});

describe('expenditures.list and archive', () => {
  it('filters by status and sorts by amount, within the caller campaign', async () => {
    const small = await world.otherStaff.call((api) =>
      api.expenditures.create(expenditureInput(world.otherCampaignId, { amount: 1.01 }) as never),
    );
    const large = await world.otherStaff.call((api) =>
      api.expenditures.create(expenditureInput(world.otherCampaignId, { amount: 99.99 }) as never),
    );
    await world.otherStaff.call((api) => api.expenditures.archive({ id: large.id }));

    const drafts = await world.otherStaff.call((api) =>
      api.expenditures.list({ filter: { status: 'draft' } }),
    );
    expect(drafts).toMatchObject({ total: 1, data: [{ id: small.id, status: 'draft' }] });
    const byAmount = await world.otherStaff.call((api) =>
      api.expenditures.list({ sort: { field: 'amount', direction: 'ASC' } }),
    );
    expect(byAmount.data.map((row) => row.amount)).toEqual([1.01, 99.99]);
    expect(byAmount.data[0]).toMatchObject({ campaignName: expect.any(String) });
  });

  it('archive refuses a stranger and an expenditure already judged in compliance', async () => {
    const id = await expenditureIn('in_compliance');
    await expectTRPCError(
      world.otherStaff.call((api) => api.expenditures.archive({ id })),
      'NOT_FOUND',
    );
    await expectTRPCError(
      world.campaignStaff.call((api) => api.expenditures.archive({ id })),
      'UNPROCESSABLE_CONTENT',
    );
  });
});
