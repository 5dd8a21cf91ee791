import { campaignPayees, campaigns, type DbOrTx } from '@portal/db';
import { asc, eq } from 'drizzle-orm';

/** A government's campaigns, by id. */
export function listGovernmentCampaigns(db: DbOrTx, governmentId: number) {
  return db
    .select({ id: campaigns.id, name: campaigns.name, officeSought: campaigns.officeSought })
    .from(campaigns)
    .where(eq(campaigns.governmentId, governmentId))
    .orderBy(asc(campaigns.id));
}

/** Sets where the treasury sends a campaign's money. */
export async function savePayee(
  db: DbOrTx,
  payee: { campaignId: number; committeeId: string; payeeReference: string },
) {
  await db
    .insert(campaignPayees)
    .values(payee)
    .onConflictDoUpdate({
      target: campaignPayees.campaignId,
      set: {
        committeeId: payee.committeeId,
        payeeReference: payee.payeeReference,
        updatedAt: new Date(),
      },
    });
  return payee;
}
