import { dashboardAnswerVersion, type VersionedQueryCall } from '@portal/api/dashboard';
import type { Database } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBearerToken } from '../bearer-token';
import { readSessionToken } from '../session-cookie';
import { representationFor, type StoredAnswer, storedAnswerOf } from './answer-representation';
import { StoredAnswers } from './stored-answers';

const TRPC_PREFIX = '/trpc/';

/**
 * The queries of a tRPC GET, read from its URL the way tRPC reads them (a batch names its
 * procedures comma-separated and keys its inputs by position); null when it is none.
 */
export function trpcQueryCalls(url: string): VersionedQueryCall[] | null {
  if (!url.startsWith(TRPC_PREFIX)) return null;
  const queryStart = url.indexOf('?');
  const params = new URLSearchParams(queryStart === -1 ? '' : url.slice(queryStart + 1));
  try {
    const path = decodeURIComponent(
      url.slice(TRPC_PREFIX.length, queryStart === -1 ? undefined : queryStart),
    );
    const inputText = params.get('input');
    const inputs: unknown = inputText ? JSON.parse(inputText) : undefined;
    if (params.get('batch') !== '1') return [{ path, rawInput: inputs }];
    if (inputs !== undefined && (inputs === null || typeof inputs !== 'object')) return null;
    const byIndex = (inputs ?? {}) as Record<string, unknown>;
    return path.split(',').map((name, index) => ({ path: name, rawInput: byIndex[index] }));
  } catch {
    return null;
  }
}

/**
 * Whether a request must reach the API whatever its URL: a signed-in browser (its session is
 * renewed or cleared as it goes) and a script with a token (a refused or throttled token answers
 * every procedure) are served by tRPC itself; only anonymous GETs are answered from storage.
 */
const carriesCredentials = (request: FastifyRequest) =>
  readSessionToken(request) !== null || readBearerToken(request) !== null;

/**
 * Where an answer is stored (the request as tRPC sees it: URL and the headers it varies on) and
 * the data versions it depends on, read from the database for this request.
 */
interface AnswerKey {
  slot: string;
  version: string;
}

/** Only an anonymous tRPC GET may be answered from storage. */
const mayBeStored = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.startsWith(TRPC_PREFIX) && !carriesCredentials(request);

async function answerKey(db: Database, request: FastifyRequest): Promise<AnswerKey | null> {
  // A streamed batch answers 200 even when a procedure in it failed: never stored.
  if (request.headers['trpc-accept'] === 'application/jsonl') return null;
  const calls = trpcQueryCalls(request.url);
  if (!calls) return null;
  // A database away now lets tRPC answer as it does for any other query (503).
  const version = await dashboardAnswerVersion(db, calls).catch(() => null);
  if (version === null) return null;
  const accept = `${request.headers['trpc-accept'] ?? ''};${request.headers.accept ?? ''}`;
  return { slot: `${accept}\n${request.url}`, version };
}

/** `If-None-Match` lists tags (weakly compared, RFC 9110 13.1.2) or is `*`. */
const ifNoneMatchHas = (header: string | undefined, etag: string) =>
  header?.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag.replace(/^W\//, '');
  }) ?? false;

function sendStored(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer) {
  const { etag, body } = representationFor(request, reply, stored);
  if (ifNoneMatchHas(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.code(200).send(body);
}

/**
 * Serialises each public dashboard answer once: the bytes tRPC wrote for an anonymous GET are
 * kept under the data versions read for that request, and a later request whose versions (read
 * again from the database, so every server process agrees at once) and URL are the same gets the
 * same bytes (or their gzip, compressed once) with an ETag, without the context, the output
 * schema and superjson running again. A changed version replaces the request's answer; what no
 * request asks for any more ages out.
 */
export const dashboardAnswersPlugin = fp<{ db: Database }>(
  async (fastify, { db }) => {
    // One answer per request, of the versions it was written under: a newer one replaces it, so
    // the answers of versions no request can match again do not wait to age out.
    const answers = new StoredAnswers<{ version: string; answer: StoredAnswer }>({
      maxBytes: 32 * 2 ** 20,
      maxEntries: 500,
      // As long as the API's own dashboard cache keeps a computed answer.
      ttlMs: 5 * 60 * 1000,
    });
    const pendingKeys = new WeakMap<FastifyRequest, AnswerKey>();

    // Both hooks run on every request; only an anonymous tRPC GET has anything to wait for, so
    // every other request passes on at once instead of through a promise. A hook that answers
    // the request itself does not call `done`.
    /** Whether the request was answered from storage; if not, what it stores under is noted. */
    const answerStored = async (request: FastifyRequest, reply: FastifyReply) => {
      const key = await answerKey(db, request);
      if (key === null) return false;
      const stored = answers.get(key.slot);
      if (stored?.version === key.version) {
        sendStored(request, reply, stored.answer);
        return true;
      }
      pendingKeys.set(request, key);
      return false;
    };
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!mayBeStored(request)) return done();
      answerStored(request, reply).then((answered) => answered || done(), done);
    });

    const store = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: AnswerKey,
      payload: Response,
    ) => {
      const stored = await storedAnswerOf(payload);
      answers.set(
        key.slot,
        { version: key.version, answer: stored },
        stored.body.byteLength + stored.gzipped.byteLength,
      );
      return representationFor(request, reply, stored).body;
    };
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const key = pendingKeys.get(request);
      if (key === undefined || !(payload instanceof Response) || payload.status !== 200) {
        return done(null, payload);
      }
      pendingKeys.delete(request);
      store(request, reply, key, payload).then((body) => done(null, body), done);
    });
  },
  { name: 'dashboard-answers', dependencies: ['cookies'] },
);
