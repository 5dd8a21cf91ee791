import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
} from 'drizzle-orm/pg-core';
import { apiTokens } from './api-tokens';
import { bytea, createdAt, serialId } from './columns';
import { contributions } from './contributions';
import { expenditures } from './expenditures';
import { campaigns, governmentReference } from './organisations';
import { users } from './users';

/**
 * The transaction history and comment threads: one row per thing that happened, listed by
 * contribution, expenditure, campaign or government, newest first.
 */
export const activities = pgTable(
  'activities',
  {
    id: serialId(),
    governmentId: governmentReference(),
    campaignId: integer('campaign_id').references(() => campaigns.id),
    contributionId: integer('contribution_id').references(() => contributions.id),
    expenditureId: integer('expenditure_id').references(() => expenditures.id),
    /** Who acted; null for the system. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Set when the change was made by a script with this API token of the user. */
    apiTokenId: integer('api_token_id').references(() => apiTokens.id, { onDelete: 'set null' }),
    /** Set when a government admin acted for this campaign in edit mode. */
    onBehalfOfCampaignId: integer('on_behalf_of_campaign_id').references(() => campaigns.id),
    activityType: text('activity_type').notNull(),
    notes: text('notes').notNull(),
    /** Written by someone in the Reply box (or as an Out of Compliance reason), not a change line. */
    isComment: boolean('is_comment').notNull().default(false),
    createdAt: createdAt(),
  },
  // Each history is read newest first, `order by created_at desc, id desc`: a bulk import writes
  // thousands of lines with one created_at, so the index orders by id too, and its nulls come
  // first as that order's do (with drizzle's default NULLS LAST the planner sorted every line).
  (table) => {
    const newestFirst = (scope: AnyPgColumn) =>
      [scope, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()] as const;
    return [
      index('activities_contribution_idx').on(...newestFirst(table.contributionId)),
      index('activities_expenditure_idx').on(...newestFirst(table.expenditureId)),
      index('activities_campaign_idx').on(...newestFirst(table.campaignId)),
      index('activities_government_idx').on(...newestFirst(table.governmentId)),
    ];
  },
);

/**
 * A file attached to a comment. The bytes live in the database so that every server process
 * can serve them without shared disk.
 */
export const activityAttachments = pgTable(
  'activity_attachments',
  {
    id: serialId(),
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    content: bytea('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('activity_attachments_activity_idx').on(table.activityId),
    check(
      'activity_attachments_size_matches',
      sql`${table.sizeBytes} = octet_length(${table.content})`,
    ),
  ],
);
