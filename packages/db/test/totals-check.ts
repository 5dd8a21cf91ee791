import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/client';
import { queryRows } from './helpers';

/** Totals keyed `kind government campaign status` -> [count, amount cents, match cents]. */
export type Totals = Record<string, [number, number, number]>;

/** `kind government campaign status` -> [count, amount, match], every figure a number. */
export function keyed(rows: Record<string, string | number>[]): Totals {
  const totals: Totals = {};
  for (const row of rows) {
    const key = `${row.kind} ${row.government_id} ${row.campaign_id} ${row.status}`;
    totals[key] = [Number(row.count), Number(row.amount_cents), Number(row.match_amount_cents)];
  }
  return totals;
}

/** Per-campaign totals added up per government, keyed `kind government all status`. */
export function addedUpPerGovernment(totals: Totals): Totals {
  const added: Totals = {};
  for (const [key, [count, amount, match]] of Object.entries(totals)) {
    const [kind, government, , status] = key.split(' ');
    const governmentKey = `${kind} ${government} all ${status}`;
    const [sumCount, sumAmount, sumMatch] = added[governmentKey] ?? [0, 0, 0];
    added[governmentKey] = [sumCount + count, sumAmount + amount, sumMatch + match];
  }
  // A government whose campaigns' figures cancel out keeps a zero row, which `kept` leaves out.
  return Object.fromEntries(
    Object.entries(added).filter(([, figures]) => figures.some((figure) => figure !== 0)),
  );
}

/** The kept totals (`record_totals`), rows with records only. */
export async function keptTotals(db: Database): Promise<Totals> {
  return keyed(
    await queryRows<Record<string, string | number>>(
      db,
      sql`select kind, government_id, campaign_id, status, count, amount_cents, match_amount_cents
          from record_totals where count <> 0 or amount_cents <> 0 or match_amount_cents <> 0`,
    ),
  );
}

/** The same figures counted from the records themselves. */
export async function countedTotals(db: Database): Promise<Totals> {
  return keyed(
    await queryRows<Record<string, string | number>>(
      db,
      sql`select 'contribution' as kind, government_id, campaign_id, status, count(*) as count,
            sum(amount_cents) as amount_cents,
            coalesce(sum(match_amount_cents), 0) as match_amount_cents
          from contributions group by government_id, campaign_id, status
          union all
          select 'expenditure', government_id, campaign_id, status, count(*), sum(amount_cents), 0
          from expenditures group by government_id, campaign_id, status`,
    ),
  );
}

/** The kept totals of each government (`record_government_totals`), keyed `kind gov all status`. */
export async function keptGovernmentTotals(db: Database): Promise<Totals> {
  return keyed(
    await queryRows<Record<string, string | number>>(
      db,
      sql`select kind, government_id, 'all' as campaign_id, status, count, amount_cents,
            match_amount_cents
          from record_government_totals
          where count <> 0 or amount_cents <> 0 or match_amount_cents <> 0`,
    ),
  );
}

/** The last statement of migration `record_government_totals_flush`: its backfill. */
export function governmentTotalsBackfill(): string {
  return lastStatementOf(
    '0035_record_government_totals_flush.sql',
    'INSERT INTO record_government_totals',
  );
}

/** A migration's last statement, which must start with `start`. */
function lastStatementOf(file: string, start: string): string {
  const migration = readFileSync(
    join(dirname(fileURLToPath(import.meta.url)), '../migrations', file),
    'utf8',
  );
  const statement = migration.split('--> statement-breakpoint').at(-1)?.trim() ?? '';
  if (!statement.startsWith(start)) throw new Error(`${file} does not end with its backfill`);
  return statement;
}

/** Counts keyed `kind owner date status` (the government or the campaign), zero rows left out. */
export type DayCounts = Record<string, number>;

/** The owner of a day totals table's rows: `record_government_day_totals` or `record_campaign_day_totals`. */
export type DayLevel = 'government' | 'campaign';

const ownerColumn = (level: DayLevel) => sql.raw(`${level}_id`);

const dayKeyed = (rows: Record<string, string | number>[]): DayCounts =>
  Object.fromEntries(
    rows
      .filter((row) => Number(row.count) !== 0)
      .map((row) => [`${row.kind} ${row.owner_id} ${row.date} ${row.status}`, Number(row.count)]),
  );

/** The kept day totals of each government or campaign. */
export async function keptDayCounts(db: Database, level: DayLevel): Promise<DayCounts> {
  return dayKeyed(
    await queryRows<Record<string, string | number>>(
      db,
      sql`select kind, ${ownerColumn(level)} as owner_id, date::text as date, status, count
          from ${sql.raw(`record_${level}_day_totals`)}`,
    ),
  );
}

/** The same counts from the records themselves. */
export async function countedDayCounts(db: Database, level: DayLevel): Promise<DayCounts> {
  const owner = ownerColumn(level);
  return dayKeyed(
    await queryRows<Record<string, string | number>>(
      db,
      sql`select 'contribution' as kind, ${owner} as owner_id, date::text as date, status,
            count(*)
          from contributions group by ${owner}, date, status
          union all
          select 'expenditure', ${owner}, date::text, status, count(*)
          from expenditures group by ${owner}, date, status`,
    ),
  );
}

/** The last statement of the migration that made a level's day totals: its backfill. */
export function dayTotalsBackfill(level: DayLevel): string {
  return level === 'government'
    ? lastStatementOf(
        '0038_record_government_day_totals.sql',
        'INSERT INTO record_government_day_totals',
      )
    : lastStatementOf(
        '0040_record_campaign_day_totals.sql',
        'INSERT INTO record_campaign_day_totals',
      );
}
