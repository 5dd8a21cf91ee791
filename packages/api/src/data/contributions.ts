import { campaigns, contributions, type DbOrTx } from '@portal/db';
import {
  type CONTRIBUTION_SORT_FIELDS,
  type ContributionStatus,
  centsToDollars,
  contributorDisplayName,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { ListScope } from '../access/scope';
import { contributorNameSql } from './contributor-name';
import {
  caseInsensitive,
  EXPORT_BATCH_SIZE,
  listCondition,
  orderBy,
  type RecordListFilter,
  type RecordSort,
  type SortColumns,
  totalOver,
} from './records';

type ContributionRow = typeof contributions.$inferSelect;
export type ContributionValues = Partial<typeof contributions.$inferInsert>;
export type ContributionSortField = (typeof CONTRIBUTION_SORT_FIELDS)[number];

/** A contribution as the API answers it: money in dollars, with its campaign's name. */
/**
 * Voter-file candidates and the internal donor key are left out: they name other people, so only
 * the government admins' matching procedures read them.
 */
type InternalColumns = 'amountCents' | 'matchAmountCents' | 'matchResults' | 'donorKey';

export type ContributionRecord = Omit<ContributionRow, InternalColumns> & {
  amount: number;
  matchAmount: number | null;
  campaign: { id: number; name: string };
};

export const toContributionRecord = (
  row: ContributionRow,
  campaignName: string,
): ContributionRecord => {
  const { amountCents, matchAmountCents, matchResults: _results, donorKey: _key, ...rest } = row;
  return {
    ...rest,
    amount: centsToDollars(amountCents),
    matchAmount: matchAmountCents === null ? null : centsToDollars(matchAmountCents),
    campaign: { id: row.campaignId, name: campaignName },
  };
};

const withCampaign = { row: contributions, campaignName: campaigns.name };

export async function findContribution(db: DbOrTx, id: number) {
  const [found] = await db
    .select(withCampaign)
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(eq(contributions.id, id))
    .limit(1);
  return found ? toContributionRecord(found.row, found.campaignName) : null;
}

export async function insertContribution(
  db: DbOrTx,
  values: typeof contributions.$inferInsert,
): Promise<ContributionRow> {
  const [row] = await db.insert(contributions).values(values).returning();
  if (!row) throw new Error('Inserting a contribution returned no row');
  return row;
}

/**
 * Writes the changes only if nobody changed the row since `version` was read, and bumps the
 * version. Null means the version was stale.
 */
export async function updateContributionAtVersion(
  db: DbOrTx,
  id: number,
  version: number,
  values: ContributionValues,
): Promise<ContributionRow | null> {
  const [row] = await db
    .update(contributions)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(contributions.id, id), eq(contributions.version, version)))
    .returning();
  return row ?? null;
}

const SORT_COLUMNS: SortColumns<ContributionSortField> = {
  date: contributions.date,
  createdAt: contributions.createdAt,
  updatedAt: contributions.updatedAt,
  amount: contributions.amountCents,
  status: contributions.status,
  oaeType: contributions.oaeType,
  campaignId: contributions.campaignId,
  name: caseInsensitive(contributorNameSql()),
  // Every list query joins the campaign, so its name can order the rows.
  campaignName: caseInsensitive(campaigns.name),
};

export type ContributionListFilter = RecordListFilter<ContributionStatus> & {
  /** Previous donations: every contribution matched to this donor (spec section 7). */
  matchId?: string | null | undefined;
};

const contributionCondition = (scope: ListScope, filter: ContributionListFilter) =>
  and(
    listCondition(contributions, scope, filter),
    filter.matchId ? eq(contributions.matchId, filter.matchId) : undefined,
  );

/** A contribution list row: the record, its campaign's name and the display name. */
export type ContributionListRow = ContributionRecord & { campaignName: string };

const toListRow = (row: ContributionRow, campaignName: string): ContributionListRow => {
  const record = toContributionRecord(row, campaignName);
  return { ...record, campaignName, name: contributorDisplayName(row) };
};

/** One page of the contribution list, filtered, sorted and paged by the database. */
export async function listContributions(
  db: DbOrTx,
  scope: ListScope,
  filter: ContributionListFilter,
  sort: RecordSort<ContributionSortField>,
  page: { page: number; perPage: number },
): Promise<{ data: ContributionListRow[]; total: number }> {
  const rows = await db
    .select({ ...withCampaign, total: totalOver() })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(contributionCondition(scope, filter))
    .orderBy(...orderBy(SORT_COLUMNS, contributions.id, sort))
    .limit(page.perPage)
    .offset(page.page * page.perPage);
  if (rows.length === 0 && page.page > 0) {
    // Past the end the window count is unavailable; count separately so paging still works.
    const [first] = await db
      .select({ total: totalOver() })
      .from(contributions)
      .where(contributionCondition(scope, filter))
      .limit(1);
    return { data: [], total: first?.total ?? 0 };
  }
  return {
    data: rows.map((row) => toListRow(row.row, row.campaignName)),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Every contribution the scope and filter select, in batches of 1,000 full records (with the
 * campaign name), for CSV and XML exports. Paging by offset inside one sort keeps memory flat.
 */
export async function* selectContributionsForExport(
  db: DbOrTx,
  scope: ListScope,
  filter: ContributionListFilter,
  sort: RecordSort<ContributionSortField>,
): AsyncIterable<ContributionListRow[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await db
      .select(withCampaign)
      .from(contributions)
      .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
      .where(contributionCondition(scope, filter))
      .orderBy(...orderBy(SORT_COLUMNS, contributions.id, sort))
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...toContributionRecord(row.row, row.campaignName),
      campaignName: row.campaignName,
    }));
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
