import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId } from './columns';
import { assumedCampaignReference, ownerReference } from './users';

/**
 * Personal API tokens: a script acts as the token's user with that user's current
 * permissions. Only the SHA-256 hash of the secret is stored; `prefix` is its displayable start.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serialId(),
    userId: ownerReference(),
    name: text('name').notNull(),
    /** The name's lookalike keys, as campaigns keep them (`campaigns.nameSkeleton`). */
    nameSkeleton: text('name_skeleton'),
    nameCaselessSkeleton: text('name_caseless_skeleton'),
    /** 'cfp_' and the first characters of the secret, shown in lists and in the history. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    expiresAt: moment('expires_at'),
    createdAt: createdAt(),
    lastUsedAt: moment('last_used_at'),
    revokedAt: moment('revoked_at'),
    /** Edit mode for scripts of a government admin: the campaign this token acts as. */
    assumedCampaignId: assumedCampaignReference(),
    /**
     * The per-token rate limit's fixed window, kept on the row (not in process memory) so that
     * it holds across every server process: when the window began and how many requests it saw.
     */
    rateWindowStartedAt: moment('rate_window_started_at'),
    rateWindowRequests: integer('rate_window_requests').notNull().default(0),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_user_idx').on(table.userId, table.createdAt),
    // No two of a user's tokens in use (not revoked) whose names look the same.
    uniqueIndex('api_tokens_user_name_skeleton_key')
      .on(table.userId, table.nameSkeleton)
      .where(sql`${table.revokedAt} is null`),
    uniqueIndex('api_tokens_user_name_caseless_skeleton_key')
      .on(table.userId, table.nameCaselessSkeleton)
      .where(sql`${table.revokedAt} is null`),
  ],
);
