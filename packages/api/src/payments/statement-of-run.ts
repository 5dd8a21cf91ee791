import type { DbOrTx } from '@portal/db';
import { statementLines } from '@portal/domain';
import { runLineOf, statementFacts } from './data/statements';
import type { RunSummaryOutput, StatementOutput } from './outputs';

/** A campaign's statement of a run, or null when the run has no line for the campaign. */
export async function statementOfRun(
  db: DbOrTx,
  run: RunSummaryOutput,
  campaign: { id: number; name: string },
): Promise<StatementOutput | null> {
  const [line, facts] = await Promise.all([
    runLineOf(db, run.id, campaign.id),
    statementFacts(db, run, campaign.id),
  ]);
  if (!line) return null;
  return {
    runId: run.id,
    campaignId: campaign.id,
    campaignName: campaign.name,
    electionName: run.electionName,
    cutoffDate: run.cutoffDate,
    status: run.status,
    capCents: line.capCents,
    amountCents: line.amountCents,
    entries: statementLines({
      capCents: line.capCents,
      openingPaidCents: facts.openingPaidCents,
      entries: facts.entries,
    }),
  };
}
