import { formatMoney } from '@portal/domain';
import { moneyOrDash, percentOrDash } from './formats';
import type { CampaignPageData } from './types';

/** The page's headline figures, one per line, in the order the page and the compare table show. */
export function figureLines(page: CampaignPageData): [string, string][] {
  const { totals } = page;
  const origin = (key: string) => page.origin.find((bucket) => bucket.key === key)?.share ?? null;
  return [
    ['OAE Participant', page.campaign.participating ? 'Yes' : 'No'],
    ['Raised', formatMoney(totals.raisedCents)],
    ['Matched (approved)', page.campaign.participating ? formatMoney(totals.matchedCents) : '-'],
    [
      'Public funds paid',
      totals.paidPublicFundsCents === null
        ? 'Not yet published'
        : formatMoney(totals.paidPublicFundsCents),
    ],
    ['Donors', String(totals.donors)],
    ['Contributions', String(totals.contributions)],
    ['Median gift', moneyOrDash(totals.medianCents)],
    ['Average gift', moneyOrDash(totals.averageCents)],
    ['From gifts of $250 or less', percentOrDash(totals.smallGiftShare)],
    ['From Portland', percentOrDash(origin('portland'))],
    ['From the rest of Oregon', percentOrDash(origin('oregon'))],
    ['From out of state', percentOrDash(origin('out_of_state'))],
    [
      'Qualification',
      page.qualification
        ? `${page.qualification.count} of ${page.qualification.threshold} small contributions`
        : 'Not in the programme',
    ],
  ];
}
