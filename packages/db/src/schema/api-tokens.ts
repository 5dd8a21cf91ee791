import {
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { campaigns } from './organisations';
import { users } from './users';

/**
 * Personal API tokens (issue 15): a script acts as the token's user with that user's current
 * permissions. Only the SHA-256 hash of the secret is stored; `prefix` is its displayable start.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** 'cfp_' and the first characters of the secret, shown in lists and in the history. */
    prefix: text('prefix').notNull(),
    tokenHash: text('token_hash').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Edit mode for scripts of a government admin: the campaign this token acts as. */
    assumedCampaignId: integer('assumed_campaign_id').references(() => campaigns.id),
    /**
     * The per-token rate limit's fixed window, kept on the row (not in process memory) so that
     * it holds across every server process: when the window began and how many requests it saw.
     */
    rateWindowStartedAt: timestamp('rate_window_started_at', { withTimezone: true }),
    rateWindowRequests: integer('rate_window_requests').notNull().default(0),
  },
  (table) => [
    uniqueIndex('api_tokens_token_hash_unique').on(table.tokenHash),
    index('api_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);
