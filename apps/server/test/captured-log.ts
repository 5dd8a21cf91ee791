/**
 * Where a test's server writes its log lines: a list the test reads instead of stdout. The app's
 * own logger options (level, serializers) are kept. A test file installs it with
 *
 *   vi.mock('fastify', async (importOriginal) =>
 *     (await import('./captured-log')).fastifyWithCapturedLog(importOriginal));
 */
import { Writable } from 'node:stream';

export interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
}

/** Every line the server's logger writes, and who waits for which. */
export const capturedLog = {
  lines: [] as string[],
  waiting: new Set<() => void>(),
};

export async function fastifyWithCapturedLog(importOriginal: <T>() => Promise<T>) {
  const actual = await importOriginal<typeof import('fastify')>();
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      capturedLog.lines.push(...chunk.toString().split('\n').filter(Boolean));
      for (const check of capturedLog.waiting) check();
      callback();
    },
  });
  const withCapturedLog = ((options: { logger?: object } = {}) =>
    actual.default({
      ...options,
      logger: { ...options.logger, stream },
    } as never)) as unknown as typeof actual.default;
  return { ...actual, default: withCapturedLog, fastify: withCapturedLog };
}

export const logLines = () => capturedLog.lines.map((line) => JSON.parse(line) as LogLine);

/** Resolves with the first line that `matches`, as soon as the logger writes it. */
export function whenLogged(matches: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise((resolve) => {
    const check = () => {
      const found = logLines().find(matches);
      if (!found) return;
      capturedLog.waiting.delete(check);
      resolve(found);
    };
    capturedLog.waiting.add(check);
    check();
  });
}
