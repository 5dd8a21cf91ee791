import type { DbOrTx } from '@portal/db';
import { ledgerStanding, todayInBusinessZone } from '@portal/domain';
import { campaignFacts } from './data/ledgers';
import { programmeFor } from './data/programmes';
import type { StandingOutput } from './outputs';
import { ledgerOf, qualificationOf } from './rules';

/**
 * Each campaign's standing today in the election whose window holds today: qualification, what
 * it was paid and owes back, its cap, and the payment dates still to come.
 */
export async function standingsOf(
  db: DbOrTx,
  governmentId: number,
  campaigns: readonly { id: number; name: string; officeSought: string }[],
  campaignId?: number,
): Promise<StandingOutput[]> {
  const today = todayInBusinessZone();
  const programme = await programmeFor(db, governmentId, today);
  if (!programme)
    return campaigns.map((campaign) => ({
      campaignId: campaign.id,
      campaignName: campaign.name,
      office: campaign.officeSought,
      programmeId: null,
      electionName: null,
      qualification: null,
      capCents: null,
      paidCents: 0,
      offsetsCents: 0,
      balanceDueCents: 0,
      capRemainingCents: null,
      upcomingPaymentDates: [],
    }));
  const facts = await campaignFacts(db, programme, today, campaignId);
  const upcomingPaymentDates = programme.paymentDates.filter((date) => date >= today);
  return facts.map((campaign) => {
    const ledger = ledgerOf(programme, campaign);
    const standing = ledgerStanding(ledger);
    const qualification = qualificationOf(programme, campaign);
    return {
      campaignId: campaign.campaignId,
      campaignName: campaign.campaignName,
      office: campaign.office,
      programmeId: programme.id,
      electionName: programme.electionName,
      qualification,
      capCents: qualification ? ledger.capCents : null,
      paidCents: campaign.paidOutCents,
      offsetsCents: campaign.offsetsCents,
      balanceDueCents: standing.balanceDueCents,
      capRemainingCents: qualification ? standing.capRemainingCents : null,
      upcomingPaymentDates,
    };
  });
}
