import { type DbOrTx, rowsOf } from '@portal/db';
import { type CandidateMatch, candidateMatch } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { ProgrammeOutput } from '../outputs';

interface CandidateRow {
  id: number;
  campaign_id: number;
  date: string;
  status: string;
  compliant: boolean | null;
  amount_cents: number;
  match_amount_cents: number | null;
}

/**
 * Every match a run of the election may pay or must hold back, dated in the election's window
 * up to the cut-off and paid
 * by no approved run: gifts the city matched (processed, or found out of compliance since), and
 * gifts from Portland individuals that are matchable but still wait for the city's review.
 */
export async function candidateMatches(
  db: DbOrTx,
  programme: ProgrammeOutput,
  cutoffDate: string,
): Promise<CandidateMatch[]> {
  const lastDay = cutoffDate < programme.electionDate ? cutoffDate : programme.electionDate;
  const result = await db.execute(sql`
    select c.id, c.campaign_id, c.date::text as date, c.status, c.compliant, c.amount_cents,
      c.match_amount_cents
    from contributions c
    where c.government_id = ${programme.governmentId}
      and c.date >= ${programme.contributionsFrom} and c.date <= ${lastDay}
      and c.status in ('processed', 'out_of_compliance', 'submitted', 'awaiting')
      and (
        c.match_amount_cents > 0
        or (c.status <> 'processed' and c.amount_cents > 0 and c.contributor_type = 'individual'
          and c.oae_type in ('matchable', 'qualifying') and c.match_in_portland)
      )
      and not exists (select 1 from paid_matches m where m.contribution_id = c.id)
  `);
  return rowsOf<CandidateRow>(result).map((row) =>
    candidateMatch({
      contributionId: row.id,
      campaignId: row.campaign_id,
      date: row.date,
      status: row.status,
      compliant: row.compliant,
      amountCents: row.amount_cents,
      matchAmountCents: row.match_amount_cents,
    }),
  );
}
