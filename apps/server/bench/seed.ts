/**
 * Fills a database with a programme at scale for `npm run bench`: the demo data (accounts,
 * campaigns, donors, a voter file, every status, map points), then multiplied by SQL inside the
 * database, so the copies keep the demo's distributions (mostly small gifts and a few large,
 * about 70% in Portland, every status, valid campaign and voter keys): 200 campaigns, `--rows`
 * contributions, a tenth as many expenditures, and half as many known contributors (500,000 at
 * a million). Reports rows per second.
 *
 *   npm run bench:seed -- --rows 1000000                 (PostgreSQL at DATABASE_URL)
 *   DATA_DIR=data-bench npm run bench:seed -- --rows 100000     (PGlite)
 */
import { isAbsolute, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { demoMatcher } from '@portal/api/matching';
import { type Database, migrateDatabase, openDatabase, seedDemo } from '@portal/db';
import { OFFICES } from '@portal/domain';
import { sql } from 'drizzle-orm';

const CAMPAIGNS = 200;
/** Where the copies of a Portland gift that move away go (n % 9 is 0 or 1). */
const NEIGHBOURS = [
  { city: 'Beaverton', zip: '97005', latitude: 45.4871, longitude: -122.8037 },
  { city: 'Gresham', zip: '97030', latitude: 45.4982, longitude: -122.4316 },
] as const;
/** Rows per statement: large enough to be few statements, small enough to report progress. */
const CHUNK = 50_000;

const { values: options } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: { rows: { type: 'string', default: '100000' } },
});
const rows = Number(options.rows);
if (!Number.isInteger(rows) || rows < 10_000) {
  console.error('--rows must be a whole number of at least 10000');
  process.exit(2);
}

const repositoryRoot = resolve(fileURLToPath(import.meta.url), '../../../..');
const dataDir = process.env.DATA_DIR ?? 'data';
const handle = await openDatabase({
  url: process.env.DATABASE_URL,
  dataDir: join(isAbsolute(dataDir) ? dataDir : join(repositoryRoot, dataDir), 'pglite'),
});
const { db } = handle;

/** Runs one statement, `total` rows at a time by `chunk`, printing the rate. */
async function fill(label: string, total: number, chunk: (from: number, to: number) => unknown) {
  const started = performance.now();
  for (let from = 1; from <= total; from += CHUNK) {
    const to = Math.min(from + CHUNK - 1, total);
    await db.execute(chunk(from, to) as ReturnType<typeof sql>);
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r${label}: ${to.toLocaleString('en-US')} rows, ${Math.round(to / seconds).toLocaleString('en-US')} rows/s   `,
    );
  }
  process.stdout.write('\n');
}

async function count(table: string): Promise<number> {
  const result = await db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`));
  const list = Array.isArray(result) ? result : (result as { rows: { n: string }[] }).rows;
  return Number(list[0]?.n ?? 0);
}

async function addCampaigns(target: Database) {
  const existing = await count('campaigns');
  const offices = sql.raw(`array[${OFFICES.map((office) => `'${office}'`).join(', ')}]`);
  await target.execute(sql`
    insert into campaigns (government_id, name, office_sought, email)
    select 1, 'Bench Candidate ' || n || ' for Office 2024', (${offices})[1 + n % ${OFFICES.length}],
      'team' || n || '@bench.example.org'
    from generate_series(${existing + 1}::int, ${CAMPAIGNS}::int) as n`);
}

/**
 * Statistics for the planner and the visibility map for index-only scans; PGlite has no
 * autovacuum, and PostgreSQL's would come too late for the first run.
 */
async function vacuumAnalyze() {
  const started = performance.now();
  for (const table of ['contributions', 'expenditures', 'known_contributors', 'campaigns'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  console.log(`vacuum analyze: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const enableGeocodingTrigger = () =>
  db.execute(sql`alter table contributions enable trigger contributions_geocoding_enqueue`);

try {
  await migrateDatabase(handle);
  const started = performance.now();
  const { seeded } = await seedDemo(db, { matcher: demoMatcher });
  if (!seeded && (await count('contributions')) >= rows) {
    // A migration may have rewritten a table since; its visibility map starts empty again.
    await vacuumAnalyze();
    console.log('The database holds the bench data already; only vacuumed.');
    process.exit(0);
  }
  await addCampaigns(db);
  // Copies of the demo's rows, numbered so each copy picks a template, a campaign and a voter.
  await db.execute(sql`create temporary table bench_templates as
    select row_number() over (order by id) as k, * from contributions`);
  await db.execute(sql`create temporary table bench_campaigns as
    select row_number() over (order by id) - 1 as k, id from campaigns where government_id = 1`);
  await db.execute(sql`create temporary table bench_expense_templates as
    select row_number() over (order by id) as k, * from expenditures`);
  await db.execute(sql`create temporary table bench_voters as
    select row_number() over (order by id, record_seq) - 1 as k, * from known_contributors`);
  const templates = await count('bench_templates');
  const expenseTemplates = await count('bench_expense_templates');
  const voters = await count('known_contributors');

  const knownTarget = Math.floor(rows / 2) - voters;
  if (knownTarget > 0)
    await fill(
      'known contributors',
      knownTarget,
      (from, to) => sql`
      insert into known_contributors (id, record_seq, first_name, last_name, address1, address2,
        city, state, zip, zip_plus_four, county, normalized_first_name, normalized_last_name,
        normalized_address)
      select 'B' || n, 1, v.first_name, v.last_name,
        regexp_replace(v.address1, '^[0-9]+', (100 + n % 9800)::text), v.address2, v.city, v.state,
        v.zip, v.zip_plus_four, v.county, v.normalized_first_name, v.normalized_last_name,
        regexp_replace(v.normalized_address, '^[0-9]+', (100 + n % 9800)::text)
      from generate_series(${from}::int, ${to}::int) as n
      join bench_voters v on v.k = n % ${voters}`,
    );

  const contributionTarget = rows - (await count('contributions'));
  // The demo's donors are 90% in Portland; two copies in nine of a Portland gift move to a
  // neighbouring city with its own point, which leaves about 70% in Portland.
  const elsewhere = (value: string, field: keyof (typeof NEIGHBOURS)[number]) =>
    sql.raw(
      `case when t.city ilike 'portland' and n % 9 < 2 then (array[${NEIGHBOURS.map((place) => (typeof place[field] === 'string' ? `'${place[field]}'` : String(place[field]))).join(', ')}])[1 + n % 9] else ${value} end`,
    );
  // Geocoding jobs are written in one statement afterwards rather than by the row trigger.
  await db.execute(sql`alter table contributions disable trigger contributions_geocoding_enqueue`);
  // Campaign sizes are skewed, as in a real election: the square of a uniform draw.
  const campaignOf = (n: string) =>
    sql.raw(
      `(select id from bench_campaigns where bench_campaigns.k = floor(${CAMPAIGNS} * power(((${n}::bigint * 7919) % 10007) / 10007.0, 2))::int)`,
    );
  await fill(
    'contributions',
    contributionTarget,
    (from, to) => sql`
    insert into contributions (government_id, campaign_id, created_by_id, status, type, sub_type,
      contributor_type, oae_type, in_kind_type, in_kind_description, payment_method, check_number,
      amount_cents, date, first_name, middle_initial, last_name, name, address1, address2, city,
      state, zip, email, phone, phone_type, occupation, occupation_letter_date, employer_name,
      employer_city, employer_state, employer_country, notes, compliant, match_amount_cents,
      match_id, match_strength, match_in_portland, donor_key, batch_id, latitude, longitude,
      created_at, updated_at, submitted_at)
    select t.government_id, ${campaignOf('n')}, t.created_by_id, t.status, t.type, t.sub_type,
      t.contributor_type, t.oae_type, t.in_kind_type, t.in_kind_description, t.payment_method,
      t.check_number, t.amount_cents, t.date, t.first_name, t.middle_initial, t.last_name, t.name,
      t.address1, t.address2, ${elsewhere('t.city', 'city')}, t.state, ${elsewhere('t.zip', 'zip')},
      t.email, t.phone, t.phone_type, t.occupation,
      t.occupation_letter_date, t.employer_name, t.employer_city, t.employer_state,
      t.employer_country, t.notes, t.compliant, t.match_amount_cents, t.match_id, t.match_strength,
      t.match_in_portland, t.donor_key, t.batch_id || '-' || n,
      ${elsewhere('t.latitude', 'latitude')} + (n % 97 - 48) * 0.00002,
      ${elsewhere('t.longitude', 'longitude')} + (n % 89 - 44) * 0.00002,
      t.created_at + n * interval '1 millisecond', t.updated_at + n * interval '1 millisecond',
      t.submitted_at
    from generate_series(${from}::int, ${to}::int) as n
    join bench_templates t on t.k = 1 + n % ${templates}`,
  );

  await enableGeocodingTrigger();
  await db.execute(sql`
    insert into geocoding_jobs (government_id, target, target_id, state, precision)
    select government_id, 'contribution', id, case when latitude is null then 'waiting' else 'placed' end,
      case when latitude is null then null else 'address' end
    from contributions on conflict (target, target_id) do nothing`);

  const expenditureTarget = Math.floor(rows / 10) - (await count('expenditures'));
  if (expenditureTarget > 0 && expenseTemplates > 0)
    await fill(
      'expenditures',
      expenditureTarget,
      (from, to) => sql`
      insert into expenditures (government_id, campaign_id, created_by_id, status, amount_cents,
        date, type, sub_type, payment_method, check_number, purpose, payee_type, name, address1,
        address2, city, state, zip, notes, date_original_transaction,
        vendor_for_original_purchase, created_at, updated_at, submitted_at)
      select t.government_id, ${campaignOf('n')}, t.created_by_id, t.status, t.amount_cents,
        t.date, t.type, t.sub_type, t.payment_method, t.check_number, t.purpose, t.payee_type,
        t.name, t.address1, t.address2, t.city, t.state, t.zip, t.notes,
        t.date_original_transaction, t.vendor_for_original_purchase,
        t.created_at + n * interval '1 millisecond', t.updated_at + n * interval '1 millisecond',
        t.submitted_at
      from generate_series(${from}::int, ${to}::int) as n
      join bench_expense_templates t on t.k = 1 + n % ${expenseTemplates}`,
    );

  await vacuumAnalyze();
  console.log(
    `${(await count('contributions')).toLocaleString('en-US')} contributions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
} finally {
  await enableGeocodingTrigger();
  await handle.close();
}
