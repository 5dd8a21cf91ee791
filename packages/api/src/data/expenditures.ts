import { campaigns, type DbOrTx, expenditures } from '@portal/db';
import {
  centsToDollars,
  type EXPENDITURE_SORT_FIELDS,
  type ExpenditureStatus,
} from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import type { ListScope } from '../access/scope';
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

type ExpenditureRow = typeof expenditures.$inferSelect;
export type ExpenditureValues = Partial<typeof expenditures.$inferInsert>;
export type ExpenditureSortField = (typeof EXPENDITURE_SORT_FIELDS)[number];

/** An expenditure as the API answers it: money in dollars, with its campaign's name. */
export type ExpenditureRecord = Omit<ExpenditureRow, 'amountCents'> & {
  amount: number;
  campaign: { id: number; name: string };
};

export const toExpenditureRecord = (
  row: ExpenditureRow,
  campaignName: string,
): ExpenditureRecord => {
  const { amountCents, ...rest } = row;
  return {
    ...rest,
    amount: centsToDollars(amountCents),
    campaign: { id: row.campaignId, name: campaignName },
  };
};

const withCampaign = { row: expenditures, campaignName: campaigns.name };

export async function findExpenditure(db: DbOrTx, id: number) {
  const [found] = await db
    .select(withCampaign)
    .from(expenditures)
    .innerJoin(campaigns, eq(campaigns.id, expenditures.campaignId))
    .where(eq(expenditures.id, id))
    .limit(1);
  return found ? toExpenditureRecord(found.row, found.campaignName) : null;
}

export async function insertExpenditure(
  db: DbOrTx,
  values: typeof expenditures.$inferInsert,
): Promise<ExpenditureRow> {
  const [row] = await db.insert(expenditures).values(values).returning();
  if (!row) throw new Error('Inserting an expenditure returned no row');
  return row;
}

/**
 * Writes the changes only if nobody changed the row since `version` was read, and bumps the
 * version. Null means the version was stale.
 */
export async function updateExpenditureAtVersion(
  db: DbOrTx,
  id: number,
  version: number,
  values: ExpenditureValues,
): Promise<ExpenditureRow | null> {
  const [row] = await db
    .update(expenditures)
    .set({ ...values, version: version + 1, updatedAt: new Date() })
    .where(and(eq(expenditures.id, id), eq(expenditures.version, version)))
    .returning();
  return row ?? null;
}

const SORT_COLUMNS: SortColumns<ExpenditureSortField> = {
  date: expenditures.date,
  createdAt: expenditures.createdAt,
  updatedAt: expenditures.updatedAt,
  amount: expenditures.amountCents,
  status: expenditures.status,
  paymentMethod: expenditures.paymentMethod,
  campaignId: expenditures.campaignId,
  name: caseInsensitive(expenditures.name),
  // Every list query joins the campaign, so its name can order the rows.
  campaignName: caseInsensitive(campaigns.name),
};

export type ExpenditureListFilter = RecordListFilter<ExpenditureStatus>;

/** An expenditure list row: the record and its campaign's name. */
export type ExpenditureListRow = ExpenditureRecord & { campaignName: string };

const toListRow = (row: ExpenditureRow, campaignName: string): ExpenditureListRow => {
  const record = toExpenditureRecord(row, campaignName);
  return { ...record, campaignName };
};

/** One page of the expenditure list, filtered, sorted and paged by the database. */
export async function listExpenditures(
  db: DbOrTx,
  scope: ListScope,
  filter: ExpenditureListFilter,
  sort: RecordSort<ExpenditureSortField>,
  page: { page: number; perPage: number },
): Promise<{ data: ExpenditureListRow[]; total: number }> {
  const rows = await db
    .select({ ...withCampaign, total: totalOver() })
    .from(expenditures)
    .innerJoin(campaigns, eq(campaigns.id, expenditures.campaignId))
    .where(listCondition(expenditures, scope, filter))
    .orderBy(...orderBy(SORT_COLUMNS, expenditures.id, sort))
    .limit(page.perPage)
    .offset(page.page * page.perPage);
  if (rows.length === 0 && page.page > 0) {
    // Past the end the window count is unavailable; count separately so paging still works.
    const [first] = await db
      .select({ total: totalOver() })
      .from(expenditures)
      .where(listCondition(expenditures, scope, filter))
      .limit(1);
    return { data: [], total: first?.total ?? 0 };
  }
  return {
    data: rows.map((row) => toListRow(row.row, row.campaignName)),
    total: rows[0]?.total ?? 0,
  };
}

/**
 * Every expenditure the scope and filter select, in batches of 1,000 full records (with the
 * campaign name), for CSV and XML exports. Paging by offset inside one sort keeps memory flat.
 */
export async function* selectExpendituresForExport(
  db: DbOrTx,
  scope: ListScope,
  filter: ExpenditureListFilter,
  sort: RecordSort<ExpenditureSortField>,
): AsyncIterable<ExpenditureListRow[]> {
  for (let offset = 0; ; offset += EXPORT_BATCH_SIZE) {
    const rows = await db
      .select(withCampaign)
      .from(expenditures)
      .innerJoin(campaigns, eq(campaigns.id, expenditures.campaignId))
      .where(listCondition(expenditures, scope, filter))
      .orderBy(...orderBy(SORT_COLUMNS, expenditures.id, sort))
      .limit(EXPORT_BATCH_SIZE)
      .offset(offset);
    if (rows.length === 0) return;
    yield rows.map((row) => ({
      ...toExpenditureRecord(row.row, row.campaignName),
      campaignName: row.campaignName,
    }));
    if (rows.length < EXPORT_BATCH_SIZE) return;
  }
}
