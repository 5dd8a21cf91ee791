import { type DbOrTx, paymentOffsets, rowsOf } from '@portal/db';
import { offsetOwed } from '@portal/domain';
import { sql } from 'drizzle-orm';

interface PaidMatchRow {
  campaign_id: number;
  paid_cents: number;
  offsets_cents: string | number;
  status: string;
  compliant: boolean | null;
  amount_cents: number;
  match_amount_cents: number | null;
}

/**
 * After a contribution changes: when a run paid its match and the match is now worth less (found
 * out of compliance, refunded, amended downward), records the offset the campaign owes back, with
 * the reason; the next run deducts it. Nothing happens to a match no run paid. Runs in the
 * change's transaction, so the offset is saved with the change or not at all.
 */
export async function offsetPaidMatch(
  tx: DbOrTx,
  contributionId: number,
  userId: number | null,
): Promise<void> {
  const result = await tx.execute(sql`
    select m.campaign_id, m.paid_cents,
      coalesce((select sum(f.amount_cents) from payment_offsets f
        where f.contribution_id = m.contribution_id), 0) as offsets_cents,
      c.status, c.compliant, c.amount_cents, c.match_amount_cents
    from paid_matches m join contributions c on c.id = m.contribution_id
    where m.contribution_id = ${contributionId}`);
  const [row] = rowsOf<PaidMatchRow>(result);
  if (!row) return;
  const owed = offsetOwed({
    paidCents: row.paid_cents,
    offsetsSoFarCents: Number(row.offsets_cents),
    now: {
      status: row.status,
      compliant: row.compliant,
      amountCents: row.amount_cents,
      matchAmountCents: row.match_amount_cents,
    },
  });
  if (!owed) return;
  await tx.insert(paymentOffsets).values({
    campaignId: row.campaign_id,
    contributionId,
    amountCents: owed.cents,
    reason: owed.reason,
    createdById: userId,
  });
}
