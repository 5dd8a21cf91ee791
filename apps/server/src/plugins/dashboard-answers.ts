import {
  type DashboardAnswerSlot,
  dashboardAnswerSlot,
  keepDashboardAnswer,
  storedDashboardAnswer,
  type VersionedQueryCall,
} from '@portal/api/dashboard';
import type { Database } from '@portal/db';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { readBearerToken } from '../bearer-token';
import type { PublicReadChooser } from '../public-reads';
import { readSessionToken } from '../session-cookie';
import { representationFor, type StoredAnswer, storedAnswerOf } from './answer-representation';

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

interface DashboardAnswersOptions {
  /** The primary; an anonymous request's answers are read and kept on its public read connection. */
  db: Database;
  choosePublicRead: PublicReadChooser;
  /** The settings the public answers show (the map's tile URL): part of their key. */
  configuration: unknown;
}

/** Only an anonymous tRPC GET may be answered from storage. */
const mayBeStored = (request: FastifyRequest) =>
  request.method === 'GET' && request.url.startsWith(TRPC_PREFIX) && !carriesCredentials(request);

/**
 * Where the dashboard's cache keeps this request's answer: its calls as their procedures parse
 * them, how tRPC writes them (batched or not, for the headers it varies on), and the data
 * versions read from the database for this request.
 */
async function answerSlot(
  db: Database,
  configuration: unknown,
  request: FastifyRequest,
): Promise<DashboardAnswerSlot | null> {
  // A streamed batch answers 200 even when a procedure in it failed: never stored.
  if (request.headers['trpc-accept'] === 'application/jsonl') return null;
  const calls = trpcQueryCalls(request.url);
  if (!calls) return null;
  const batched = calls.length > 1 || /[?&]batch=1(&|$)/.test(request.url);
  const variant = `${batched ? 'batch' : 'single'};${request.headers['trpc-accept'] ?? ''};${request.headers.accept ?? ''}`;
  // A database away now lets tRPC answer as it does for any other query (503).
  return dashboardAnswerSlot(db, calls, variant, configuration).catch(() => null);
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
 * kept in the dashboard's one answer cache, under the calls' parsed inputs and the data versions
 * read for that request, and a later request whose versions (read again from the database, so
 * every server process agrees at once) and parsed calls are the same gets the same bytes (or
 * their gzip, compressed once) with an ETag, without the context, the output schema and superjson
 * running again. A changed version replaces the answer; what no request asks for ages out.
 */
export const dashboardAnswersPlugin = fp<DashboardAnswersOptions>(
  async (fastify, options) => {
    const pendingSlots = new WeakMap<FastifyRequest, { db: Database; slot: DashboardAnswerSlot }>();
    // The versions are read, and the answer kept, on the server tRPC computes it on.
    const readConnectionOf = async (request: FastifyRequest) =>
      (await options.choosePublicRead(request))?.db ?? options.db;

    // Both hooks run on every request; only an anonymous tRPC GET has anything to wait for, so
    // every other request passes on at once instead of through a promise. A hook that answers
    // the request itself does not call `done`.
    /** Whether the request was answered from storage; if not, what it stores under is noted. */
    const answerStored = async (request: FastifyRequest, reply: FastifyReply) => {
      const db = await readConnectionOf(request);
      const slot = await answerSlot(db, options.configuration, request);
      if (slot === null) return false;
      const stored = storedDashboardAnswer<StoredAnswer>(db, slot);
      if (stored) {
        sendStored(request, reply, stored);
        return true;
      }
      pendingSlots.set(request, { db, slot });
      return false;
    };
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!mayBeStored(request)) return done();
      answerStored(request, reply).then((answered) => answered || done(), done);
    });

    const store = async (
      request: FastifyRequest,
      reply: FastifyReply,
      { db, slot }: { db: Database; slot: DashboardAnswerSlot },
      payload: Response,
    ) => {
      const stored = await storedAnswerOf(payload);
      keepDashboardAnswer(db, slot, stored, stored.body.byteLength + stored.gzipped.byteLength);
      return representationFor(request, reply, stored).body;
    };
    fastify.addHook('onSend', (request, reply, payload, done) => {
      const pending = pendingSlots.get(request);
      if (pending === undefined || !(payload instanceof Response) || payload.status !== 200) {
        return done(null, payload);
      }
      pendingSlots.delete(request);
      store(request, reply, pending, payload).then((body) => done(null, body), done);
    });
  },
  { name: 'dashboard-answers', dependencies: ['cookies'] },
);
