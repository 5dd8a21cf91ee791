/**
 * What other features take from payments: the hook that offsets a paid match when its
 * contribution changes.
 */
export { offsetPaidMatch } from './data/offsets';
