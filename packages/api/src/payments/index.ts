/**
 * What other features take from payments: the hook that offsets a paid match when its
 * contribution changes, and the public funds each campaign was paid.
 */
export { offsetPaidMatch } from './data/offsets';
export { publicFundsPaidByCampaign } from './data/public-funds';
