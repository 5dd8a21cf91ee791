import { type AddressInfo, connect } from 'node:net';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

interface LogLine {
  level: number;
  msg?: string;
  reqId?: string;
  req?: { url?: string };
}

/** Every line the server's logger writes, and who waits for which. */
const captured = vi.hoisted(() => ({
  lines: [] as string[],
  waiting: new Set<() => void>(),
}));

// The app's own logger options (level, serializers) are kept; only where the lines go changes,
// from stdout to this list.
vi.mock('fastify', async (importOriginal) => {
  const actual = await importOriginal<typeof import('fastify')>();
  const { Writable } = await import('node:stream');
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      captured.lines.push(...chunk.toString().split('\n').filter(Boolean));
      for (const check of captured.waiting) check();
      callback();
    },
  });
  const withCapturedLog = ((options: { logger?: object } = {}) =>
    actual.default({
      ...options,
      logger: { ...options.logger, stream },
    } as never)) as unknown as typeof actual.default;
  return { ...actual, default: withCapturedLog, fastify: withCapturedLog };
});

const logLines = () => captured.lines.map((line) => JSON.parse(line) as LogLine);

/** Resolves with the first line that `matches`, as soon as the logger writes it. */
function whenLogged(matches: (line: LogLine) => boolean): Promise<LogLine> {
  return new Promise((resolve) => {
    const check = () => {
      const found = logLines().find(matches);
      if (!found) return;
      captured.waiting.delete(check);
      resolve(found);
    };
    captured.waiting.add(check);
    check();
  });
}

/** What the server logged about the request to `url` after taking it in. */
async function verdictOn(url: string): Promise<LogLine> {
  const incoming = await whenLogged(
    (line) => line.msg === 'incoming request' && line.req?.url === url,
  );
  return whenLogged(
    (line) => line.reqId === incoming.reqId && line.msg !== undefined && line.msg !== incoming.msg,
  );
}

// Info is the production default; the other server tests run silent.
const world = useTestWorld({
  env: { LOG_LEVEL: 'info' },
  users: { staff: CAMPAIGN_STAFF, government: GOVERNMENT_ADMIN },
});

let port: number;
beforeAll(async () => {
  await world.app.listen({ host: '127.0.0.1', port: 0 });
  port = (world.app.server.address() as AddressInfo).port;
});

beforeEach(() => {
  captured.lines.length = 0;
});

type Leaving = 'closes' | 'resets';

/**
 * A client that announces `declaredBytes` of body, sends only the start of it and then leaves:
 * closes the connection (FIN) or resets it (RST), once the server has read what it sent.
 */
function sendHalfABody(
  leaving: Leaving,
  request: { method: string; url: string; headers: Record<string, string>; body: string },
  declaredBytes: number,
): void {
  const head = [
    `${request.method} ${request.url} HTTP/1.1`,
    'host: 127.0.0.1',
    `content-length: ${declaredBytes}`,
    ...Object.entries(request.headers).map(([name, value]) => `${name}: ${value}`),
  ].join('\r\n');
  const socket = connect(port, '127.0.0.1', () => {
    socket.write(`${head}\r\n\r\n${request.body}`);
  });
  socket.on('error', () => undefined);
  // The server has the headers and the start of the body once it logs the request.
  void whenLogged((line) => line.msg === 'incoming request' && line.req?.url === request.url).then(
    () => (leaving === 'closes' ? socket.end() : socket.resetAndDestroy()),
  );
}

const BOUNDARY = 'client-abort-boundary';
const multipart = (parts: string) => ({
  'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
  body: parts,
});

/** Requests whose bodies are cut off: plain JSON to REST and tRPC, and the two upload kinds. */
const CUT_OFF_REQUESTS = {
  'a JSON body (REST sign-in)': () => ({
    method: 'POST',
    url: '/users/login',
    headers: { 'content-type': 'application/json' },
    body: '{"email":"someone@example.org","password":"a pass',
  }),
  'a JSON body (tRPC sign-in)': () => ({
    method: 'POST',
    url: '/trpc/auth.login',
    headers: { 'content-type': 'application/json' },
    body: '{"json":{"email":"someone@example.org","pass',
  }),
  'a comment attachment (multipart)': () => {
    const { 'content-type': type, body } = multipart(
      [
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="comment"',
        '',
        'See the receipt',
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="attachment"; filename="receipt.pdf"',
        'Content-Type: application/pdf',
        '',
        '%PDF-1.7 the first bytes of a receipt',
      ].join('\r\n'),
    );
    return {
      method: 'POST',
      url: '/contributions/1/comments',
      headers: { 'content-type': type, cookie: world.users.staff.cookie },
      body,
    };
  },
  'a voter file (multipart CSV import)': () => {
    const rows = Array.from(
      { length: 200 },
      (_, index) => `abort-${index},Ada,Lovelace,${index} Main St,,Portland,OR,97201,,`,
    );
    const { 'content-type': type, body } = multipart(
      [
        `--${BOUNDARY}`,
        'Content-Disposition: form-data; name="file"; filename="voters.csv"',
        'Content-Type: text/csv',
        '',
        [KNOWN_CONTRIBUTOR_FILE_HEADER, ...rows].join('\n'),
      ].join('\r\n'),
    );
    return {
      method: 'POST',
      url: '/known-contributors/import',
      headers: { 'content-type': type, cookie: world.users.government.cookie },
      body,
    };
  },
};

const LEAVINGS: Leaving[] = ['closes', 'resets'];
const CASES = Object.keys(CUT_OFF_REQUESTS).flatMap((kind) =>
  LEAVINGS.map((leaving) => [kind as keyof typeof CUT_OFF_REQUESTS, leaving] as const),
);

const INFO = 30;

describe('a client that leaves in the middle of its request body', () => {
  it.each(CASES)(
    'sending %s, then %s the connection: logged as the client leaving, at info, not as a database fault',
    async (kind, leaving) => {
      const request = CUT_OFF_REQUESTS[kind]();

      sendHalfABody(leaving, request, Buffer.byteLength(request.body) + 100_000);
      const verdict = await verdictOn(request.url);

      expect(verdict.msg).toBe('client closed the connection before the request was complete');
      expect(verdict.level).toBe(INFO);
      const lines = logLines().filter((line) => line.reqId === verdict.reqId);
      expect(lines.map((line) => line.msg)).not.toContain('database unavailable');
      expect(lines.every((line) => line.level <= INFO)).toBe(true);
    },
  );

  it('leaves a request that did arrive whole answered as usual', async () => {
    const response = await world.post(null, '/users/login', { email: 'x', password: '' });

    expect(response.statusCode).toBe(400);
    expect(logLines().map((line) => line.msg)).not.toContain(
      'client closed the connection before the request was complete',
    );
  });
});
