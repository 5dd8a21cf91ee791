import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ContributionExportRow,
  contributionEntry,
  type OrestarExportSource,
  orestarExport,
  orestarExportJson,
} from '../../src/records/exports';
import { contributionRow } from './export-rows';

/** `rows` contributions in batches of uneven sizes, as the cursor hands them over. */
async function* batchesOf(rows: number, read: { batches: number } = { batches: 0 }) {
  const sizes = [1, 250, 999, 250];
  for (let first = 0, index = 0; first < rows; index += 1) {
    const size = Math.min(sizes[index % sizes.length] as number, rows - first);
    read.batches += 1;
    yield Array.from({ length: size }, (_, offset) =>
      contributionRow({ id: first + offset + 1, lastName: `Donor${(first + offset) % 2500}` }),
    );
    first += size;
  }
}

const source = (
  rows: number,
  read?: { batches: number },
): OrestarExportSource<ContributionExportRow> => ({
  kind: 'contributions',
  filerId: ' 12345 ',
  batches: batchesOf(rows, read),
  toEntry: contributionEntry,
});

const text = async (chunks: AsyncIterable<string>) => {
  let all = '';
  for await (const chunk of chunks) all += chunk;
  return all;
};

describe('the ORESTAR export streamed as JSON text', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2024-05-06T07:08:09.010Z'));
  });
  afterEach(() => vi.useRealTimers());

  it.each([0, 1, 2000, 2001, 4000, 4001])(
    'of %i rows is the bytes of the whole answer',
    async (rows) => {
      const whole = await orestarExport(source(rows));
      expect(await text(orestarExportJson(source(rows)))).toBe(JSON.stringify(whole));
      expect(whole.documents).toHaveLength(Math.ceil(rows / 2000));
    },
    60_000,
  );

  it('numbers the files only when there are several', async () => {
    const names = async (rows: number) =>
      (await orestarExport(source(rows))).documents.map((document) => document.fileName);
    expect(await names(2000)).toEqual(['contributions-download-2024-05-06T070809Z.xml']);
    expect(await names(2001)).toEqual([
      'contributions-download-2024-05-06T070809Z-1.xml',
      'contributions-download-2024-05-06T070809Z-2.xml',
    ]);
  });

  it('writes each document before the rows of the next are read', async () => {
    const read = { batches: 0 };
    const chunks = orestarExportJson(source(10_000, read))[Symbol.asyncIterator]();
    expect((await chunks.next()).value).toBe('{"documents":[');
    const first = (await chunks.next()).value as string;
    expect(first).toContain('"fileName":"contributions-download-2024-05-06T070809Z-1.xml"');
    // Up to the 2,001st row, which shows that another document follows: the 7th batch
    // (1 + 250 + 999 + 250 + 1 + 250 = 1,751 rows before it), of 27.
    expect(read.batches).toBe(7);
    await chunks.return?.();
  });
});
