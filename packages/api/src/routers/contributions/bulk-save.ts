import { activities, contributions, type DbOrTx, refreshContributionMatches } from '@portal/db';
import { dollarsToCents } from '@portal/domain';
import { asc, inArray } from 'drizzle-orm';
import type { RecordActor } from '../../access/scope';
import { type ContributionRecord, toContributionRecord } from '../../data/contributions';
import { insertRowsAsJson } from '../../data/json-insert';
import type { ParsedContribution } from '../../exports';
import { actorLabel, describeCreation } from '../activities/notes';

/** Ids per read-back query, far below PostgreSQL's limit of parameters per statement. */
const READ_BACK_IDS = 5_000;

/**
 * Saves imported contributions as drafts with one history line each, in the caller's transaction
 * (all or nothing). The rows and the history lines are each one statement (`insertRowsAsJson`);
 * the records answered are the rows as inserted, before the match refresh, as they always were.
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
  const ids = await insertRowsAsJson(
    tx,
    contributions,
    imported.map(({ contribution: { amount, ...fields } }) => ({
      ...fields,
      amountCents: dollarsToCents(amount),
      status: 'draft' as const,
      campaignId: campaign.id,
      governmentId: campaign.governmentId,
      createdById: actor.userId,
    })),
  );
  // Read before the match refresh changes them: the answer shows each row as it was created.
  const rows: (typeof contributions.$inferSelect)[] = [];
  for (let start = 0; start < ids.length; start += READ_BACK_IDS) {
    const batch = ids.slice(start, start + READ_BACK_IDS);
    const read = await tx
      .select()
      .from(contributions)
      .where(inArray(contributions.id, batch))
      .orderBy(asc(contributions.id));
    for (const row of read) rows.push(row);
  }
  await refreshContributionMatches(tx, ids);
  const who = actorLabel(actor, campaign.name);
  await insertRowsAsJson(
    tx,
    activities,
    rows.map((row) => ({
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
