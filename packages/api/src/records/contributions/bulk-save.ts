import { activities, contributions, type DbOrTx, useBulkWriteSettings } from '@portal/db';
import { dollarsToCents } from '@portal/domain';
import type { RecordActor } from '../../access/scope';
import { decideMatches, donorFieldsOf } from '../../matching';
import { actorLabel, describeCreation } from '../activities/notes';
import { type ContributionRecord, toContributionRecord } from '../data/contributions';
import { insertRows, insertRowsReturning } from '../data/rows-insert';
import type { ParsedContribution } from '../exports';

/**
 * Saves imported contributions as drafts with one history line each, in the caller's transaction
 * (all or nothing). Each donor's match is decided before the rows are written, so the rows and the
 * history lines are each one statement (`insertRows`) and no row is updated after it was
 * written; the insert answers the rows as stored, so none is read back.
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
  await useBulkWriteSettings(tx);
  // Rows are built with `Object.assign` rather than object literals that spread a row and then
  // add fields: V8 (Node 20) adds each field after a spread through its slow path, which with
  // the history lines and the answer cost about 30 ms of a 3,000-row import. The payload's
  // `amount` in dollars rides along: it names no column, so the insert leaves it out.
  const fixed = {
    status: 'draft' as const,
    campaignId: campaign.id,
    governmentId: campaign.governmentId,
    createdById: actor.userId,
  };
  const values = imported.map(({ contribution }) =>
    Object.assign({}, contribution, fixed, { amountCents: dollarsToCents(contribution.amount) }),
  );
  // Keyed by the row's place in the file until it has an id.
  const matches = await decideMatches(
    tx,
    values.map((row, index) => donorFieldsOf(row, index)),
  );
  const rows = await insertRowsReturning(
    tx,
    contributions,
    values.map((row, index) => Object.assign(row, matches.get(index))),
  );
  const who = actorLabel(actor, campaign.name);
  await insertRows(
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
  // The answer is what the import has always answered: each record as first written, before its
  // match was stored (the match shows once the record is read again). The rows are this
  // function's own, so each is changed in place.
  return rows.map((row) =>
    toContributionRecord(
      Object.assign(row, { matchId: null, matchStrength: null, matchInPortland: null }),
      campaign.name,
    ),
  );
}
