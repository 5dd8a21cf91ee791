import type { ContributionSubtype, ContributorType, Office } from '@portal/domain';
import type { externalContributions } from '../schema';
import { campaignDate } from './dates';
import { oregonPlace, outOfStatePlace, type Place, portlandPlace } from './places';
import type { Random } from './random';

export type ExternalContributionRow = typeof externalContributions.$inferInsert;

/**
 * What the state filing system reports for non-participating campaigns: larger gifts, more
 * organisations, and data that stops a few weeks before the participating data does.
 */
export function generateExternalContributions(
  random: Random,
  options: {
    count: number;
    governmentId: number;
    campaigns: readonly { name: string; office: Office }[];
    from: string;
    to: string;
  },
): ExternalContributionRow[] {
  const rows: ExternalContributionRow[] = [];
  for (let index = 0; index < options.count; index += 1) {
    const campaign = random.pick(options.campaigns);
    const contributorType = random.weighted<ContributorType>([
      ['individual', 60],
      ['business', 18],
      ['political_committee', 8],
      ['labor', 5],
      ['political_party', 3],
      ['family', 2],
      ['unregistered', 1],
      ['other', 3],
    ]);
    const contributionSubType = random.weighted<ContributionSubtype>([
      ['cash', 85],
      ['inkind_contribution', 10],
      ['item_misc', 5],
    ]);
    const place = random.weighted<() => Place>([
      [() => portlandPlace(random), 55],
      [() => oregonPlace(random), 25],
      [() => outOfStatePlace(random), 20],
    ])();
    const amountDollars =
      contributionSubType === 'item_misc'
        ? random.int(5, 99)
        : random.weighted([
            [random.int(25, 250), 50],
            [random.int(251, 1000), 35],
            [random.int(1001, 5000), 15],
          ]);
    rows.push({
      governmentId: options.governmentId,
      campaignName: campaign.name,
      officeSought: campaign.office,
      date: campaignDate(random, options.from, options.to),
      amountCents: amountDollars * 100,
      contributorType,
      contributionSubType,
      city: place.city,
      state: place.state,
      zip: place.zip,
      latitude: place.latitude,
      longitude: place.longitude,
      batchId: `external-${index + 1}`,
    });
  }
  return rows;
}
