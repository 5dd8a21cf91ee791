import { campaigns, contributions, externalContributions } from '@portal/db';
import { and, type SQL, sql } from 'drizzle-orm';
import type { DashboardCampaign } from './campaign';
import {
  chosenParticipatingIds,
  type DashboardQuery,
  externalConditions,
  participatingConditions,
} from './facts';

/**
 * The dashboard's public contributions as one SQL relation, for the database to aggregate: the
 * same rows and filters as `loadContributionFacts`, each row classified by the rules of the
 * domain's dashboard buckets (size, location, donor), so that no row has to reach Node. The
 * buckets are the database's functions of migration `dashboard_summary_triggers`, which keep the
 * summary tables with the same rules.
 *
 * Columns: participating, campaign_id (null for external filers), campaign_name, office_sought,
 * amount_cents, match_cents, is_match, contributor_type, size, location, donor, separate_donor,
 * gifts (1: a row is one gift, where a summary row is many).
 */
export function classifiedFacts(
  governmentId: number,
  query: DashboardQuery,
  campaignList: readonly DashboardCampaign[],
): SQL {
  const campaignsById = new Map(campaignList.map((campaign) => [campaign.id, campaign]));
  const sources: SQL[] = [];
  if (query.financing !== 'private') {
    const ids = chosenParticipatingIds(query, campaignsById);
    sources.push(participatingSource(governmentId, query, ids));
  }
  if (query.financing !== 'public')
    sources.push(externalSource(governmentId, query, campaignsById));
  return sql`
    select participating, campaign_id, campaign_name, office_sought, amount_cents, match_cents,
      is_match, contributor_type, dashboard_size(small_cash, amount_cents) as size,
      dashboard_location(city, state) as location, donor,
      (small_cash or donor is null) as separate_donor, 1 as gifts
    from (
      select source.*,
        dashboard_small_cash(sub_type, payment_method, amount_cents) as small_cash
      from (${sql.join(sources, sql` union all `)}) as source
    ) as facts`;
}

function participatingSource(governmentId: number, query: DashboardQuery, ids: number[]): SQL {
  const conditions = participatingConditions(governmentId, query, ids);
  return sql`
    select true as participating, ${contributions.campaignId} as campaign_id,
      ${campaigns.name} as campaign_name, ${campaigns.officeSought} as office_sought,
      ${contributions.amountCents} as amount_cents,
      ${contributions.matchAmountCents} as match_cents,
      ${contributions.oaeType} = 'public_matching_contribution' as is_match,
      ${contributions.contributorType} as contributor_type, ${contributions.subType} as sub_type,
      ${contributions.paymentMethod} as payment_method, ${contributions.city} as city,
      ${contributions.state} as state,
      coalesce(${contributions.donorKey}, ${contributions.batchId}) as donor
    from ${contributions}
    inner join ${campaigns} on ${campaigns.id} = ${contributions.campaignId}
    where ${and(...conditions)}`;
}

function externalSource(
  governmentId: number,
  query: DashboardQuery,
  campaignsById: ReadonlyMap<number, DashboardCampaign>,
): SQL {
  const conditions = externalConditions(governmentId, query, campaignsById);
  // The state's filings carry no payment method and no match.
  return sql`
    select false as participating, null::int as campaign_id,
      ${externalContributions.campaignName} as campaign_name,
      ${externalContributions.officeSought} as office_sought,
      ${externalContributions.amountCents} as amount_cents, null::int as match_cents,
      false as is_match, ${externalContributions.contributorType} as contributor_type,
      ${externalContributions.contributionSubType} as sub_type, null::text as payment_method,
      ${externalContributions.city} as city, ${externalContributions.state} as state,
      ${externalContributions.batchId} as donor
    from ${externalContributions}
    where ${and(...conditions)}`;
}
