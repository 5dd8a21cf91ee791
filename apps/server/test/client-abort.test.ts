import { type AddressInfo, connect } from 'node:net';
import { KNOWN_CONTRIBUTOR_FILE_HEADER } from '@portal/domain';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { capturedLog, type LogLine, logLines, whenLogged } from './captured-log';
import { CAMPAIGN_STAFF, GOVERNMENT_ADMIN, useTestWorld } from './test-world';

vi.mock('fastify', async (importOriginal) =>
  (await import('./captured-log')).fastifyWithCapturedLog(importOriginal),
);

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
  capturedLog.lines.length = 0;
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

interface FormPart {
  name: string;
  file?: { name: string; type: string };
  content: string;
}

/** A multipart POST whose body ends inside its last part: the client leaves before the end. */
const cutOffUpload = (url: string, cookie: string, parts: FormPart[]) => ({
  method: 'POST',
  url,
  headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, cookie },
  body: parts
    .flatMap(({ name, file, content }) => [
      `--${BOUNDARY}`,
      file
        ? `Content-Disposition: form-data; name="${name}"; filename="${file.name}"`
        : `Content-Disposition: form-data; name="${name}"`,
      ...(file ? [`Content-Type: ${file.type}`] : []),
      '',
      content,
    ])
    .join('\r\n'),
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
  'a comment attachment (multipart)': () =>
    cutOffUpload('/contributions/1/comments', world.users.staff.cookie, [
      { name: 'comment', content: 'See the receipt' },
      {
        name: 'attachment',
        file: { name: 'receipt.pdf', type: 'application/pdf' },
        content: '%PDF-1.7 the first bytes of a receipt',
      },
    ]),
  'a voter file (multipart CSV import)': () => {
    const rows = Array.from(
      { length: 200 },
      (_, index) => `abort-${index},Ada,Lovelace,${index} Main St,,Portland,OR,97201,,`,
    );
    return cutOffUpload('/known-contributors/import', world.users.government.cookie, [
      {
        name: 'file',
        file: { name: 'voters.csv', type: 'text/csv' },
        content: [KNOWN_CONTRIBUTOR_FILE_HEADER, ...rows].join('\n'),
      },
    ]);
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
