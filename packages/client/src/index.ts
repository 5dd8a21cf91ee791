import {
  createTRPCClient,
  httpBatchStreamLink,
  httpLink,
  type Operation,
  splitLink,
} from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter, PortalClient } from './portal-client.js';
import { type Fetch, type RetryOptions, retryingFetch } from './retrying-fetch.js';

export { allPages, type ListPage, type PageRequest } from './pages.js';
export type { AppRouter, PortalClient, RouterInputs, RouterOutputs } from './portal-client.js';
export { type Fetch, type RetryOptions, retryAfterMs, retryingFetch } from './retrying-fetch.js';

/**
 * What a call may carry besides its input: `idempotencyKey` names a create or an import, so that
 * sending it again (after a lost answer, even from a new process) answers the first answer and
 * writes nothing. Without one, each mutation gets a fresh key, which covers the client's own
 * retries. `client.contributions.create.mutate(input, { context: { idempotencyKey } })`.
 */
export interface PortalCallContext {
  idempotencyKey?: string;
}

/** The key a mutation is sent with: the call's own, else a fresh one for this call. */
const idempotencyKeyOf = (context: Record<string, unknown>): string =>
  typeof context.idempotencyKey === 'string' ? context.idempotencyKey : crypto.randomUUID();

export interface PortalClientOptions {
  /** The portal's address, e.g. `https://finance.example.gov` (tRPC is served under /trpc). */
  url: string;
  /** An API token from Settings > API tokens; the client acts as its user. */
  token: string;
  retry?: RetryOptions;
  /** Another fetch (a proxy, a test double); the global fetch otherwise. */
  fetch?: Fetch;
}

/**
 * Procedures that answer a stream: the CSV and XML exports, the geo feeds and the open-data
 * contributions, read batch by batch on the server.
 */
const STREAMED_PROCEDURES =
  /\.(exportCsv|exportXml|exportXmlStream)$|^dashboard\.(contributionsGeo|externalContributionsGeo)$|^openData\.contributions$/;

/**
 * The fully typed client of every procedure the token's user may call, with the portal's
 * transformer. Each call is its own HTTP request (no batching), so a 429 or 503 has its own
 * status and Retry-After and is retried alone; exports and feeds stream as they are read.
 */
export function createPortalClient(options: PortalClientOptions): PortalClient {
  const url = `${options.url.replace(/\/+$/, '')}/trpc`;
  const fetch = retryingFetch(options.fetch ?? globalThis.fetch, options.retry);
  const authorization = `Bearer ${options.token}`;
  const headers = ({ op }: { op: Operation }) =>
    op.type === 'mutation'
      ? { authorization, 'idempotency-key': idempotencyKeyOf(op.context) }
      : { authorization };
  const shared = { url, fetch, transformer: superjson };
  // One call per request (no batching): a key names one call, and the server refuses it on a batch.
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => STREAMED_PROCEDURES.test(op.path),
        // Streams are reads: they carry the token only.
        true: httpBatchStreamLink({ ...shared, headers: { authorization }, maxItems: 1 }),
        false: httpLink({ ...shared, headers }),
      }),
    ],
  });
}
