import {
  CAMPAIGN_NAME_UNIQUE_INDEX,
  campaigns,
  type DbOrTx,
  isUniqueViolation,
  recordTotals,
} from '@portal/db';
import { CAMPAIGN_MESSAGES, DomainError, type Office } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';

export type CampaignRecord = typeof campaigns.$inferSelect;

/**
 * In-kind total: the amounts of the campaign's in-kind contributions (any `inkind_` subtype) that
 * are not in the trash. Matched: the public match the city approved (processed contributions).
 * The original product left both columns empty; these are computed from the records, through
 * the totals database triggers keep per campaign, kind and status (`record_totals`; in-kind
 * gifts have rows of their own kind), so the table reads a few rows per campaign instead of
 * grouping every contribution of the government.
 */
const inKindTotalCents = sql<string>`coalesce(sum(${recordTotals.amountCents}) filter (where ${recordTotals.kind} = 'in_kind_contribution' and ${recordTotals.status} <> 'archived'), 0)`;
const matchedCents = sql<string>`coalesce(sum(${recordTotals.matchAmountCents}) filter (where ${recordTotals.kind} = 'contribution' and ${recordTotals.status} = 'processed'), 0)`;

/** The Campaigns table of a government, oldest campaign first, with money totals in cents. */
export async function listCampaignsWithTotals(db: DbOrTx, governmentId: number) {
  const rows = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      officeSought: campaigns.officeSought,
      email: campaigns.email,
      governmentId: campaigns.governmentId,
      inKindTotalCents,
      matchedCents,
    })
    .from(campaigns)
    // By campaign alone, as the records were joined: whatever government a record names.
    .leftJoin(recordTotals, eq(recordTotals.campaignId, campaigns.id))
    .where(eq(campaigns.governmentId, governmentId))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.id));
  // Sums of integers come back as text (bigint); each total fits a double exactly.
  return rows.map((row) => ({
    ...row,
    inKindTotalCents: Number(row.inKindTotalCents),
    matchedCents: Number(row.matchedCents),
  }));
}

const nameTaken = () => new DomainError('CONFLICT', CAMPAIGN_MESSAGES.nameTaken);

/**
 * Inserts a campaign, or refuses with CONFLICT when the government has one of that name (case
 * and spacing folded). The database's unique index decides, so parallel creates make one.
 */
export async function insertCampaign(
  db: DbOrTx,
  campaign: { governmentId: number; name: string; officeSought: Office; email: string | null },
): Promise<CampaignRecord> {
  const [row] = await db.insert(campaigns).values(campaign).onConflictDoNothing().returning();
  if (!row) throw nameTaken();
  return row;
}

/** Renames a campaign of that government; null when the government has no such campaign. */
export async function renameCampaign(
  db: DbOrTx,
  change: { governmentId: number; campaignId: number; newName: string },
): Promise<CampaignRecord | null> {
  try {
    const [row] = await db
      .update(campaigns)
      .set({ name: change.newName, updatedAt: sql`now()` })
      .where(
        and(eq(campaigns.id, change.campaignId), eq(campaigns.governmentId, change.governmentId)),
      )
      .returning();
    return row ?? null;
  } catch (error) {
    if (isUniqueViolation(error, CAMPAIGN_NAME_UNIQUE_INDEX)) throw nameTaken();
    throw error;
  }
}
