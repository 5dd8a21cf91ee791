import { type DbOrTx, expenditures } from '@portal/db';
import { EXPENDITURE_PURPOSES, type ExpenditurePurpose } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';

/** Expenses a campaign has handed in are public; drafts and archived ones never are. */
export const PUBLIC_EXPENDITURE_STATUSES = ['submitted', 'in_compliance', 'out_of_compliance'];

export interface SpendingCategory {
  category: string;
  label: string;
  count: number;
  amountCents: number;
}

/** What the page calls an expense saved without a purpose. */
export const NO_PURPOSE = { category: 'none', label: 'No purpose given' } as const;

/**
 * A participating campaign's public expenses added up by purpose, largest first. Only the
 * totals leave the database: no payee, no address.
 */
export async function spendingByCategory(
  db: DbOrTx,
  governmentId: number,
  campaignId: number,
): Promise<SpendingCategory[]> {
  const rows = await rowsOf<{ purpose: string | null; count: number; amount_cents: number }>(
    db,
    sql`select ${expenditures.purpose} as purpose, count(*)::int as count,
        sum(${expenditures.amountCents})::float8 as amount_cents
      from ${expenditures}
      where ${expenditures.governmentId} = ${governmentId}
        and ${expenditures.campaignId} = ${campaignId}
        and ${expenditures.status} in (${sql.join(
          PUBLIC_EXPENDITURE_STATUSES.map((status) => sql`${status}`),
          sql`, `,
        )})
      group by 1`,
  );
  return rows
    .map((row) => {
      const purpose = row.purpose as ExpenditurePurpose | null;
      return {
        category: purpose ?? NO_PURPOSE.category,
        label: purpose ? (EXPENDITURE_PURPOSES.labels[purpose] ?? purpose) : NO_PURPOSE.label,
        count: Number(row.count),
        amountCents: Number(row.amount_cents),
      };
    })
    .sort((a, b) => b.amountCents - a.amountCents || a.label.localeCompare(b.label, 'en'));
}
