import { describe, expect, it } from 'vitest';
import { allPages, type PageRequest } from '../src/pages';

const rows = Array.from({ length: 230 }, (_, n) => ({ id: n + 1 }));
const list =
  (source: { id: number }[], asked: number[] = []) =>
  async (input: PageRequest & { status: string }) => {
    const page = Number(input.page);
    const perPage = Number(input.perPage);
    asked.push(page);
    return { data: source.slice(page * perPage, (page + 1) * perPage), total: source.length };
  };

describe('allPages', () => {
  it('yields every row once, in order, asking page after page with the same filters', async () => {
    const asked: number[] = [];
    const seen: number[] = [];
    for await (const row of allPages(list(rows, asked), { status: 'Submitted' }, 100)) {
      seen.push(row.id);
    }
    expect(seen).toEqual(rows.map((row) => row.id));
    expect(asked).toEqual([0, 1, 2]);
  });

  it('stops after a full last page without asking for an empty one', async () => {
    const asked: number[] = [];
    const seen = [];
    for await (const row of allPages(list(rows.slice(0, 200), asked), { status: 'all' }, 100)) {
      seen.push(row);
    }
    expect(seen).toHaveLength(200);
    expect(asked).toEqual([0, 1]);
  });

  it('reads past an estimated total that is short, to the first short page', async () => {
    const estimated = async (input: PageRequest & { status: string }) => ({
      ...(await list(rows)(input)),
      total: 120,
      totalIsEstimate: true,
    });
    const seen = [];
    for await (const row of allPages(estimated, { status: 'all' }, 100)) seen.push(row);
    expect(seen).toHaveLength(230);
  });

  it('ends on an empty list', async () => {
    const seen = [];
    for await (const row of allPages(list([]), { status: 'all' })) seen.push(row);
    expect(seen).toEqual([]);
  });
});
