import { activities, activityAttachments, type DbOrTx } from '@portal/db';
import { eq } from 'drizzle-orm';

export interface NewAttachment {
  fileName: string;
  contentType: string;
  content: Uint8Array;
}

export async function insertAttachment(db: DbOrTx, activityId: number, file: NewAttachment) {
  const [row] = await db
    .insert(activityAttachments)
    .values({ activityId, ...file, sizeBytes: file.content.byteLength })
    .returning({ id: activityAttachments.id });
  if (!row) throw new Error('Inserting an attachment returned no row');
  return row.id;
}

/** An attachment with the organisation of the record it belongs to, for the access check. */
export async function findAttachment(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      id: activityAttachments.id,
      fileName: activityAttachments.fileName,
      contentType: activityAttachments.contentType,
      content: activityAttachments.content,
      governmentId: activities.governmentId,
      campaignId: activities.campaignId,
    })
    .from(activityAttachments)
    .innerJoin(activities, eq(activities.id, activityAttachments.activityId))
    .where(eq(activityAttachments.id, id))
    .limit(1);
  return row ?? null;
}
