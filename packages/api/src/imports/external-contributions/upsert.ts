import { type DbOrTx, externalContributions } from '@portal/db';
import { normalisePersonName, type OrestarContribution } from '@portal/domain';
import { sql } from 'drizzle-orm';
import type { KnownCommittee } from './committees';

export interface StagedFiling {
  contribution: OrestarContribution;
  committee: KnownCommittee;
}

/** Rows per INSERT: 20 columns each, far below PostgreSQL's 65,535 parameters. */
export const FILING_BATCH_SIZE = 500;

/**
 * Who gave, for the dashboard's donor counts: the same name and ZIP code at one committee is one
 * donor. It never leaves the server as is (the geo feed numbers batches per answer).
 */
const donorBatch = (contribution: OrestarContribution) =>
  `orestar:${contribution.filerId}:${normalisePersonName(contribution.contributorName)}:${(contribution.zip ?? '').slice(0, 5)}`;

/**
 * Writes one batch keyed by the state's original transaction id: a new transaction is inserted,
 * an amendment (a higher transaction id for the same original) replaces the stored row, and a
 * transaction already stored, or older than the stored amendment, changes nothing.
 */
export async function upsertFilings(
  tx: DbOrTx,
  governmentId: number,
  batch: readonly StagedFiling[],
): Promise<{ inserted: number; amended: number }> {
  // One statement may not touch a row twice: keep the newest version of each transaction.
  const newest = new Map<number, StagedFiling>();
  for (const filing of batch) {
    const seen = newest.get(filing.contribution.originalTranId);
    if (!seen || seen.contribution.tranId < filing.contribution.tranId)
      newest.set(filing.contribution.originalTranId, filing);
  }
  if (newest.size === 0) return { inserted: 0, amended: 0 };
  const rows = [...newest.values()].map(({ contribution, committee }) => ({
    governmentId,
    campaignName: committee.name,
    officeSought: committee.officeSought,
    date: contribution.date,
    amountCents: contribution.amountCents,
    contributorType: contribution.contributorType,
    contributionSubType: contribution.contributionSubType,
    address1: contribution.address1,
    address2: contribution.address2,
    city: contribution.city,
    state: contribution.state,
    zip: contribution.zip,
    batchId: donorBatch(contribution),
    filerId: contribution.filerId,
    tranId: contribution.tranId,
    originalTranId: contribution.originalTranId,
  }));
  const excluded = (column: string) => sql.raw(`excluded.${column}`);
  const written = await tx
    .insert(externalContributions)
    .values(rows)
    .onConflictDoUpdate({
      target: [externalContributions.governmentId, externalContributions.originalTranId],
      targetWhere: sql`${externalContributions.originalTranId} is not null`,
      set: {
        campaignName: excluded('campaign_name'),
        officeSought: excluded('office_sought'),
        date: excluded('date'),
        amountCents: excluded('amount_cents'),
        contributorType: excluded('contributor_type'),
        contributionSubType: excluded('contribution_sub_type'),
        address1: excluded('address1'),
        address2: excluded('address2'),
        city: excluded('city'),
        state: excluded('state'),
        zip: excluded('zip'),
        batchId: excluded('batch_id'),
        filerId: excluded('filer_id'),
        tranId: excluded('tran_id'),
        updatedAt: sql`now()`,
      },
      setWhere: sql`${externalContributions.tranId} < excluded.tran_id`,
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const inserted = written.filter((row) => row.inserted).length;
  return { inserted, amended: written.length - inserted };
}
