import { type CampaignLimitWarning, centsToDollars } from '@portal/domain';

/** A limit warning as the API reads it: dollars at the edge, the gifts behind the total. */
export const toLimitRow = (warning: CampaignLimitWarning) => ({
  code: warning.code,
  donorName: warning.donorName,
  total: centsToDollars(warning.totalCents),
  limit: centsToDollars(warning.limitCents),
  over: centsToDollars(warning.overCents),
  contributionIds: warning.contributionIds,
  message: warning.message,
});
