/** The fetch signature tRPC's links and scripts use. */
export type Fetch = (input: string | URL | Request, init?: RequestInit) => Promise<Response>;

export interface RetryOptions {
  /** Further attempts after the first; 0 turns retrying off. */
  maxRetries?: number;
  /** The wait when the answer names none, doubled on each further attempt. */
  baseDelayMs?: number;
  /** No single wait is longer, whatever Retry-After says. */
  maxDelayMs?: number;
  /** Injected by tests; a real script waits on the clock. */
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
}

const DEFAULTS = { maxRetries: 4, baseDelayMs: 500, maxDelayMs: 60_000 };

/**
 * Retry-After is either whole seconds or an HTTP date (RFC 9110 10.2.3). Returns the wait in
 * milliseconds, or null when the header is absent or unreadable.
 */
export function retryAfterMs(header: string | null, now: number): number | null {
  if (header === null) return null;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

/**
 * A 429 means the server refused the request before doing anything, so any request may be sent
 * again. A 503 may come from a database that went away mid-request: reads are repeated, and so
 * is a write that carries an Idempotency-Key (the server answers a repeat with the first answer
 * and writes nothing); any other write is not, since the script cannot know whether it was
 * applied, and it gets the error instead.
 */
export function isRetryable(status: number, method: string, idempotent = false): boolean {
  if (status === 429) return true;
  return status === 503 && (idempotent || method === 'GET' || method === 'HEAD');
}

function hasIdempotencyKey(input: string | URL | Request, init?: RequestInit): boolean {
  const headers = new Headers(input instanceof Request ? input.headers : undefined);
  for (const [name, value] of new Headers(init?.headers)) headers.set(name, value);
  return headers.has('idempotency-key');
}

function methodOf(input: string | URL | Request, init?: RequestInit): string {
  const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
  return method.toUpperCase();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Wraps a fetch so throttled and unavailable answers are tried again after the server's wait. A
 * request whose answer was lost (the connection cut) is sent again only when it is a read or
 * carries an Idempotency-Key.
 */
export function retryingFetch(fetchImpl: Fetch, options: RetryOptions = {}): Fetch {
  const { maxRetries, baseDelayMs, maxDelayMs } = { ...DEFAULTS, ...options };
  const sleep = options.sleep ?? wait;
  const now = options.now ?? Date.now;
  return async (input, init) => {
    const method = methodOf(input, init);
    const idempotent = hasIdempotencyKey(input, init);
    const safeToRepeat = idempotent || method === 'GET' || method === 'HEAD';
    for (let attempt = 0; ; attempt += 1) {
      const backoff = Math.min(baseDelayMs * 2 ** attempt, maxDelayMs);
      let response: Response;
      try {
        // A Request body can be read once; each attempt sends a fresh copy.
        response = await fetchImpl(input instanceof Request ? input.clone() : input, init);
      } catch (error) {
        if (attempt >= maxRetries || !safeToRepeat || init?.signal?.aborted) throw error;
        await sleep(backoff);
        continue;
      }
      if (attempt >= maxRetries || !isRetryable(response.status, method, idempotent))
        return response;
      const named = retryAfterMs(response.headers.get('retry-after'), now());
      const delay = Math.min(named ?? backoff, maxDelayMs);
      // The answer is dropped; release its connection before waiting.
      await response.body?.cancel();
      await sleep(delay);
    }
  };
}
