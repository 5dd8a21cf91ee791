/**
 * Payments at scale: 1,000,000 contributions of 200 campaigns, then the three timed steps a
 * government admin takes: open a run (its lines and every match it pays or holds back), approve
 * it (every match marked paid in one transaction), and one campaign's statement of 10,000 lines
 * as CSV. Goals: opening and approving at most 2 s each, the statement at most 1 s.
 *
 *   DATABASE_URL=postgres://... pnpm --filter @portal/api bench:payments [-- --contributions 1000000]
 *
 * Needs PostgreSQL (a scratch database: the bench creates its tables and writes its rows there).
 * The steps run the procedures' own queries and rules (`payments/data`, `@portal/domain`).
 */
import { parseArgs } from 'node:util';
import { migrateDatabase, openDatabase } from '@portal/db';
import { computePaymentRun } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { candidateMatches } from '../src/payments/data/candidates';
import { campaignFacts } from '../src/payments/data/ledgers';
import { programmeFor } from '../src/payments/data/programmes';
import { findRun, insertDraftRun, markApproved, payRunMatches } from '../src/payments/data/runs';
import { statementFileChunks } from '../src/payments/files';
import { ledgerOf } from '../src/payments/rules';
import { statementOfRun } from '../src/payments/statement-of-run';

const { values } = parseArgs({
  options: {
    contributions: { type: 'string', default: '1000000' },
    campaigns: { type: 'string', default: '200' },
  },
});
const CONTRIBUTIONS = Number(values.contributions);
const CAMPAIGNS = Number(values.campaigns);
const SLICE = 20_000;
const url = process.env.DATABASE_URL;
if (!url) throw new Error('The payments bench needs DATABASE_URL (a scratch PostgreSQL database)');

const timed = async <T>(label: string, run: () => Promise<T>): Promise<T> => {
  const started = performance.now();
  const result = await run();
  console.log(`${label}: ${((performance.now() - started) / 1000).toFixed(2)} s`);
  return result;
};

const handle = await openDatabase({ url });
const { db } = handle;
await migrateDatabase(handle);

await timed(`writing ${CONTRIBUTIONS.toLocaleString()} contributions`, async () => {
  const [government] = (await db.execute(
    sql`insert into governments (name) values ('Bench City') returning id`,
  )) as unknown as { id: number }[];
  const governmentId = government?.id ?? 0;
  await db.execute(sql`
    insert into campaigns (government_id, name, office_sought)
    select ${governmentId}, 'Bench campaign ' || n || ' 2028',
      (array['Mayor','Auditor','Councilor District 1','Councilor District 2'])[1 + n % 4]
    from generate_series(1, ${CAMPAIGNS}::int) n`);
  await db.execute(sql`
    insert into payment_programmes (government_id, election_name, contributions_from, election_date)
    values (${governmentId}, 'Bench election', '2027-01-01', '2028-11-07')`);
  await db.execute(sql`
    insert into payment_programme_offices (programme_id, office, cap_cents, qualifying_contributions)
    select p.id, o, 1000000000, 250 from payment_programmes p,
      unnest(array['Mayor','Auditor','Councilor District 1','Councilor District 2']) o
    where p.government_id = ${governmentId}`);
  // The first campaign gets 12,000 gifts (its statement passes 10,000 lines); the rest share
  // the others. Two in three are approved matches, some wait for review, a few are out of
  // compliance, the rest are not matchable.
  // In slices: the record triggers' summaries of one huge statement outgrow memory and time.
  for (let first = 1; first <= CONTRIBUTIONS; first += SLICE) {
    const last = Math.min(first + SLICE - 1, CONTRIBUTIONS);
    await db.execute(sql`
    insert into contributions (government_id, campaign_id, status, type, sub_type, contributor_type,
      oae_type, amount_cents, date, first_name, last_name, address1, city, state, zip,
      compliant, match_amount_cents, match_in_portland, donor_key)
    select ${governmentId}, c.first_id + case when n <= 12000 then 0 else 1 + n % (${CAMPAIGNS}::int - 1) end,
      case when n % 20 = 0 then 'submitted' when n % 50 = 1 then 'out_of_compliance' else 'processed' end,
      'contribution', 'cash', 'individual',
      case when n % 3 = 2 then 'allowable' else 'matchable' end,
      500 + n % 9500, date '2027-01-01' + (n % 600),
      'Bench', 'Donor' || n, '1 Main St', 'Portland', 'OR', '97201',
      case when n % 20 = 0 then null when n % 50 = 1 then false else true end,
      case when n % 3 = 2 or n % 20 = 0 then null else 2000 end,
      true, 'voter:' || n
    from generate_series(${first}::int, ${last}::int) n,
      (select min(id) as first_id from campaigns where government_id = ${governmentId}) c`);
    if (last % 100_000 === 0) console.log(`  ${last.toLocaleString()} written`);
  }
  await db.execute(sql`analyze`);
  return governmentId;
});

const [bench] = (await db.execute(
  sql`select max(id) as id from governments where name = 'Bench City'`,
)) as unknown as { id: number }[];
const governmentId = bench?.id ?? 0;
const cutoffDate = '2028-06-30';

const runId = await timed('open a run (draft, lines, items)', async () => {
  const programme = await programmeFor(db, governmentId, cutoffDate);
  if (!programme) throw new Error('no programme');
  return db.transaction(async (tx) => {
    const [facts, matches] = await Promise.all([
      campaignFacts(tx, programme, cutoffDate),
      candidateMatches(tx, programme, cutoffDate),
    ]);
    const run = computePaymentRun({
      ledgers: facts.map((campaign) => ledgerOf(programme, campaign)),
      matches,
    });
    console.log(
      `  ${run.lines.length} lines, ${run.included.length.toLocaleString()} matches paid, ${run.heldBack.length.toLocaleString()} held back`,
    );
    return insertDraftRun(tx, {
      governmentId,
      programmeId: programme.id,
      cutoffDate,
      createdById: null,
      run,
    });
  });
});

await timed('approve the run', () =>
  db.transaction(async (tx) => {
    await markApproved(tx, runId, null);
    await payRunMatches(tx, runId);
  }),
);

await timed('statement of the first campaign as CSV', async () => {
  const run = await findRun(db, runId);
  const [campaign] = (await db.execute(
    sql`select min(id) as id, min(name) as name from campaigns where government_id = ${governmentId}`,
  )) as unknown as { id: number; name: string }[];
  if (!run || !campaign) throw new Error('no run');
  const statement = await statementOfRun(db, run, campaign);
  let bytes = 0;
  for await (const chunk of statementFileChunks(statement ?? ({ entries: [] } as never)))
    bytes += chunk.length;
  console.log(
    `  ${statement?.entries.length.toLocaleString()} lines, ${bytes.toLocaleString()} bytes`,
  );
});

await handle.close();
