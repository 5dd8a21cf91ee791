import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, moment, serialId, timestamps } from './columns';
import { campaigns, governmentReference } from './organisations';

export const users = pgTable(
  'users',
  {
    id: serialId(),
    /** Always stored lower-case so sign-in is case-insensitive. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    title: text('title'),
    /** argon2id hash; null until the invitation is redeemed. */
    passwordHash: text('password_hash'),
    /** 'invited' until the invitation is redeemed, then 'active'. */
    status: text('status').notNull().default('invited'),
    ...timestamps(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email)],
);

/** The user a row belongs to: it goes when the user is deleted. */
export const ownerReference = () =>
  integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** A campaign a government admin acts as (edit mode), on a session or an API token. */
export const assumedCampaignReference = () =>
  integer('assumed_campaign_id').references(() => campaigns.id);

/**
 * A user's role in one organisation: a government (government_admin) or a campaign
 * (campaign_admin, campaign_staff). Campaign permissions also carry the campaign's government
 * so that government-wide queries need no join.
 */
/** The unique index of one permission per person and organisation. */
export const PERMISSIONS_ONE_PER_ORGANISATION = 'permissions_user_organisation_key';

export const permissions = pgTable(
  'permissions',
  {
    id: serialId(),
    userId: ownerReference(),
    role: text('role').notNull(),
    governmentId: governmentReference(),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    createdAt: createdAt(),
  },
  (table) => [
    index('permissions_user_idx').on(table.userId),
    // One role per person and organisation (a government, or one of its campaigns), whatever
    // path writes it: invitations also take a lock per person, so two at once wait, not fail.
    uniqueIndex(PERMISSIONS_ONE_PER_ORGANISATION).on(
      table.userId,
      table.governmentId,
      sql`coalesce(${table.campaignId}, 0)`,
    ),
    index('permissions_campaign_idx').on(table.campaignId),
    index('permissions_government_idx').on(table.governmentId),
    check(
      'permissions_role_scope',
      sql`(${table.role} = 'government_admin' and ${table.campaignId} is null) or (${table.role} in ('campaign_admin', 'campaign_staff') and ${table.campaignId} is not null)`,
    ),
  ],
);

/** Server-side sessions: the cookie holds a random token, the table only its SHA-256 hash. */
export const sessions = pgTable(
  'sessions',
  {
    id: serialId(),
    userId: ownerReference(),
    tokenHash: text('token_hash').notNull(),
    /** Set while a government admin acts as this campaign (edit mode). */
    assumedCampaignId: assumedCampaignReference(),
    createdAt: createdAt(),
    lastSeenAt: moment('last_seen_at').notNull().defaultNow(),
    expiresAt: moment('expires_at').notNull(),
  },
  (table) => [
    uniqueIndex('sessions_token_hash_unique').on(table.tokenHash),
    index('sessions_user_idx').on(table.userId),
  ],
);

/** Invitation and password-reset codes: random, stored hashed, single-use, expiring. */
export const userCodes = pgTable(
  'user_codes',
  {
    id: serialId(),
    userId: ownerReference(),
    /** 'invitation' or 'password_reset'. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: moment('expires_at').notNull(),
    usedAt: moment('used_at'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('user_codes_code_hash_unique').on(table.codeHash),
    index('user_codes_user_idx').on(table.userId, table.purpose),
  ],
);

/**
 * Sign-in and reset attempts, kept in the database (not process memory) so that rate limits
 * hold across every server process.
 */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serialId(),
    /** 'login', 'password_reset' or 'code' (reset and invitation codes). */
    kind: text('kind').notNull(),
    /** What is limited: a lower-cased e-mail, a client address, or both (`pair:`). */
    subject: text('subject').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('auth_attempts_lookup_idx').on(table.kind, table.subject, table.createdAt)],
);

/** Outgoing e-mail. Without SMTP the outbox is the delivery; with SMTP it is the log. */
export const emailOutbox = pgTable(
  'email_outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    link: text('link'),
    /** Extra headers of the message (`List-Unsubscribe`), so the outbox shows what was sent. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: moment('sent_at'),
    createdAt: createdAt(),
  },
  (table) => [index('email_outbox_created_idx').on(table.createdAt)],
);
