import type { DbOrTx } from '@portal/db';
import { publicFundsPaidByCampaign } from '../../payments';
import type { CampaignGifts } from './source';

/**
 * Public funds approved payment runs have sent a campaign (not only approved as matches), net of
 * offsets. A campaign outside the programme receives none: null, which the page shows as not
 * available.
 */
export async function paidPublicFundsCents(
  db: DbOrTx,
  gifts: CampaignGifts,
): Promise<number | null> {
  if (!gifts.participating) return null;
  const paid = await publicFundsPaidByCampaign(db, gifts.governmentId);
  return paid.get(gifts.campaignId) ?? 0;
}
