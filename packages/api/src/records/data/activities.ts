import {
  activities,
  activityAttachments,
  apiTokens,
  campaigns,
  type DbOrTx,
  users,
} from '@portal/db';
import { type ActivityType, safeFileName } from '@portal/domain';
import { aliasedTable, and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { ListScope } from '../../access/scope';
import { countRows } from '../list-engine/list-count';
import { scopeCondition } from './records';

export interface NewActivity {
  governmentId: number;
  campaignId: number | null;
  contributionId?: number | null;
  expenditureId?: number | null;
  /** Who acted; null for the system. */
  userId: number | null;
  /** Set when a government admin acted for the campaign in edit mode. */
  onBehalfOfCampaignId?: number | null;
  /** Set when the change was made by a script with this API token. */
  apiTokenId?: number | null;
  activityType: ActivityType;
  notes: string;
  /** A comment from the Reply box or a compliance reason, as opposed to a change line. */
  isComment?: boolean;
}

/**
 * Writes one line of transaction history. Callers pass their transaction so the history is saved
 * with the change it describes, or not at all.
 */
export async function recordActivity(db: DbOrTx, activity: NewActivity): Promise<number> {
  const [row] = await db
    .insert(activities)
    .values({
      ...activity,
      contributionId: activity.contributionId ?? null,
      expenditureId: activity.expenditureId ?? null,
      onBehalfOfCampaignId: activity.onBehalfOfCampaignId ?? null,
      apiTokenId: activity.apiTokenId ?? null,
      isComment: activity.isComment ?? false,
    })
    .returning({ id: activities.id });
  if (!row) throw new Error('Inserting an activity returned no row');
  return row.id;
}

/** Which history to list: one record's, or a whole campaign's or government's. */
export type ActivitySubject =
  | { contributionId: number }
  | { expenditureId: number }
  | { campaignId: number }
  | { governmentId: number };

export interface ActivityView {
  id: number;
  createdAt: Date;
  notes: string;
  activityType: ActivityType;
  actor: { id: number; name: string } | null;
  onBehalfOfCampaign: { id: number; name: string } | null;
  /** The API token a script made the change with. */
  apiToken: { id: number; name: string } | null;
  contributionId: number | null;
  expenditureId: number | null;
  campaignId: number | null;
  attachment: { id: number; fileName: string; sizeBytes: number } | null;
  /** Where the attachment downloads from (spec section 3, "attachmentPath"). */
  attachmentPath: string | null;
}

const subjectCondition = (subject: ActivitySubject): SQL => {
  if ('contributionId' in subject) return eq(activities.contributionId, subject.contributionId);
  if ('expenditureId' in subject) return eq(activities.expenditureId, subject.expenditureId);
  if ('campaignId' in subject) return eq(activities.campaignId, subject.campaignId);
  return eq(activities.governmentId, subject.governmentId);
};

const onBehalfOf = aliasedTable(campaigns, 'on_behalf_of');

/** Who wrote a history line, and its attachment: selected and shaped alike for every reader. */
const authorAndAttachmentColumns = {
  userId: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  attachmentId: activityAttachments.id,
  attachmentName: activityAttachments.fileName,
  attachmentSize: activityAttachments.sizeBytes,
};

interface AuthorAndAttachmentRow {
  userId: number | null;
  firstName: string | null;
  lastName: string | null;
  attachmentId: number | null;
  attachmentName: string | null;
  attachmentSize: number | null;
}

const authorOf = (row: AuthorAndAttachmentRow) =>
  row.userId === null ? null : { id: row.userId, name: `${row.firstName} ${row.lastName}` };

const attachmentOf = (row: AuthorAndAttachmentRow) => ({
  attachment:
    row.attachmentId === null
      ? null
      : {
          id: row.attachmentId,
          // A name kept before file names were made safe is shown safe too.
          fileName: safeFileName(row.attachmentName ?? ''),
          sizeBytes: row.attachmentSize ?? 0,
        },
  attachmentPath: row.attachmentId === null ? null : `/attachments/${row.attachmentId}`,
});

/**
 * Newest first, one page, only inside the caller's scope: a campaign user never sees another
 * campaign's history even when asking for it by id.
 */
export async function listActivities(
  db: DbOrTx,
  scope: ListScope,
  subject: ActivitySubject,
  page: { page: number; perPage: number },
): Promise<{ data: ActivityView[]; total: number }> {
  const where = and(subjectCondition(subject), scopeCondition(activities, scope)) ?? sql`false`;
  const pageRows = db
    .select({
      id: activities.id,
      createdAt: activities.createdAt,
      notes: activities.notes,
      activityType: activities.activityType,
      contributionId: activities.contributionId,
      expenditureId: activities.expenditureId,
      campaignId: activities.campaignId,
      ...authorAndAttachmentColumns,
      onBehalfOfId: onBehalfOf.id,
      onBehalfOfName: onBehalfOf.name,
      apiTokenId: apiTokens.id,
      apiTokenName: apiTokens.name,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .leftJoin(onBehalfOf, eq(onBehalfOf.id, activities.onBehalfOfCampaignId))
    .leftJoin(apiTokens, eq(apiTokens.id, activities.apiTokenId))
    .leftJoin(activityAttachments, eq(activityAttachments.activityId, activities.id))
    .where(where)
    .orderBy(desc(activities.createdAt), desc(activities.id))
    .limit(page.perPage)
    .offset(page.page * page.perPage);
  // Counted apart from the page: a window count would read and sort the whole scope first.
  const [rows, { total }] = await Promise.all([pageRows, countRows(db, activities, where)]);
  const data = rows.map(
    (row): ActivityView => ({
      id: row.id,
      createdAt: row.createdAt,
      notes: row.notes,
      // Only `recordActivity` writes history, and it takes an ActivityType.
      activityType: row.activityType as ActivityType,
      contributionId: row.contributionId,
      expenditureId: row.expenditureId,
      campaignId: row.campaignId,
      actor: authorOf(row),
      onBehalfOfCampaign:
        row.onBehalfOfId === null ? null : { id: row.onBehalfOfId, name: row.onBehalfOfName ?? '' },
      apiToken:
        row.apiTokenId === null ? null : { id: row.apiTokenId, name: row.apiTokenName ?? '' },
      ...attachmentOf(row),
    }),
  );
  return { data, total };
}

/** Several history lines about one record, by one actor, in the caller's transaction. */
export async function recordActivities(
  db: DbOrTx,
  record: {
    governmentId: number;
    campaignId: number;
    contributionId?: number | null;
    expenditureId?: number | null;
  },
  actor: { userId: number; onBehalfOfCampaignId: number | null; apiTokenId: number | null },
  activityType: ActivityType,
  notes: readonly string[],
): Promise<void> {
  for (const note of notes)
    await recordActivity(db, {
      ...record,
      userId: actor.userId,
      onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
      apiTokenId: actor.apiTokenId,
      activityType,
      notes: note,
    });
}

/** One comment of a record as its read shape carries it (spec section 3, "comments"). */
export interface RecordComment {
  id: number;
  comment: string;
  author: { id: number; name: string } | null;
  createdAt: Date;
  attachment: { id: number; fileName: string; sizeBytes: number } | null;
  /** Where the attachment downloads from, as in the history ("attachmentPath"). */
  attachmentPath: string | null;
}

/** Every comment on one contribution or expenditure, oldest first, with its attachment. */
export async function listRecordComments(
  db: DbOrTx,
  subject: { contributionId: number } | { expenditureId: number },
): Promise<RecordComment[]> {
  const rows = await db
    .select({
      id: activities.id,
      notes: activities.notes,
      createdAt: activities.createdAt,
      ...authorAndAttachmentColumns,
    })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.userId))
    .leftJoin(activityAttachments, eq(activityAttachments.activityId, activities.id))
    .where(and(subjectCondition(subject), eq(activities.isComment, true)))
    .orderBy(activities.createdAt, activities.id);
  return rows.map((row) => ({
    id: row.id,
    comment: row.notes,
    author: authorOf(row),
    createdAt: row.createdAt,
    ...attachmentOf(row),
  }));
}
