/**
 * What other features and the server's adapters take from payments: the hook that offsets a paid
 * match when its contribution changes, the public funds each campaign was paid, the public
 * payment record's columns, and the run's files.
 */
export { offsetPaidMatch } from './data/offsets';
export { publicFundsPaidByCampaign } from './data/public-funds';
export { paymentFileChunks, publicPaymentsFile, statementFileChunks } from './files';
export { type OpenDataPaymentRow, openDataPaymentSchema } from './open-data-columns';
export { qualificationOutput } from './outputs';
