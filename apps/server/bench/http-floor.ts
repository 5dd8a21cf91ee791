/**
 * The HTTP floor of a list call: a bare Fastify route (no hooks, no session, no database)
 * answering the bytes of one list page from memory, loaded with autocannon as `npm run bench`
 * loads the real call. What is left between this and the real call is the portal's own work.
 *
 *   tsx bench/http-floor.ts --body page.json [--connections 20] [--duration 5]
 *
 * `page.json` is a saved answer, e.g. `curl -X POST .../contributions -d '{"governmentId":1}'`.
 * Two routes: `/bytes` sends the stored string, `/stringify` parses it once and serialises the
 * object on every request (Fastify's default `JSON.stringify`), as a list answer is.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { freePort } from '../test/throwaway-postgres';

const { values: options } = parseArgs({
  options: {
    body: { type: 'string' },
    connections: { type: 'string', default: '20' },
    duration: { type: 'string', default: '5' },
    serve: { type: 'string' },
  },
});

if (!options.body) throw new Error('--body <file> names a saved list answer');
const text = readFileSync(options.body, 'utf8');

if (options.serve) {
  // The server side, in a process of its own so that autocannon does not share its event loop.
  const parsed: unknown = JSON.parse(text);
  const app = Fastify({ logger: false });
  app.post('/bytes', (_request, reply) => reply.type('application/json; charset=utf-8').send(text));
  app.post('/stringify', (_request, reply) => reply.send(parsed));
  await app.listen({ host: '127.0.0.1', port: Number(options.serve) });
  process.send?.('listening');
} else {
  const port = await freePort();
  const server = spawn(
    process.execPath,
    [
      ...process.execArgv,
      fileURLToPath(import.meta.url),
      '--body',
      options.body,
      '--serve',
      String(port),
    ],
    { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
  );
  await new Promise((ready) => server.once('message', ready));
  console.log(`| route | p50 | p95 | req/s | payload |\n|---|---|---|---|---|`);
  for (const route of ['bytes', 'stringify']) {
    const times: number[] = [];
    const result = await new Promise<autocannon.Result>((done, fail) => {
      const instance = autocannon(
        {
          url: `http://127.0.0.1:${port}/${route}`,
          method: 'POST',
          connections: Number(options.connections),
          duration: Number(options.duration),
          headers: { 'content-type': 'application/json' },
          body: '{"governmentId":1}',
        },
        (error, finished) => (error ? fail(error) : done(finished)),
      );
      instance.on('response', (_client, _status, _bytes, time) => times.push(time));
    });
    const at = (share: number) =>
      (times.sort((a, b) => a - b)[Math.floor(share * (times.length - 1))] ?? 0).toFixed(2);
    const kB = (result.throughput.total / Math.max(1, result.requests.total) / 1000).toFixed(1);
    console.log(`| ${route} | ${at(0.5)} | ${at(0.95)} | ${result.requests.average} | ${kB} kB |`);
  }
  server.kill();
}
