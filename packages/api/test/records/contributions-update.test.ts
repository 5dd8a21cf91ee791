import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { recordsOf, type Who } from './record-kinds';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const { addDraft, recordIn: contributionIn, historyOf: history } = recordsOf(world, 'contribution');

// The status moves by role, and who may edit fields in which status: records-shared-rules.test.ts.
describe('contributions.update: status changes', () => {
  it('records who submitted it in the history', async () => {
    const id = await contributionIn('draft');
    await world.campaignAdmin.call((api) => api.contributions.update({ id, status: 'Submitted' }));
    const notes = await history(id);
    expect(notes[0]).toMatch(new RegExp(`submitted contribution #${id}\\.$`));
  });

  it('in compliance sets processed and compliant; out of compliance keeps the reason', async () => {
    const first = await contributionIn('submitted');
    const approved = await world.governmentAdmin.call((api) =>
      api.contributions.update({ id: first, status: 'processed', compliant: true }),
    );
    expect(approved).toMatchObject({ status: 'processed', compliant: true });

    const second = await contributionIn('submitted');
    const refused = await world.governmentAdmin.call((api) =>
      api.contributions.update({
        id: second,
        status: 'out_of_compliance',
        reason: 'Over Limit',
      }),
    );
    expect(refused).toMatchObject({ status: 'out_of_compliance', compliant: false });
    expect((await history(second))[0]).toContain(
      `marked contribution #${second} out of compliance: Over Limit.`,
    );
  });

  it('matching sets processed, compliant and the match amount in cents', async () => {
    const id = await contributionIn('submitted');
    const matched = await world.governmentAdmin.call((api) =>
      api.contributions.update({ id, status: 'processed', matchAmount: 12.34 }),
    );
    expect(matched).toMatchObject({ status: 'processed', compliant: true, matchAmount: 12.34 });
    expect((await history(id))[0]).toContain('for $12.34');
  });
});

describe('contributions.update: fields', () => {
  it('saves changed fields only, one history line each, keeping cents', async () => {
    const created = await addDraft({ amount: 10 });
    const updated = await world.campaignStaff.call((api) =>
      api.contributions.update({ id: created.id, version: 1, amount: 12, city: 'Portland' }),
    );
    expect(updated.amount).toBe(12);
    expect(await history(created.id)).toEqual([
      expect.stringMatching(/changed amount from \$10\.00 to \$12\.00 on contribution/),
      expect.stringContaining('added contribution'),
    ]);
  });

  it('writes nothing when the sent fields equal the stored ones', async () => {
    const created = await addDraft();
    const same = await world.campaignStaff.call((api) =>
      api.contributions.update({ id: created.id, version: 1, amount: 12.34, city: 'Portland' }),
    );
    expect(same.version).toBe(1);
    expect(await history(created.id)).toHaveLength(1);
  });

  it('refuses a stale version and keeps the other person change', async () => {
    const created = await addDraft();
    await world.campaignAdmin.call((api) =>
      api.contributions.update({ id: created.id, version: 1, notes: 'first' }),
    );
    await expectTRPCError(
      world.campaignStaff.call((api) =>
        api.contributions.update({ id: created.id, version: 1, notes: 'second' }),
      ),
      'CONFLICT',
      'This contribution was changed by someone else. Reload to see the latest version.',
    );
    const read = await world.campaignAdmin.call((api) => api.contributions.get({ id: created.id }));
    expect(read).toMatchObject({ notes: 'first', version: 2 });
  });

  it('validates the merged record and names the field', async () => {
    const created = await addDraft();
    const error = await world.campaignStaff
      .call((api) => api.contributions.update({ id: created.id, zip: '' }))
      .catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'BAD_REQUEST', message: 'Your zipcode is required' });
  });

  it.each([
    ['campaignAdmin', { compliant: true }],
    ['campaignStaff', { matchAmount: 5 }],
    ['assumingAdmin', { compliant: false }],
  ] as [Who, object][])('%s may not set the government admin field %j', async (who, change) => {
    const id = await contributionIn('submitted');
    await expectTRPCError(
      world[who].call((api) => api.contributions.update({ id, ...change })),
      'FORBIDDEN',
    );
  });

  it('lets a government admin in edit mode edit a submitted contribution', async () => {
    const id = await contributionIn('submitted');
    const updated = await world.assumingAdmin.call((api) =>
      api.contributions.update({ id, notes: 'fixed by the city' }),
    );
    expect(updated.notes).toBe('fixed by the city');
    expect((await history(id))[0]).toContain('(on behalf of');
  });

  it('rolls the change back when its history line cannot be written', async () => {
    const created = await addDraft();
    // A trigger that refuses one history line proves the change and its line share a transaction.
    await world.api.handle.db.execute(sql`
      create or replace function refuse_test_history() returns trigger as $$
      begin
        if new.notes like '%refuse-this-history%' then raise exception 'history refused'; end if;
        return new;
      end $$ language plpgsql`);
    await world.api.handle.db.execute(sql`
      create trigger refuse_test_history before insert on activities
      for each row execute function refuse_test_history()`);
    await expectTRPCError(
      world.campaignStaff.call((api) =>
        api.contributions.update({ id: created.id, notes: 'refuse-this-history' }),
      ),
      'INTERNAL_SERVER_ERROR',
    );
    const read = await world.campaignAdmin.call((api) => api.contributions.get({ id: created.id }));
    expect(read).toMatchObject({ notes: null, version: 1 });
    expect(await history(created.id)).toHaveLength(1);
  });

  it('archive moves a draft to archived; a stranger cannot', async () => {
    const created = await addDraft();
    await expectTRPCError(
      world.otherStaff.call((api) => api.contributions.archive({ id: created.id })),
      'NOT_FOUND',
    );
    const archived = await world.campaignStaff.call((api) =>
      api.contributions.archive({ id: created.id }),
    );
    expect(archived.status).toBe('archived');
  });
});
