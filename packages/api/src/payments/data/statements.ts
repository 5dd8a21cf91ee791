import { type DbOrTx, rowsOf } from '@portal/db';
import type { HoldBackReason, OffsetReason, StatementEntryInput } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { RunSummaryOutput } from '../outputs';

interface ItemRow {
  contribution_id: number;
  date: string;
  public_cents: number;
  reason: HoldBackReason | null;
}

interface OffsetRow {
  contribution_id: number;
  date: string;
  amount_cents: number;
  reason: OffsetReason;
}

/**
 * What a campaign's statement of one run lists: the run's matches of the campaign (paid or held
 * back), the offsets recorded since the campaign's previous approved run of the election (the run
 * deducts them), and the paid matches net of offsets before them.
 */
export async function statementFacts(
  db: DbOrTx,
  run: RunSummaryOutput,
  campaignId: number,
): Promise<{ openingPaidCents: number; entries: StatementEntryInput[] }> {
  // postgres.js takes a moment as text in raw SQL; PGlite takes either.
  const openedAt = sql`${run.createdAt.toISOString()}::timestamptz`;
  const earlierRuns = sql`
    select id, created_at from payment_runs
    where programme_id = ${run.programmeId} and status = 'approved' and id <> ${run.id}
      and created_at < ${openedAt}`;
  const boundary = sql`(select max(created_at) from (${earlierRuns}) earlier)`;
  const [items, offsets, opening] = await Promise.all([
    db.execute(sql`
      select contribution_id, date::text as date, public_cents, reason
      from payment_run_items where run_id = ${run.id} and campaign_id = ${campaignId}`),
    db.execute(sql`
      select f.contribution_id, (f.created_at at time zone 'America/Los_Angeles')::date::text as date,
        f.amount_cents, f.reason
      from payment_offsets f
      where f.campaign_id = ${campaignId} and f.created_at < ${openedAt}
        and (${boundary} is null or f.created_at >= ${boundary})`),
    db.execute(sql`
      select
        coalesce((select sum(m.paid_cents) from paid_matches m
          where m.campaign_id = ${campaignId} and m.run_id in (select id from (${earlierRuns}) r)), 0)
        - coalesce((select sum(f.amount_cents) from payment_offsets f
          where f.campaign_id = ${campaignId} and f.created_at < ${boundary}), 0) as cents`),
  ]);
  const entries: StatementEntryInput[] = [
    ...rowsOf<ItemRow>(items).map(
      (row): StatementEntryInput =>
        row.reason === null
          ? {
              kind: 'paid',
              runId: run.id,
              contributionId: row.contribution_id,
              date: row.date,
              cents: row.public_cents,
            }
          : {
              kind: 'held_back',
              runId: run.id,
              contributionId: row.contribution_id,
              date: row.date,
              cents: row.public_cents,
              reason: row.reason,
            },
    ),
    ...rowsOf<OffsetRow>(offsets).map(
      (row): StatementEntryInput => ({
        kind: 'offset',
        runId: null,
        contributionId: row.contribution_id,
        date: row.date,
        cents: row.amount_cents,
        reason: row.reason,
      }),
    ),
  ];
  const [openingRow] = rowsOf<{ cents: string | number | null }>(opening);
  return { openingPaidCents: Number(openingRow?.cents ?? 0), entries };
}

/** The approved runs that have a line for the campaign, newest first. */
export async function campaignStatements(db: DbOrTx, campaignId: number) {
  const result = await db.execute(sql`
    select r.id as run_id, r.cutoff_date::text as cutoff_date, r.approved_at, l.amount_cents
    from payment_run_lines l join payment_runs r on r.id = l.run_id
    where l.campaign_id = ${campaignId} and r.status = 'approved'
    order by r.id desc`);
  return rowsOf<{
    run_id: number;
    cutoff_date: string;
    approved_at: Date | string | null;
    amount_cents: number;
  }>(result).map((row) => ({
    runId: row.run_id,
    cutoffDate: row.cutoff_date,
    approvedAt: row.approved_at === null ? null : new Date(row.approved_at),
    amountCents: row.amount_cents,
  }));
}

/** The run's line of the campaign: its cap and amount; null when the run has none. */
export async function runLineOf(db: DbOrTx, runId: number, campaignId: number) {
  const result = await db.execute(sql`
    select cap_cents, amount_cents from payment_run_lines
    where run_id = ${runId} and campaign_id = ${campaignId}`);
  const [row] = rowsOf<{ cap_cents: number; amount_cents: number }>(result);
  return row ? { capCents: row.cap_cents, amountCents: row.amount_cents } : null;
}
