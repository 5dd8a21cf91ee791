import { index, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { ownerReference } from './users';

/**
 * The answers of creates and imports sent with an `Idempotency-Key`, so a script whose answer was
 * lost can send the same request again and get the first answer instead of a second record. The
 * key is its sender's own (two users may pick the same key). The row is written in the same
 * transaction as what it created, and the primary key makes a concurrent duplicate wait for the
 * first one's commit: never two writes for one key. Rows older than a day are forgotten.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: ownerReference(),
    key: text('key').notNull(),
    /** SHA-256 of the procedure's name and its input: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    /** The first answer, as the API's transformer serialised it (dates stay dates on a replay). */
    answer: jsonb('answer').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.key] }),
    index('idempotency_keys_created_idx').on(table.createdAt),
  ],
);
