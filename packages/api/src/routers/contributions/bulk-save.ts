import { activities, contributions, type DbOrTx, refreshContributionMatches } from '@portal/db';
import { dollarsToCents } from '@portal/domain';
import type { RecordActor } from '../../access/scope';
import { type ContributionRecord, toContributionRecord } from '../../data/contributions';
import type { ParsedContribution } from '../../exports';
import { actorLabel, describeCreation } from '../activities/notes';

/**
 * Rows per multi-row insert. PostgreSQL takes at most 65,535 bind parameters per statement and a
 * contribution row binds about 33, so one insert of a 500KB file (~3,100 rows) would fail.
 */
export const BULK_INSERT_CHUNK_ROWS = 1_000;

const chunksOf = <Item>(items: readonly Item[], size: number): Item[][] => {
  const chunks: Item[][] = [];
  for (let start = 0; start < items.length; start += size)
    chunks.push(items.slice(start, start + size));
  return chunks;
};

/**
 * Saves imported contributions as drafts with one history line each. Multi-row inserts of
 * `BULK_INSERT_CHUNK_ROWS` rather than one per row keep a 500KB file quick; the caller's
 * transaction makes it all or nothing.
 */
export async function saveImportedContributions(
  tx: DbOrTx,
  imported: readonly ParsedContribution[],
  context: {
    actor: RecordActor;
    campaign: { id: number; name: string; governmentId: number };
    fileName: string;
  },
): Promise<ContributionRecord[]> {
  const { actor, campaign } = context;
  const rows: (typeof contributions.$inferSelect)[] = [];
  for (const chunk of chunksOf(imported, BULK_INSERT_CHUNK_ROWS)) {
    const inserted = await tx
      .insert(contributions)
      .values(
        chunk.map(({ contribution: { amount, ...fields } }) => ({
          ...fields,
          amountCents: dollarsToCents(amount),
          status: 'draft' as const,
          campaignId: campaign.id,
          governmentId: campaign.governmentId,
          createdById: actor.userId,
        })),
      )
      .returning();
    for (const row of inserted) rows.push(row);
  }
  await refreshContributionMatches(
    tx,
    rows.map((row) => row.id),
  );
  const who = actorLabel(actor, campaign.name);
  for (const chunk of chunksOf(rows, BULK_INSERT_CHUNK_ROWS))
    await tx.insert(activities).values(
      chunk.map((row) => ({
        governmentId: row.governmentId,
        campaignId: row.campaignId,
        contributionId: row.id,
        userId: actor.userId,
        onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
        apiTokenId: actor.apiTokenId,
        activityType: 'contribution' as const,
        notes: `${describeCreation(who, `contribution #${row.id}`, row.amountCents / 100)} Imported from ${context.fileName}.`,
      })),
    );
  return rows.map((row) => toContributionRecord(row, campaign.name));
}
