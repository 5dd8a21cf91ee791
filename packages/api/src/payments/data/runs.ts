import {
  batchesOf,
  campaignPayees,
  campaigns,
  type DbOrTx,
  paymentProgrammes,
  paymentRunItems,
  paymentRunLines,
  paymentRuns,
} from '@portal/db';
import type { HoldBackReason, PaymentRun, PaymentRunStatus } from '@portal/domain';
import { and, asc, count, desc, eq, gte, isNotNull, ne, sql } from 'drizzle-orm';
import type { RunOutput, RunSummaryOutput } from '../outputs';

const summaryColumns = {
  id: paymentRuns.id,
  governmentId: paymentRuns.governmentId,
  programmeId: paymentRuns.programmeId,
  electionName: paymentProgrammes.electionName,
  cutoffDate: paymentRuns.cutoffDate,
  status: paymentRuns.status,
  totalCents: paymentRuns.totalCents,
  campaignCount:
    sql<number>`(select count(*) from payment_run_lines l where l.run_id = ${paymentRuns.id})`.mapWith(
      Number,
    ),
  createdAt: paymentRuns.createdAt,
  approvedAt: paymentRuns.approvedAt,
};

export async function findRun(db: DbOrTx, id: number): Promise<RunSummaryOutput | null> {
  const [row] = await db
    .select(summaryColumns)
    .from(paymentRuns)
    .innerJoin(paymentProgrammes, eq(paymentProgrammes.id, paymentRuns.programmeId))
    .where(eq(paymentRuns.id, id));
  return row ?? null;
}

/** A government's runs, newest first. */
export function listRuns(db: DbOrTx, governmentId: number): Promise<RunSummaryOutput[]> {
  return db
    .select(summaryColumns)
    .from(paymentRuns)
    .innerJoin(paymentProgrammes, eq(paymentProgrammes.id, paymentRuns.programmeId))
    .where(eq(paymentRuns.governmentId, governmentId))
    .orderBy(desc(paymentRuns.id));
}

/** Rows per insert: the items' six columns stay far below PostgreSQL's 65,535 parameters. */
const ITEMS_PER_INSERT = 5_000;

/**
 * Saves a computed run as a draft: the run, a line per campaign, and each match it pays or holds
 * back (with the reason). The caller's transaction holds them together.
 */
export async function insertDraftRun(
  tx: DbOrTx,
  draft: {
    governmentId: number;
    programmeId: number;
    cutoffDate: string;
    createdById: number | null;
    run: PaymentRun;
  },
): Promise<number> {
  const [row] = await tx
    .insert(paymentRuns)
    .values({
      governmentId: draft.governmentId,
      programmeId: draft.programmeId,
      cutoffDate: draft.cutoffDate,
      totalCents: draft.run.totalCents,
      createdById: draft.createdById,
    })
    .returning({ id: paymentRuns.id });
  if (!row) throw new Error('Inserting a payment run returned no row');
  const runId = row.id;
  for (const lines of batchesOf(draft.run.lines, ITEMS_PER_INSERT))
    await tx.insert(paymentRunLines).values(lines.map((line) => ({ ...line, runId })));
  const items = [
    ...draft.run.included.map((match) => ({ ...match, reason: null })),
    ...draft.run.heldBack,
  ];
  for (const batch of batchesOf(items, ITEMS_PER_INSERT))
    await tx.insert(paymentRunItems).values(
      batch.map((item) => ({
        runId,
        contributionId: item.contributionId,
        campaignId: item.campaignId,
        date: item.date,
        publicCents: item.publicCents,
        reason: item.reason,
      })),
    );
  return runId;
}

/** A run's lines with each campaign's name, payee and held-back matches by reason. */
export async function runWithLines(db: DbOrTx, run: RunSummaryOutput): Promise<RunOutput> {
  const [lines, held] = await Promise.all([
    db
      .select({
        campaignId: paymentRunLines.campaignId,
        campaignName: campaigns.name,
        office: campaigns.officeSought,
        committeeId: sql<string>`coalesce(${campaignPayees.committeeId}, '')`,
        payeeReference: sql<string>`coalesce(${campaignPayees.payeeReference}, '')`,
        matchedCents: paymentRunLines.matchedCents,
        matchCount: paymentRunLines.matchCount,
        heldBackCents: paymentRunLines.heldBackCents,
        offsetsCents: paymentRunLines.offsetsCents,
        capCents: paymentRunLines.capCents,
        capRemainingCents: paymentRunLines.capRemainingCents,
        amountCents: paymentRunLines.amountCents,
        balanceDueCents: paymentRunLines.balanceDueCents,
      })
      .from(paymentRunLines)
      .innerJoin(campaigns, eq(campaigns.id, paymentRunLines.campaignId))
      .leftJoin(campaignPayees, eq(campaignPayees.campaignId, paymentRunLines.campaignId))
      .where(eq(paymentRunLines.runId, run.id))
      .orderBy(asc(campaigns.name), asc(paymentRunLines.campaignId)),
    db
      .select({
        campaignId: paymentRunItems.campaignId,
        reason: paymentRunItems.reason,
        count: count(),
        cents: sql<number>`sum(${paymentRunItems.publicCents})`.mapWith(Number),
      })
      .from(paymentRunItems)
      .where(and(eq(paymentRunItems.runId, run.id), isNotNull(paymentRunItems.reason)))
      .groupBy(paymentRunItems.campaignId, paymentRunItems.reason)
      .orderBy(asc(paymentRunItems.reason)),
  ]);
  return {
    ...run,
    lines: lines.map((line) => ({
      ...line,
      heldBack: held
        .filter((group) => group.campaignId === line.campaignId)
        .map((group) => ({
          reason: group.reason as HoldBackReason,
          count: group.count,
          cents: group.cents,
        })),
    })),
  };
}

/** Sets a draft approved; false when the run is no longer a draft. */
export async function markApproved(
  tx: DbOrTx,
  runId: number,
  userId: number | null,
): Promise<boolean> {
  const rows = await tx
    .update(paymentRuns)
    .set({
      status: 'approved' satisfies PaymentRunStatus,
      approvedAt: new Date(),
      approvedById: userId,
      updatedAt: new Date(),
    })
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.status, 'draft')))
    .returning({ id: paymentRuns.id });
  return rows.length > 0;
}

/** True when another run of the government was approved after this one was opened. */
export async function approvedSince(
  tx: DbOrTx,
  run: { id: number; governmentId: number; createdAt: Date },
): Promise<boolean> {
  const [row] = await tx
    .select({ id: paymentRuns.id })
    .from(paymentRuns)
    .where(
      and(
        eq(paymentRuns.governmentId, run.governmentId),
        eq(paymentRuns.status, 'approved'),
        ne(paymentRuns.id, run.id),
        gte(paymentRuns.approvedAt, run.createdAt),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of the matches the run pays are no longer approved matches. */
export async function changedSinceOpened(tx: DbOrTx, runId: number): Promise<number> {
  const [row] = await tx
    .select({ changed: count() })
    .from(paymentRunItems)
    .innerJoin(sql`contributions c`, sql`c.id = ${paymentRunItems.contributionId}`)
    .where(
      and(
        eq(paymentRunItems.runId, runId),
        sql`${paymentRunItems.reason} is null`,
        sql`not (c.status = 'processed' and c.compliant is true and c.match_amount_cents > 0)`,
      ),
    );
  return row?.changed ?? 0;
}

/**
 * Marks each match the run pays as paid by it, in one statement. The paid matches' key (the
 * contribution) refuses a match another run already paid: the caller turns that into a conflict.
 */
export async function payRunMatches(tx: DbOrTx, runId: number): Promise<void> {
  await tx.execute(sql`
    insert into paid_matches (contribution_id, run_id, campaign_id, paid_cents)
    select contribution_id, run_id, campaign_id, public_cents
    from payment_run_items
    where run_id = ${runId} and reason is null
  `);
}

/** Deletes a draft with its lines and items; false when it is not a draft (any more). */
export async function deleteDraft(tx: DbOrTx, runId: number): Promise<boolean> {
  const rows = await tx
    .delete(paymentRuns)
    .where(and(eq(paymentRuns.id, runId), eq(paymentRuns.status, 'draft')))
    .returning({ id: paymentRuns.id });
  return rows.length > 0;
}
