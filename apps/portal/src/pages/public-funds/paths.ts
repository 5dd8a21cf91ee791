/** Where the public-funds screens live, and the REST files they link to (spec section 7). */
export const PUBLIC_FUNDS_PATH = '/public-funds';

export const paymentRunPath = (runId: number) => `${PUBLIC_FUNDS_PATH}/runs/${runId}`;

export const statementPath = (runId: number, campaignId: number) =>
  `${paymentRunPath(runId)}/statements/${campaignId}`;

/** The treasury's payment file of an approved run. */
export const treasuryFileUrl = (runId: number) => `/payment-runs/${runId}/payments.csv`;

/** One campaign's statement of a run, as CSV. */
export const statementFileUrl = (runId: number, campaignId: number) =>
  `/payment-runs/${runId}/statements/${campaignId}.csv`;
