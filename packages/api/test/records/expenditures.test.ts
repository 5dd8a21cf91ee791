import { describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { expenditureInput } from './record-inputs';
import { recordsOf } from './record-kinds';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const { addDraft, recordIn: expenditureIn, historyOf } = recordsOf(world, 'expenditure');

// Status moves by role, field edits by status and the named refusals of create:
// records-shared-rules.test.ts.
describe('expenditures.create', () => {
  it('starts a draft keeping cents and dates', async () => {
    const created = await addDraft({ amount: 45.67, date: '2024-04-02' });
    expect(created).toMatchObject({ status: 'draft', amount: 45.67, date: '2024-04-02' });
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

describe('expenditures.update: status changes', () => {
  it('out of compliance keeps the reason in the history', async () => {
    const id = await expenditureIn('submitted');
    await world.governmentAdmin.call((api) =>
      api.expenditures.update({ id, status: 'out_of_compliance', reason: 'Missing receipt' }),
    );
    expect((await historyOf(id))[0]).toContain(
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
    expect((await historyOf(created.id))[0]).toMatch(/changed amount from \$10\.00 to \$12\.50/);
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
