import { type DbOrTx, externalContributions } from '@portal/db';
import { and, eq, max } from 'drizzle-orm';

/** The date of a non-participating campaign's newest state filing: how fresh its page is. */
export async function latestFilingDate(
  db: DbOrTx,
  governmentId: number,
  name: string,
  officeSought: string,
): Promise<string | null> {
  const [row] = await db
    .select({ latest: max(externalContributions.date) })
    .from(externalContributions)
    .where(
      and(
        eq(externalContributions.governmentId, governmentId),
        eq(externalContributions.campaignName, name),
        eq(externalContributions.officeSought, officeSought),
      ),
    );
  return row?.latest ?? null;
}
