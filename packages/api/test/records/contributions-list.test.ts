import { beforeAll, describe, expect, it } from 'vitest';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

// A campaign of its own so the counts below are exact.
let ids: number[] = [];

beforeAll(async () => {
  const amounts = [5, 30.5, 12.34];
  const dates = ['2024-01-31', '2024-02-01', '2024-02-29'];
  ids = [];
  for (const [index, amount] of amounts.entries()) {
    const created = await world.otherStaff.call((api) =>
      api.contributions.create(
        contributionInput(world.otherCampaignId, { amount, date: dates[index] }),
      ),
    );
    ids.push(created.id);
  }
  await world.otherStaff.call((api) =>
    api.contributions.update({ id: ids[2] ?? 0, status: 'archived' }),
  );
});

const list = (input: object) =>
  world.otherStaff.call((api) => api.contributions.list(input as never));

describe('contributions.list', () => {
  it('defaults to newest date first, page 0 of 50, with the total', async () => {
    const page = await list({});
    expect(page).toMatchObject({ page: 0, perPage: 50, total: 3 });
    expect(page.data.map((row) => row.date)).toEqual(['2024-02-29', '2024-02-01', '2024-01-31']);
    expect(page.data.map((row) => row.amount)).toEqual([12.34, 30.5, 5]);
  });

  it.each([
    [{ from: '2024-02-01' }, ['2024-02-29', '2024-02-01']],
    [{ from: '2024-02-02' }, ['2024-02-29']],
    [{ to: '2024-01-31' }, ['2024-01-31']],
    [{ to: '2024-01-30' }, []],
    [{ from: '2024-02-01', to: '2024-02-01' }, ['2024-02-01']],
    [{ status: 'Archived' }, ['2024-02-29']],
    [{ status: 'draft' }, ['2024-02-01', '2024-01-31']],
    [{ status: 'all' }, ['2024-02-29', '2024-02-01', '2024-01-31']],
  ])('filter %j lists %j', async (filter, dates) => {
    const page = await list({ filter });
    expect(page.data.map((row) => row.date)).toEqual(dates);
    expect(page.total).toBe(dates.length);
  });

  // On PostgreSQL a list row is made from the driver's values by the list's own mapping (its
  // timestamps carry their JSON text), the record `get` answers through drizzle: the same JSON.
  it('answers each row as the record reads, with its display name and campaign name last', async () => {
    const page = await list({ filter: { status: 'all' } });
    expect(page.data).toHaveLength(3);
    for (const listRow of page.data) {
      // `get` adds the record's comments, which a list leaves out.
      const { comments: _comments, ...record } = await world.otherStaff.call((api) =>
        api.contributions.get({ id: listRow.id }),
      );
      const { campaignName, ...row } = listRow;
      expect(Object.keys(listRow).at(-1)).toBe('campaignName');
      expect(campaignName).toBe(record.campaign.name);
      expect(row.name).toBe('Ada Lovelace');
      // The same text, keys in the same order: what a script reading the JSON sees.
      expect(JSON.stringify(row)).toBe(JSON.stringify({ ...record, name: row.name }));
    }
  });

  it('sorts by a whitelisted field in either direction', async () => {
    const ascending = await list({ sort: { field: 'amount', direction: 'ASC' } });
    expect(ascending.data.map((row) => row.amount)).toEqual([5, 12.34, 30.5]);
    const error = await list({ sort: { field: 'password', direction: 'ASC' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('refuses a range whose start is after its end', async () => {
    const error = await list({ filter: { from: '2024-03-01', to: '2024-02-01' } }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ code: 'BAD_REQUEST' });
    const issues = (error as { cause: { issues: { message: string }[] } }).cause.issues;
    expect(issues.map((issue) => issue.message)).toEqual(['Range is not valid']);
  });

  it('pages with offset page x perPage and keeps the total past the end', async () => {
    const more = [];
    for (let index = 0; index < 50; index += 1)
      more.push(
        world.otherStaff.call((api) =>
          api.contributions.create(
            contributionInput(world.otherCampaignId, { date: '2023-06-01', notes: 'paging' }),
          ),
        ),
      );
    await Promise.all(more);
    const first = await list({ page: 0, perPage: 50 });
    const second = await list({ page: 1, perPage: 50 });
    expect(first.data).toHaveLength(50);
    expect(second.data).toHaveLength(3);
    expect(second.total).toBe(53);
    const overlap = second.data.filter((row) => first.data.some((other) => other.id === row.id));
    expect(overlap).toEqual([]);
    const beyond = await list({ page: 5, perPage: 50 });
    expect(beyond).toMatchObject({ data: [], total: 53 });
  });
});
