import { type DbOrTx, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';

/** Every approved run's amount per campaign of the government, oldest run first. */
export async function approvedPayments(db: DbOrTx, governmentId: number) {
  const result = await db.execute(sql`
    select r.id as run_id,
      (r.approved_at at time zone 'America/Los_Angeles')::date::text as paid_on,
      c.id as campaign_id, c.name as campaign_name, c.office_sought, l.amount_cents
    from payment_runs r
    join payment_run_lines l on l.run_id = r.id
    join campaigns c on c.id = l.campaign_id
    where r.government_id = ${governmentId} and r.status = 'approved' and l.amount_cents > 0
    order by r.approved_at, r.id, c.name, c.id`);
  return rowsOf<{
    run_id: number;
    paid_on: string;
    campaign_id: number;
    campaign_name: string;
    office_sought: string;
    amount_cents: number;
  }>(result).map((row) => ({
    runId: row.run_id,
    paidOn: row.paid_on,
    campaignId: row.campaign_id,
    campaignName: row.campaign_name,
    officeSought: row.office_sought,
    amount: row.amount_cents / 100,
  }));
}
