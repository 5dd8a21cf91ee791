import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign, createGovernment, createUser, DEFAULT_PASSWORD } from './factories';
import { type Browser, type Caller, useTestApi } from './harness';

const ROWS = 100_000;
/**
 * Holding the export would hold 100,000 records (well over 100 MB of objects) or all of the CSV
 * text (over 30 MB); a streamed export holds one batch of 1,000 and one chunk of text at a time
 * (the ORESTAR XML: the entries of one document of 2,000 and its text).
 */
const HEAP_GROWTH_LIMIT = 24 * 1024 * 1024;

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
let governmentId: number;

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  const campaignId = (await createCampaign(db, governmentId)).id;
  const user = await createUser(db, { grants: [{ role: 'government_admin', governmentId }] });
  admin = await api.signIn({ email: user.email, password: DEFAULT_PASSWORD });
  await db.execute(sql`
    insert into contributions (government_id, campaign_id, status, type, sub_type, contributor_type,
      oae_type, amount_cents, date, first_name, last_name, address1, city, state, zip, notes)
    select ${governmentId}, ${campaignId}, 'submitted', 'contribution', 'cash', 'individual',
      'matchable', 100 + n % 25000, date '2024-01-01' + (n % 300), 'Donor', 'Number ' || n,
      n || ' Long Street Name Avenue', 'Portland', 'OR', '97201',
      'A note long enough to make each row weigh what a real one does, ' || n
    from generate_series(1, ${ROWS}) as n`);
}, 300_000);

/**
 * Reads an export to its end as the signed-in admin, handing each chunk to `onChunk`, and takes
 * the live heap every `every` chunks: its bytes and how far the live heap grew at most.
 */
async function exportHeapGrowth(
  open: (caller: Caller) => Promise<AsyncIterable<string>>,
  onChunk: (chunk: string) => void,
  every: number,
) {
  const start = liveHeap();
  let peak = start;
  let chunkCount = 0;
  let bytes = 0;
  await admin.call(async (caller) => {
    for await (const chunk of await open(caller)) {
      bytes += chunk.length;
      onChunk(chunk);
      chunkCount += 1;
      if (chunkCount % every === 0) peak = Math.max(peak, liveHeap());
    }
  });
  return { bytes, growth: peak - start };
}

const megabytes = (bytes: number) => (bytes / 2 ** 20).toFixed(1);

describe('a CSV export of 100,000 rows', () => {
  it('streams every row while the live heap grows by a bounded amount', async () => {
    let lines = 0;
    const { bytes, growth } = await exportHeapGrowth(
      (caller) =>
        caller.contributions.exportCsv({
          governmentId,
          sort: { field: 'amount', direction: 'ASC' },
        }),
      (chunk) => {
        for (let at = chunk.indexOf('\n'); at !== -1; at = chunk.indexOf('\n', at + 1)) lines += 1;
      },
      10,
    );
    console.info(
      `CSV export: ${ROWS} rows, ${megabytes(bytes)} MB of text, heap peak +${megabytes(growth)} MB`,
    );
    expect(lines).toBe(ROWS + 1);
    expect(bytes).toBeGreaterThan(HEAP_GROWTH_LIMIT);
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT);
  }, 300_000);
});

describe('an ORESTAR XML export of 100,000 rows', () => {
  it('streams its documents while the live heap grows by a bounded amount', async () => {
    let documents = 0;
    const { bytes, growth } = await exportHeapGrowth(
      (caller) => caller.contributions.exportXmlStream({ governmentId, filerId: '4321' }),
      (chunk) => {
        if (chunk.includes('"fileName"')) documents += 1;
      },
      5,
    );
    console.info(
      `XML export: ${ROWS} rows, ${documents} documents, ${megabytes(bytes)} MB of JSON text, heap peak +${megabytes(growth)} MB`,
    );
    expect(documents).toBe(ROWS / 2000);
    expect(bytes).toBeGreaterThan(HEAP_GROWTH_LIMIT);
    expect(growth).toBeLessThan(HEAP_GROWTH_LIMIT);
  }, 300_000);
});
