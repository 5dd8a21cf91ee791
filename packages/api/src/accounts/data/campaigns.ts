import {
  CAMPAIGN_NAME_INDEXES,
  campaigns,
  type DbOrTx,
  isUniqueViolation,
  nameWithSkeletons,
  recordTotals,
} from '@portal/db';
import { CAMPAIGN_MESSAGES, DomainError, type Office } from '@portal/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { isSameName, lookalikeOf, mayLookLike } from './lookalike-names';

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
 * Refuses with CONFLICT a name that looks like the name of another campaign of the government
 * (`looksAlike`: the same name in another case or spacing, or with invisible characters,
 * confusable letters or other widths), naming the campaign it looks like.
 */
async function assertNameLooksNew(
  db: DbOrTx,
  governmentId: number,
  name: string,
  exceptCampaignId?: number,
): Promise<void> {
  const candidates = await db
    .select({ id: campaigns.id, name: campaigns.name })
    .from(campaigns)
    .where(and(eq(campaigns.governmentId, governmentId), mayLookLike(campaigns, name)));
  const existing = lookalikeOf(candidates, name, exceptCampaignId);
  if (!existing) return;
  if (isSameName(existing.name, name)) throw nameTaken();
  throw new DomainError('CONFLICT', CAMPAIGN_MESSAGES.nameLookalike(existing.name));
}

/**
 * Inserts a campaign with its name's lookalike keys, or refuses with CONFLICT when the
 * government has a campaign whose name looks the same. The database's unique indexes decide
 * between parallel creates, so they make one.
 */
export async function insertCampaign(
  db: DbOrTx,
  campaign: { governmentId: number; name: string; officeSought: Office; email: string | null },
): Promise<CampaignRecord> {
  await assertNameLooksNew(db, campaign.governmentId, campaign.name);
  const [row] = await db
    .insert(campaigns)
    .values({ ...campaign, ...nameWithSkeletons(campaign.name) })
    .onConflictDoNothing()
    .returning();
  if (!row) throw nameTaken();
  return row;
}

/**
 * Renames a campaign of that government, under the same lookalike rule as a new one; null when
 * the government has no such campaign.
 */
export async function renameCampaign(
  db: DbOrTx,
  change: { governmentId: number; campaignId: number; newName: string },
): Promise<CampaignRecord | null> {
  await assertNameLooksNew(db, change.governmentId, change.newName, change.campaignId);
  const named = nameWithSkeletons(change.newName);
  try {
    const [row] = await db
      .update(campaigns)
      .set({ ...named, updatedAt: sql`now()` })
      .where(
        and(eq(campaigns.id, change.campaignId), eq(campaigns.governmentId, change.governmentId)),
      )
      .returning();
    if (row && (row.nameSkeleton === null || row.nameCaselessSkeleton === null)) {
      // A new spelling with the old keys ('Jane  Doe' to 'Jane Doe'): the trigger cannot tell
      // them from keys left stale, and clears them; they are set again without the name.
      const { nameSkeleton, nameCaselessSkeleton } = named;
      await db
        .update(campaigns)
        .set({ nameSkeleton, nameCaselessSkeleton })
        .where(eq(campaigns.id, row.id));
      return { ...row, nameSkeleton, nameCaselessSkeleton };
    }
    return row ?? null;
  } catch (error) {
    if (CAMPAIGN_NAME_INDEXES.some((index) => isUniqueViolation(error, index))) throw nameTaken();
    throw error;
  }
}
