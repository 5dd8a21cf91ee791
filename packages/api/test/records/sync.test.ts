import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { RouterInputs } from '../../src';
import { SYNC_CURSOR_MESSAGE } from '../../src/records/list-engine/sync-page';
import { expectTRPCError } from '../support/harness';
import { contributionInput, expenditureWithoutAddress } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const addDraft = (amount: number) =>
  world.campaignStaff.call((api) =>
    api.contributions.create(contributionInput(world.campaignId, { amount })),
  );

type SyncInput = RouterInputs['contributions']['sync'];

const sync = (input: SyncInput) => world.campaignStaff.call((api) => api.contributions.sync(input));

/** Every id of a walk from its first page to its last, with rows written before each next page. */
async function walk(
  input: SyncInput,
  between: (page: number) => Promise<unknown> = async () => {},
) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let page = 0; ; page += 1) {
    const answer = await sync({ ...input, ...(cursor ? { cursor } : {}) });
    ids.push(...answer.data.map((row) => row.id));
    if (!answer.nextCursor) return ids;
    cursor = answer.nextCursor;
    await between(page);
  }
}

const databaseNow = async () => {
  const rows = (await world.api.handle.db.execute(
    sql`select clock_timestamp() as now`,
  )) as unknown as { now: Date | string }[] | { rows: { now: Date | string }[] };
  const [row] = Array.isArray(rows) ? rows : rows.rows;
  return new Date(row?.now ?? 0);
};

describe('contributions.sync', () => {
  it('walks every row once by cursor while rows are written between pages', async () => {
    const before = await walk({ campaignId: world.campaignId, limit: 500 });
    const written: number[] = [];
    for (let index = 0; index < 7; index += 1) written.push((await addDraft(10 + index)).id);
    const addedDuringWalk: number[] = [];

    const walked = await walk({ campaignId: world.campaignId, limit: 3 }, async () => {
      addedDuringWalk.push((await addDraft(99)).id);
    });

    expect(new Set(walked).size).toBe(walked.length);
    const expected = [...before, ...written, ...addedDuringWalk];
    expect([...walked].sort((a, b) => a - b)).toEqual([...expected].sort((a, b) => a - b));
    expect(addedDuringWalk).toHaveLength(2);
  });

  it('skips no row when a row already read changes between pages, and sends its new state', async () => {
    for (let index = 0; index < 6; index += 1) await addDraft(40 + index);
    const rows: { id: number; status: string }[] = [];
    let cursor: string | undefined;
    let archived: number | undefined;
    do {
      const answer = await sync({
        campaignId: world.campaignId,
        limit: 4,
        ...(cursor ? { cursor } : {}),
      });
      rows.push(...answer.data.map(({ id, status }) => ({ id, status })));
      cursor = answer.nextCursor ?? undefined;
      if (archived === undefined) {
        // An offset walk would now skip a row: the archived one left the first page's place.
        archived = rows[0]?.id ?? 0;
        await world.campaignStaff.call((api) => api.contributions.archive({ id: archived ?? 0 }));
      }
    } while (cursor);

    const everyId = await walk({ campaignId: world.campaignId, limit: 500 });
    expect(new Set(rows.map((row) => row.id))).toEqual(new Set(everyId));
    expect(rows.at(-1)).toEqual({ id: archived, status: 'archived' });
    expect(rows.filter((row) => row.id === archived)).toHaveLength(2);
    expect(rows.length).toBe(everyId.length + 1);
  });

  it('answers only what changed since an instant, status changes and archiving included', async () => {
    const unchanged = await addDraft(21);
    const toArchive = await addDraft(22);
    const toSubmit = await addDraft(23);
    const since = await databaseNow();
    await world.campaignStaff.call((api) => api.contributions.archive({ id: toArchive.id }));
    await world.campaignAdmin.call((api) =>
      api.contributions.update({ id: toSubmit.id, status: 'Submitted' }),
    );
    const created = await addDraft(24);

    const changed = await sync({ campaignId: world.campaignId, updatedSince: since.toISOString() });

    expect(changed.data.map((row) => [row.id, row.status])).toEqual([
      [toArchive.id, 'archived'],
      [toSubmit.id, 'submitted'],
      [created.id, 'draft'],
    ]);
    expect(changed.data.map((row) => row.id)).not.toContain(unchanged.id);
    expect(changed.nextCursor).toBeNull();
  });

  it('filters by status and keeps to what the caller may see', async () => {
    await addDraft(31);
    const drafts = await sync({ campaignId: world.campaignId, status: 'draft', limit: 500 });
    expect(drafts.data.length).toBeGreaterThan(0);
    expect(drafts.data.every((row) => row.status === 'draft')).toBe(true);

    const stranger = await world.otherStaff.call((api) =>
      api.contributions.sync({ campaignId: world.campaignId }),
    );
    expect(stranger.data).toEqual([]);
  });

  it('refuses a cursor it did not give, a misspelt field and a limit out of range', async () => {
    await expectTRPCError(sync({ cursor: 'not-a-cursor' }), 'BAD_REQUEST', SYNC_CURSOR_MESSAGE);
    await expectTRPCError(
      world.campaignStaff.call((api) =>
        api.contributions.sync({ campaignID: world.campaignId } as never),
      ),
      'BAD_REQUEST',
    );
    await expectTRPCError(sync({ limit: 501 }), 'BAD_REQUEST');
    await expectTRPCError(sync({ updatedSince: 'yesterday' }), 'BAD_REQUEST');
  });
});

describe('expenditures.sync', () => {
  it('pages expenditures by the same cursor', async () => {
    const created: number[] = [];
    for (let index = 0; index < 3; index += 1)
      created.push(
        (
          await world.campaignStaff.call((api) =>
            api.expenditures.create(expenditureWithoutAddress(world.campaignId)),
          )
        ).id,
      );
    const walked: number[] = [];
    let cursor: string | undefined;
    do {
      const answer = await world.campaignStaff.call((api) =>
        api.expenditures.sync({
          campaignId: world.campaignId,
          limit: 1,
          ...(cursor ? { cursor } : {}),
        }),
      );
      walked.push(...answer.data.map((row) => row.id));
      cursor = answer.nextCursor ?? undefined;
    } while (cursor);
    expect(new Set(walked).size).toBe(walked.length);
    expect(walked).toEqual(expect.arrayContaining(created));
  });
});
