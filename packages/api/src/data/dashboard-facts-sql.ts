import { campaigns, contributions, externalContributions } from '@portal/db';
import {
  CONTRIBUTION_SIZE_LIMITS,
  type ContributionSize,
  SMALL_MISCELLANEOUS_CASH_BELOW_CENTS,
} from '@portal/domain';
import { and, type SQL, sql } from 'drizzle-orm';
import {
  chosenParticipatingIds,
  type DashboardCampaign,
  type DashboardQuery,
  externalConditions,
  participatingConditions,
} from './dashboard-facts';

/**
 * The dashboard's public contributions as one SQL relation, for the database to aggregate: the
 * same rows and filters as `loadContributionFacts`, each row classified by the rules of the
 * domain's dashboard buckets (size, location, donor), so that no row has to reach Node.
 *
 * Columns: participating, campaign_id (null for external filers), campaign_name, office_sought,
 * amount_cents, match_cents, is_match, contributor_type, size, location, donor, separate_donor.
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
      is_match, contributor_type,
      case when small_cash then 'small' ${sizeCases()} else 'mega' end as size,
      case
        when lower(trim(coalesce(state, ''))) <> 'or' then 'out_of_state'
        when lower(trim(coalesce(city, ''))) = 'portland' then 'portland'
        else 'oregon'
      end as location,
      donor,
      (small_cash or donor is null) as separate_donor
    from (
      select source.*,
        (sub_type = 'item_misc' and coalesce(payment_method, 'cash') = 'cash'
          and amount_cents < ${SMALL_MISCELLANEOUS_CASH_BELOW_CENTS}) as small_cash
      from (${sql.join(sources, sql` union all `)}) as source
    ) as facts`;
}

/** Size borders from the domain's table: inclusive upper limits, lowest first. */
function sizeCases(): SQL {
  return sql.join(
    CONTRIBUTION_SIZE_LIMITS.map(
      ([size, limit]: readonly [ContributionSize, number]) =>
        sql`when amount_cents <= ${sql.raw(String(limit))} then ${sql.raw(`'${size}'`)}`,
    ),
    sql` `,
  );
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
