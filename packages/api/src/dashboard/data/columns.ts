import { campaigns, contributions, externalContributions } from '@portal/db';
import { sql } from 'drizzle-orm';

/** What tells a participating contribution's donors apart: the donor key, else the batch id. */
export const participatingDonor = sql<
  string | null
>`coalesce(${contributions.donorKey}, ${contributions.batchId})`;

/**
 * What the dashboard reads of a participating campaign's contribution (joined to its campaign):
 * the figures, the map and the feeds read the same columns.
 */
export const participatingContributionColumns = {
  campaignId: contributions.campaignId,
  campaignName: campaigns.name,
  officeSought: campaigns.officeSought,
  date: contributions.date,
  amountCents: contributions.amountCents,
  matchAmountCents: contributions.matchAmountCents,
  subType: contributions.subType,
  oaeType: contributions.oaeType,
  contributorType: contributions.contributorType,
  city: contributions.city,
  state: contributions.state,
};

/** What the dashboard reads of a non-participating campaign's contribution (the state's filings). */
export const externalContributionColumns = {
  campaignName: externalContributions.campaignName,
  officeSought: externalContributions.officeSought,
  date: externalContributions.date,
  amountCents: externalContributions.amountCents,
  contributorType: externalContributions.contributorType,
  city: externalContributions.city,
  state: externalContributions.state,
  batchId: externalContributions.batchId,
};
