import { campaigns, type DbOrTx, governments } from '@portal/db';
import { eq } from 'drizzle-orm';

export interface CampaignSummary {
  id: number;
  name: string;
  officeSought: string;
  governmentId: number;
  governmentName: string;
}

export async function findCampaign(db: DbOrTx, id: number): Promise<CampaignSummary | null> {
  const [row] = await db
    .select({
      id: campaigns.id,
      name: campaigns.name,
      officeSought: campaigns.officeSought,
      governmentId: campaigns.governmentId,
      governmentName: governments.name,
    })
    .from(campaigns)
    .innerJoin(governments, eq(governments.id, campaigns.governmentId))
    .where(eq(campaigns.id, id))
    .limit(1);
  return row ?? null;
}

export async function findGovernment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: governments.id, name: governments.name })
    .from(governments)
    .where(eq(governments.id, id))
    .limit(1);
  return row ?? null;
}
