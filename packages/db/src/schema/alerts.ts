import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { calendarDate, createdAt, moment, serialId } from './columns';
import { campaigns, governmentReference } from './organisations';

/**
 * A visitor's request for a daily e-mail digest of one campaign's public activity, or of the
 * whole programme's (no campaign). The address serves these digests and nothing else. It waits
 * unconfirmed until the link e-mailed to it is opened (double opt-in); only the hash of that
 * link's code is kept, so a copy of the table confirms nothing.
 */
export const alertSubscriptions = pgTable(
  'alert_subscriptions',
  {
    id: serialId(),
    governmentId: governmentReference(),
    /** Null: the whole programme of the government. */
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'cascade' }),
    /** Lower-cased, so one inbox is one address for the limits and the one digest a day. */
    email: text('email').notNull(),
    /** SHA-256 of the confirmation code; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmedAt: moment('confirmed_at'),
    /** Public activity up to this moment has been sent (or predates the subscription). */
    sentThrough: moment('sent_through'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('alert_subscriptions_target_idx').on(
      table.email,
      table.governmentId,
      sql`coalesce(${table.campaignId}, 0)`,
    ),
    uniqueIndex('alert_subscriptions_confirm_idx').on(table.confirmTokenHash),
    index('alert_subscriptions_created_idx').on(table.createdAt),
  ],
);

/**
 * One row per address and business day a digest went to it: the primary key lets only one
 * process, of any number running the digest job, send an address its digest of a day.
 */
export const alertDigests = pgTable(
  'alert_digests',
  {
    email: text('email').notNull(),
    day: calendarDate('day').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.email, table.day] })],
);

/**
 * The hashes of the one-click unsubscribe codes of the digests sent, each good for the address
 * it was sent to; a new code per digest, as only hashes are kept.
 */
export const alertUnsubscribeCodes = pgTable(
  'alert_unsubscribe_codes',
  {
    codeHash: text('code_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('alert_unsubscribe_codes_created_idx').on(table.createdAt)],
);
