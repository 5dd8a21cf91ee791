import { contributions, externalContributions } from '@portal/db';
import { type SQL, sql } from 'drizzle-orm';

/**
 * Whose gifts a campaign page reads: a participating campaign by its id, or a non-participating
 * one by the name and office its state filings carry (it has no campaign row).
 */
export type CampaignGifts =
  | { participating: true; governmentId: number; campaignId: number }
  | { participating: false; governmentId: number; name: string; officeSought: string };

/**
 * A campaign's public contributions, one row each: date, zip, amount_cents, match_cents,
 * is_match (the city's own matching money: not a gift, counted for match money only, as on the
 * dashboard), donor and separate_donor (a gift that counts as a donor of its own, as the
 * dashboard counts them: small miscellaneous cash or no donor key).
 * The public statuses and the buckets are the database's own rules (migration
 * `dashboard_summary_triggers`), which the dashboard's summaries use too.
 */
export function campaignGifts(gifts: CampaignGifts): SQL {
  if (gifts.participating) {
    const donor = sql`coalesce(${contributions.donorKey}, ${contributions.batchId})`;
    return sql`
      select ${contributions.date} as date, ${contributions.zip} as zip,
        ${contributions.amountCents} as amount_cents,
        coalesce(${contributions.matchAmountCents}, 0) as match_cents,
        ${contributions.oaeType} = 'public_matching_contribution' as is_match, ${donor} as donor,
        (dashboard_small_cash(${contributions.subType}, ${contributions.paymentMethod},
          ${contributions.amountCents}) or ${donor} is null) as separate_donor
      from ${contributions}
      where ${contributions.governmentId} = ${gifts.governmentId}
        and ${contributions.campaignId} = ${gifts.campaignId}
        and ${contributions.status} in ('submitted', 'processed')`;
  }
  return sql`
    select ${externalContributions.date} as date, ${externalContributions.zip} as zip,
      ${externalContributions.amountCents} as amount_cents, 0 as match_cents, false as is_match,
      ${externalContributions.batchId} as donor,
      (dashboard_small_cash(${externalContributions.contributionSubType}, null,
        ${externalContributions.amountCents}) or ${externalContributions.batchId} is null)
        as separate_donor
    from ${externalContributions}
    where ${externalContributions.governmentId} = ${gifts.governmentId}
      and ${externalContributions.campaignName} = ${gifts.name}
      and ${externalContributions.officeSought} = ${gifts.officeSought}`;
}
