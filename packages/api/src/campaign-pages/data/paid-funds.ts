import type { DbOrTx } from '@portal/db';
import type { CampaignGifts } from './source';

/**
 * Public funds the city has paid a campaign (not only approved as matches). The payments
 * records are built by the payments feature; until its tables exist this reads nothing and
 * answers null, which the page shows as "not yet published". The one place to read them from.
 */
export async function paidPublicFundsCents(
  _db: DbOrTx,
  _gifts: CampaignGifts,
): Promise<number | null> {
  return null;
}
