import { createHash } from 'node:crypto';
import { type Database, idempotencyKeys, type Transaction } from '@portal/db';
import { TRPCError } from '@trpc/server';
import { and, eq, lt, sql } from 'drizzle-orm';
import superjson from 'superjson';
import type { Mailer } from '../mail/mailer';

/** How long a key answers with its first answer; afterwards the same key starts a new request. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

export const IDEMPOTENCY_MESSAGES = {
  malformed: 'Idempotency-Key must be 1 to 255 visible ASCII characters (a UUID is a good choice)',
  otherRequest:
    'This Idempotency-Key was already used with another request; send a new key for a new request',
  batched:
    'Idempotency-Key applies to one call: send the create on its own, not in a batch of calls',
} as const;

const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The key as sent, or a 400 that says what a key may be. */
export function checkedIdempotencyKey(key: string): string {
  if (!KEY_PATTERN.test(key))
    throw new TRPCError({ code: 'BAD_REQUEST', message: IDEMPOTENCY_MESSAGES.malformed });
  return key;
}

/**
 * One text for one request: the procedure's name and its parsed input (so the order of the body's
 * keys does not matter). An uploaded file's bytes count as they are.
 */
export function requestHashOf(path: string, input: unknown): string {
  const text = JSON.stringify([path, input ?? null], (_key, value: unknown) =>
    value instanceof Uint8Array ? `bytes:${Buffer.from(value).toString('base64')}` : value,
  );
  return createHash('sha256').update(text).digest('hex');
}

export interface IdempotentCall {
  userId: number;
  key: string;
  /**
   * The request's hash. Asked for only once it is needed: an uploaded file is hashed as it is
   * read, so a new import's hash is known after the import, and a repeat's after its file was read.
   */
  requestHash: () => Promise<string>;
  /** Whether to keep the answer under the key; a refusal answered as a result is not kept. */
  keepsAnswer?: (answer: unknown) => boolean;
}

type FileSource = AsyncIterable<Uint8Array | string>;

const isFileSource = (value: unknown): value is FileSource =>
  typeof value === 'object' &&
  value !== null &&
  !(value instanceof Uint8Array) &&
  Symbol.asyncIterator in value;

/** An uploaded file read through a hash: `digest` reads what the import left unread first. */
function hashedFile(source: FileSource) {
  const hash = createHash('sha256');
  const chunks = source[Symbol.asyncIterator]();
  let ended = false;
  const next = async (): Promise<IteratorResult<Uint8Array | string>> => {
    if (ended) return { done: true, value: undefined };
    const chunk = await chunks.next();
    if (chunk.done) ended = true;
    else hash.update(chunk.value);
    return chunk;
  };
  // A reader that stops early leaves the file open, so `digest` can read the rest.
  const file: FileSource = { [Symbol.asyncIterator]: () => ({ next }) };
  const digest = async () => {
    while (!(await next()).done) {
      // Only the hash wants the rest of the file.
    }
    return hash.digest('hex');
  };
  return { file, digest };
}

/**
 * The input with each uploaded file (a stream field) read through a hash, and the hash of the
 * whole request: the call's name, its other fields and each file's bytes.
 */
function fingerprinted(operation: string, input: unknown) {
  if (typeof input !== 'object' || input === null) {
    const hash = requestHashOf(operation, input);
    return { input, requestHash: async () => hash };
  }
  const files = new Map<string, ReturnType<typeof hashedFile>>();
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) {
    if (isFileSource(value)) files.set(name, hashedFile(value));
    else fields[name] = value;
  }
  if (files.size === 0) {
    const hash = requestHashOf(operation, input);
    return { input, requestHash: async () => hash };
  }
  const read = Object.fromEntries([...files].map(([name, hashed]) => [name, hashed.file]));
  return {
    input: { ...input, ...read },
    requestHash: async () => {
      const digests: Record<string, string> = {};
      for (const [name, hashed] of files) digests[name] = await hashed.digest();
      return requestHashOf(operation, { fields, files: digests });
    },
  };
}

export type IdempotentOutcome<Answer> =
  | { replayed: false; answer: Answer }
  | { replayed: true; answer: unknown };

/**
 * Runs `write` at most once for a user's key: the key's row is written in `write`'s own
 * transaction, so a create and its key commit together or not at all (a failed create leaves the
 * key free for the retry). A second request with the key waits on the row's primary key until the
 * first commits, then answers the first answer without writing; with another request it is 422.
 */
export async function runOnce<Answer>(
  db: Database,
  call: IdempotentCall,
  write: (tx: Transaction) => Promise<Answer>,
): Promise<IdempotentOutcome<Answer>> {
  return db.transaction(async (tx) => {
    const mine = and(eq(idempotencyKeys.userId, call.userId), eq(idempotencyKeys.key, call.key));
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, call.userId),
          lt(
            idempotencyKeys.createdAt,
            sql`now() - make_interval(hours => ${IDEMPOTENCY_KEY_TTL_HOURS})`,
          ),
        ),
      );
    const claimed = await tx
      .insert(idempotencyKeys)
      // Filled in below, in this transaction: no other request sees the row before its commit.
      .values({ userId: call.userId, key: call.key, requestHash: '', answer: sql`'null'::jsonb` })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length === 0) {
      const [first] = await tx
        .select({ requestHash: idempotencyKeys.requestHash, answer: idempotencyKeys.answer })
        .from(idempotencyKeys)
        .where(mine);
      if (!first || first.requestHash !== (await call.requestHash()))
        throw new TRPCError({
          code: 'UNPROCESSABLE_CONTENT',
          message: IDEMPOTENCY_MESSAGES.otherRequest,
        });
      return {
        replayed: true,
        answer: superjson.deserialize(first.answer as Parameters<typeof superjson.deserialize>[0]),
      };
    }
    const answer = await write(tx);
    if (call.keepsAnswer && !call.keepsAnswer(answer)) await tx.delete(idempotencyKeys).where(mine);
    else
      await tx
        .update(idempotencyKeys)
        .set({ requestHash: await call.requestHash(), answer: superjson.serialize(answer) })
        .where(mine);
    return { replayed: false, answer };
  });
}

interface IdempotentContext {
  db: Database;
  user: { id: number };
  idempotencyKey?: string | null | undefined;
  mailer?: Mailer;
}

/**
 * A mailer that holds the messages of a keyed call until its transaction has committed: the
 * outbox is written on its own connection (PGlite has one, held by the transaction), and no
 * invitation may go out for a create that is then rolled back.
 */
function mailAfterCommit(mailer: Mailer) {
  const held: Parameters<Mailer['send']>[0][] = [];
  return {
    mailer: { send: async (message) => void held.push(message) } satisfies Mailer,
    async sendHeld() {
      for (const message of held) await mailer.send(message);
    },
  };
}

/**
 * A create's or an import's resolver that honours the request's `Idempotency-Key`: without a key
 * it runs as it is; with one it runs at most once per user and key (`runOnce`), on the
 * transaction that holds the key. `operation` names the call in the request's hash, so one key
 * sent to two different creates is two different requests.
 */
export const idempotent =
  <Ctx extends IdempotentContext, Input, Answer>(
    operation: string,
    resolve: (options: { ctx: Ctx; input: Input }) => Promise<Answer>,
    keepsAnswer?: (answer: Answer) => boolean,
  ) =>
  async (options: { ctx: Ctx; input: Input }): Promise<Answer> => {
    const { ctx } = options;
    if (ctx.idempotencyKey == null) return resolve(options);
    const key = checkedIdempotencyKey(ctx.idempotencyKey);
    const request = fingerprinted(operation, options.input);
    const call: IdempotentCall = {
      userId: ctx.user.id,
      key,
      requestHash: request.requestHash,
      ...(keepsAnswer ? { keepsAnswer: (answer) => keepsAnswer(answer as Answer) } : {}),
    };
    const input = request.input as Input;
    const mail = ctx.mailer ? mailAfterCommit(ctx.mailer) : null;
    const outcome = await runOnce(ctx.db, call, (tx) =>
      resolve({
        ctx: { ...ctx, db: tx as unknown as Database, ...(mail ? { mailer: mail.mailer } : {}) },
        input,
      }),
    );
    await mail?.sendHeld();
    return outcome.answer as Answer;
  };
