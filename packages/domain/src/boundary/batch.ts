/**
 * The most calls one tRPC batch may hold. Each call counts against an API token's limit on its
 * own; the cap keeps one request's work bounded (a batch runs its calls at once, each with its
 * own database work) and is far above what the portal batches on any page.
 */
export const MAX_BATCH_CALLS = 50;

export const batchTooLargeMessage = (calls: number): string =>
  `A batch may hold at most ${MAX_BATCH_CALLS} calls; this one holds ${calls}. Send the rest in another batch.`;
