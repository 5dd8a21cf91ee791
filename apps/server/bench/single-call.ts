import { type BenchCall, percentile } from './calls-list';

/**
 * One long request (an export, an import) timed to its last byte, `runs` times, each after
 * `before` (untimed) when given.
 */
export async function once(
  base: string,
  call: BenchCall,
  cookie: string | undefined,
  runs = 3,
  before?: () => Promise<void>,
) {
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  for (let run = 0; run < runs; run += 1) {
    await before?.();
    const started = performance.now();
    const body = call.formBody ? await call.formBody(base, cookie) : undefined;
    const bodyStarted = body ? performance.now() : started;
    const response = await fetch(`${base}${call.path}`, {
      method: call.method,
      headers: {
        ...(body ? {} : { 'content-type': 'application/json' }),
        ...(cookie ? { cookie } : {}),
      },
      body: body ?? (call.body === undefined ? undefined : JSON.stringify(call.body)),
    });
    const payload = await response.arrayBuffer();
    times.push(performance.now() - bodyStarted);
    bytes = payload.byteLength;
    if (!response.ok) {
      errors += 1;
      console.error(
        `${call.name}: ${response.status} ${Buffer.from(payload).toString('utf8', 0, 300)}`,
      );
    }
  }
  return {
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    perSecond: 0,
    bytes,
    errors,
  };
}
