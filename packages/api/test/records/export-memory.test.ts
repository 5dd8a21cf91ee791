import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createCampaign,
  createGovernment,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { type Browser, type Caller, useTestApi } from '../support/harness';

/**
 * A streamed export holds one batch of 1,000 records and one chunk of text at a time (the ORESTAR
 * XML: the entries of one document of 2,000 and its text), so its live heap stays the same however
 * many rows it reads. An export that held its records or its text would grow with them: the same
 * export of many more rows would need at least the extra text's size more. So each export runs
 * twice, on a small and on a large government, and the larger one may grow the heap by less than
 * three quarters of the extra text. (The heap's own noise, a few MB on a busy machine, is why the
 * larger CSV export is ten times the smaller: CSV text is the leaner. The same comparison at
 * 100,000 rows costs the suite a minute of CPU and proves no more.)
 */
const SMALL_ROWS = 4_000;
const LARGE_ROWS = { csv: 40_000, xml: 16_000 };

// What the export keeps alive, not the garbage it leaves for later: the heap is measured after a
// full collection, which V8 offers to code once the flag is set.
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;
const liveHeap = () => {
  collectGarbage();
  return process.memoryUsage().heapUsed;
};

const api = useTestApi();
let admin: Browser;
const governments = { small: 0, largeCsv: 0, largeXml: 0 };

beforeAll(async () => {
  const { db } = api.handle;
  const grants = [];
  for (const [size, rows] of [
    ['small', SMALL_ROWS],
    ['largeCsv', LARGE_ROWS.csv],
    ['largeXml', LARGE_ROWS.xml],
  ] as const) {
    const governmentId = (await createGovernment(db)).id;
    const campaignId = (await createCampaign(db, governmentId)).id;
    governments[size] = governmentId;
    grants.push({ role: 'government_admin' as const, governmentId });
    await db.execute(sql`
      insert into contributions (government_id, campaign_id, status, type, sub_type,
        contributor_type, oae_type, amount_cents, date, first_name, last_name, address1, city,
        state, zip, notes)
      select ${governmentId}, ${campaignId}, 'submitted', 'contribution', 'cash', 'individual',
        'matchable', 100 + n % 25000, date '2024-01-01' + (n % 300), 'Donor', 'Number ' || n,
        n || ' Long Street Name Avenue', 'Portland', 'OR', '97201',
        'A note long enough to make each row weigh what a real one does, ' || n
      from generate_series(1, ${rows}) as n`);
  }
  const user = await createUser(db, { grants });
  admin = await api.signIn({ email: user.email, password: DEFAULT_PASSWORD });
});

interface ExportReading {
  bytes: number;
  /** How far the live heap grew at most while the export was read. */
  growth: number;
}

/**
 * Reads an export to its end as the signed-in admin, handing each chunk to `onChunk`, and takes
 * the live heap after every chunk.
 */
async function readExport(
  open: (caller: Caller) => Promise<AsyncIterable<string>>,
  onChunk: (chunk: string) => void,
): Promise<ExportReading> {
  const start = liveHeap();
  let peak = start;
  let bytes = 0;
  await admin.call(async (caller) => {
    for await (const chunk of await open(caller)) {
      bytes += chunk.length;
      onChunk(chunk);
      peak = Math.max(peak, liveHeap());
    }
  });
  return { bytes, growth: peak - start };
}

const megabytes = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

/** The larger export grew the live heap by less than three quarters of the text it added. */
function expectHeapNotToGrowWithRows(
  kind: string,
  small: ExportReading,
  large: ExportReading & { rows: number },
) {
  const extraText = large.bytes - small.bytes;
  console.info(
    `${kind} export: heap peak +${megabytes(small.growth)} MB at ${SMALL_ROWS} rows, ` +
      `+${megabytes(large.growth)} MB at ${large.rows} rows (${megabytes(extraText)} MB more text)`,
  );
  expect(extraText).toBeGreaterThan(8 * 2 ** 20);
  expect(large.growth - small.growth).toBeLessThan((extraText * 3) / 4);
}

describe('a CSV export', () => {
  it('streams every row while the live heap stays the same for ten times the rows', async () => {
    const csvExport = async (governmentId: number) => {
      let lines = 0;
      const reading = await readExport(
        (caller) =>
          caller.contributions.exportCsv({
            governmentId,
            sort: { field: 'amount', direction: 'ASC' },
          }),
        (chunk) => {
          for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) {
            lines += 1;
          }
        },
      );
      return { ...reading, lines };
    };
    // The first export compiles code and fills caches that stay for good: not part of either.
    await csvExport(governments.small);
    const small = await csvExport(governments.small);
    const large = await csvExport(governments.largeCsv);
    expect(small.lines).toBe(SMALL_ROWS + 1);
    expect(large.lines).toBe(LARGE_ROWS.csv + 1);
    expectHeapNotToGrowWithRows('CSV', small, { ...large, rows: LARGE_ROWS.csv });
  });
});

describe('an ORESTAR XML export', () => {
  it('streams its documents while the live heap stays the same for four times the rows', async () => {
    const xmlExport = async (governmentId: number) => {
      let documents = 0;
      const reading = await readExport(
        (caller) => caller.contributions.exportXmlStream({ governmentId, filerId: '4321' }),
        (chunk) => {
          if (chunk.includes('"fileName"')) documents += 1;
        },
      );
      return { ...reading, documents };
    };
    await xmlExport(governments.small);
    const small = await xmlExport(governments.small);
    const large = await xmlExport(governments.largeXml);
    expect(small.documents).toBe(SMALL_ROWS / 2000);
    expect(large.documents).toBe(LARGE_ROWS.xml / 2000);
    expectHeapNotToGrowWithRows('XML', small, { ...large, rows: LARGE_ROWS.xml });
  });
});
