import { type DbOrTx, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';

/** What approved payment runs sent each campaign of the government, by campaign id. */
export async function publicFundsPaidByCampaign(
  db: DbOrTx,
  governmentId: number,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    select l.campaign_id, sum(l.amount_cents) as cents
    from payment_run_lines l join payment_runs r on r.id = l.run_id
    where r.government_id = ${governmentId} and r.status = 'approved'
    group by l.campaign_id`);
  return new Map(
    rowsOf<{ campaign_id: number; cents: string | number }>(result).map((row) => [
      row.campaign_id,
      Number(row.cents),
    ]),
  );
}
