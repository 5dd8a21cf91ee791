import { activities, contributions, type DbOrTx, refreshContributionMatches } from '@portal/db';
import { dollarsToCents } from '@portal/domain';
import type { RecordActor } from '../../access/scope';
import { type ContributionRecord, toContributionRecord } from '../../data/contributions';
import type { ParsedContribution } from '../../exports';
import { actorLabel, describeCreation } from '../activities/notes';

/**
 * Saves imported contributions as drafts with one history line each. Two multi-row inserts
 * rather than one per row keep a 500KB file quick; the caller's transaction makes it all or
 * nothing.
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
  const rows = await tx
    .insert(contributions)
    .values(
      imported.map(({ contribution: { amount, ...fields } }) => ({
        ...fields,
        amountCents: dollarsToCents(amount),
        status: 'draft' as const,
        campaignId: campaign.id,
        governmentId: campaign.governmentId,
        createdById: actor.userId,
      })),
    )
    .returning();
  await refreshContributionMatches(
    tx,
    rows.map((row) => row.id),
  );
  const who = actorLabel(actor, campaign.name);
  await tx.insert(activities).values(
    rows.map((row) => ({
      governmentId: row.governmentId,
      campaignId: row.campaignId,
      contributionId: row.id,
      userId: actor.userId,
      onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
      activityType: 'contribution' as const,
      notes: `${describeCreation(who, `contribution #${row.id}`, row.amountCents / 100)} Imported from ${context.fileName}.`,
    })),
  );
  return rows.map((row) => toContributionRecord(row, campaign.name));
}
