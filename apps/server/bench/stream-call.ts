import { type BenchCall, percentile } from './calls-list';

/** The figures a bench row prints (calls.ts), with what a streamed answer adds. */
export interface StreamFigures {
  p50: number;
  p95: number;
  p99: number;
  perSecond: number;
  bytes: number;
  errors: number;
  /** Printed under the row: how far the whole answer got, and how fast. */
  note?: string;
}

export const timesOf = (times: number[]) => ({
  p50: percentile(times, 50),
  p95: percentile(times, 95),
  p99: percentile(times, 99),
  perSecond: 0,
});

/**
 * Time to the first byte of the body of a streamed answer (a whole geo feed), `runs` times: the
 * request is dropped once the first chunk is in, so a feed of any length costs one batch.
 */
export async function firstByte(base: string, call: BenchCall, runs = 5): Promise<StreamFigures> {
  const times: number[] = [];
  let errors = 0;
  let bytes = 0;
  for (let run = 0; run < runs; run += 1) {
    const abort = new AbortController();
    const started = performance.now();
    const response = await fetch(`${base}${call.path}`, { signal: abort.signal });
    const reader = response.body?.getReader();
    const first = await reader?.read();
    times.push(performance.now() - started);
    bytes = first?.value?.byteLength ?? 0;
    if (!response.ok) errors += 1;
    abort.abort();
    await reader?.cancel().catch(() => {});
  }
  return { ...timesOf(times), bytes, errors };
}

/**
 * A whole streamed answer read to its end once, or until `limitMs` passes: the time, the bytes
 * and the rate it reached (the server's peak memory meanwhile is the row's peak column).
 */
export async function wholeStream(
  base: string,
  call: BenchCall,
  limitMs: number,
): Promise<StreamFigures> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), limitMs);
  const started = performance.now();
  let bytes = 0;
  let errors = 0;
  let cut = false;
  try {
    const response = await fetch(`${base}${call.path}`, { signal: abort.signal });
    if (!response.ok) errors += 1;
    const reader = response.body?.getReader();
    for (;;) {
      const chunk = await reader?.read();
      if (!chunk || chunk.done) break;
      bytes += chunk.value.byteLength;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
    cut = true;
  } finally {
    clearTimeout(timer);
  }
  const elapsed = performance.now() - started;
  const rate = bytes / 2 ** 20 / (elapsed / 1000);
  const note = `${call.name}: ${(bytes / 2 ** 20).toFixed(1)} MB in ${(elapsed / 1000).toFixed(1)} s, ${rate.toFixed(1)} MB/s${cut ? `, cut off at the ${limitMs / 1000} s limit` : ', complete'}`;
  return { ...timesOf([elapsed]), bytes, errors, note };
}
