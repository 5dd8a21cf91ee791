import { type DbOrTx, rowsOf } from '@portal/db';
import { BUSINESS_TIME_ZONE, EXPENDITURE_PURPOSES } from '@portal/domain';
import { type SQL, sql } from 'drizzle-orm';

/** Which public activity to read: a government's campaigns (or one), handed in within the days. */
export interface ActivityScope {
  governmentId: number;
  /** Null: every campaign of the government. */
  campaignId: number | null;
  /** From this moment (inclusive) to `to` (exclusive). */
  from: Date;
  to: Date;
}

/** One campaign's new public activity of one business day: counts and totals only, no donor. */
export interface ActivityDay {
  campaignId: number;
  campaignName: string;
  /** The Pacific calendar date the records were handed in. */
  day: string;
  /** The newest moment a record of the day was handed in. */
  updated: Date;
  contributions: { count: number; amountCents: number };
  /** Per spending category (the expense's purpose), largest total first. */
  expenses: { category: string; count: number; amountCents: number }[];
}

interface SourceRow {
  campaign_id: number;
  campaign_name: string;
  day: string;
  category: string | null;
  count: string | number;
  amount_cents: string | number;
  updated: string | Date;
}

/**
 * One kind of public activity, grouped per campaign, handed-in day and category (null where the
 * kind has none). A payments table adds its source here, and `ActivityDay` a field for it.
 */
interface ActivitySource {
  kind: 'contributions' | 'expenses';
  rows(db: DbOrTx, scope: ActivityScope): Promise<SourceRow[]>;
}

/** A moment as a raw query's parameter: postgres.js takes no Date there, PGlite takes both. */
const moment = (value: Date) => sql`${value.toISOString()}::timestamptz`;

const dayOf = (column: SQL) => sql`(${column} at time zone ${BUSINESS_TIME_ZONE})::date::text`;

const campaignClause = (scope: ActivityScope, table: SQL) =>
  scope.campaignId === null ? sql`` : sql`and ${table}.campaign_id = ${scope.campaignId}`;

/**
 * Contributions handed in (submitted or processed: the dashboard's public statuses), without the
 * city's own matching payments, which are no donation. The statuses are literals so the partial
 * index of public records by hand-in moment applies.
 */
const contributionSource: ActivitySource = {
  kind: 'contributions',
  async rows(db, scope) {
    return rowsOf<SourceRow>(
      await db.execute(sql`
        select r.campaign_id, c.name as campaign_name, ${dayOf(sql`r.submitted_at`)} as day,
          null as category, count(*) as count, sum(r.amount_cents) as amount_cents,
          max(r.submitted_at) as updated
        from contributions r join campaigns c on c.id = r.campaign_id
        where r.status in ('submitted', 'processed')
          and r.submitted_at >= ${moment(scope.from)} and r.submitted_at < ${moment(scope.to)}
          and r.government_id = ${scope.governmentId} ${campaignClause(scope, sql`r`)}
          and r.oae_type <> 'public_matching_contribution'
        group by 1, 2, 3`),
    );
  },
};

/** Expenses handed in (every status but draft and archived), by purpose. */
const expenseSource: ActivitySource = {
  kind: 'expenses',
  async rows(db, scope) {
    return rowsOf<SourceRow>(
      await db.execute(sql`
        select r.campaign_id, c.name as campaign_name, ${dayOf(sql`r.submitted_at`)} as day,
          r.purpose as category, count(*) as count, sum(r.amount_cents) as amount_cents,
          max(r.submitted_at) as updated
        from expenditures r join campaigns c on c.id = r.campaign_id
        where r.status in ('submitted', 'in_compliance', 'out_of_compliance')
          and r.submitted_at >= ${moment(scope.from)} and r.submitted_at < ${moment(scope.to)}
          and r.government_id = ${scope.governmentId} ${campaignClause(scope, sql`r`)}
        group by 1, 2, 3, 4`),
    );
  },
};

const ACTIVITY_SOURCES: readonly ActivitySource[] = [contributionSource, expenseSource];

const categoryLabel = (purpose: string | null) =>
  purpose === null
    ? 'Uncategorised'
    : (EXPENDITURE_PURPOSES.labels[purpose as keyof typeof EXPENDITURE_PURPOSES.labels] ?? purpose);

/**
 * The public activity of the scope, one entry per campaign and day that has any, newest day
 * first (then by campaign name): what a feed entry and a digest's paragraph say.
 */
export async function readActivityDays(db: DbOrTx, scope: ActivityScope): Promise<ActivityDay[]> {
  const days = new Map<string, ActivityDay>();
  for (const source of ACTIVITY_SOURCES) {
    for (const row of await source.rows(db, scope)) {
      const key = `${row.campaign_id}|${row.day}`;
      const updated = new Date(row.updated);
      let entry = days.get(key);
      if (!entry) {
        entry = {
          campaignId: row.campaign_id,
          campaignName: row.campaign_name,
          day: row.day,
          updated,
          contributions: { count: 0, amountCents: 0 },
          expenses: [],
        };
        days.set(key, entry);
      }
      if (updated > entry.updated) entry.updated = updated;
      const figures = { count: Number(row.count), amountCents: Number(row.amount_cents) };
      if (source.kind === 'contributions') entry.contributions = figures;
      else entry.expenses.push({ category: categoryLabel(row.category), ...figures });
    }
  }
  for (const entry of days.values()) entry.expenses.sort((a, b) => b.amountCents - a.amountCents);
  return [...days.values()].sort(
    (a, b) =>
      b.day.localeCompare(a.day) ||
      a.campaignName.localeCompare(b.campaignName) ||
      a.campaignId - b.campaignId,
  );
}

/** The campaign's name and government, or null when it does not exist. */
export async function findCampaign(db: DbOrTx, campaignId: number) {
  const [row] = rowsOf<{ id: number; name: string; government_id: number }>(
    await db.execute(sql`select id, name, government_id from campaigns where id = ${campaignId}`),
  );
  return row ? { id: row.id, name: row.name, governmentId: row.government_id } : null;
}
