import type { Database } from '@portal/db';
import {
  COMMENT_MESSAGES,
  DomainError,
  idSchema,
  MAX_ATTACHMENT_BYTES,
  multilineText,
  TEXT_LIMITS,
  uploadedFileNameSchema,
} from '@portal/domain';
import { z } from 'zod';
import type { RecordActor } from '../../access/scope';
import { recordActivity } from '../data/activities';
import { insertAttachment } from '../data/attachments';

export const commentInputSchema = z.object({
  id: idSchema,
  comment: multilineText('Comment', TEXT_LIMITS.note).default(''),
  attachment: z
    .object({
      // Made safe, not refused: the name came from the sender's computer (`safeFileName`).
      fileName: uploadedFileNameSchema,
      contentType: z.string().max(200).default('application/octet-stream'),
      contentBase64: z.string(),
    })
    .nullish(),
});
export type CommentInput = z.output<typeof commentInputSchema>;

/** Types a browser could run or render in the portal's origin are served as plain bytes. */
const ACTIVE_CONTENT = /html|javascript|ecmascript|xml|svg/i;

export const sanitiseContentType = (type: string): string => {
  const essence = type.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!/^[a-z0-9.+-]+\/[a-z0-9.+-]+$/.test(essence) || ACTIVE_CONTENT.test(essence))
    return 'application/octet-stream';
  return essence;
};

/** Base64 to bytes, refusing anything over the size limit before decoding it. */
const decodeAttachment = (base64: string): Uint8Array => {
  if ((base64.length * 3) / 4 > MAX_ATTACHMENT_BYTES + 3)
    throw new DomainError('INVALID_INPUT', COMMENT_MESSAGES.tooLarge);
  const bytes = new Uint8Array(Buffer.from(base64, 'base64'));
  if (bytes.byteLength > MAX_ATTACHMENT_BYTES)
    throw new DomainError('INVALID_INPUT', COMMENT_MESSAGES.tooLarge);
  return bytes;
};

/**
 * A comment on a record (the Reply box, or the Out of Compliance reason): one activity naming who
 * wrote it, with its optional attachment, written in one transaction.
 */
export async function writeComment(
  db: Database,
  record: {
    governmentId: number;
    campaignId: number;
    contributionId?: number;
    expenditureId?: number;
  },
  actor: RecordActor,
  input: CommentInput,
): Promise<{ activityId: number; attachmentId: number | null }> {
  const comment = input.comment.trim();
  if (!comment && !input.attachment)
    throw new DomainError('INVALID_INPUT', COMMENT_MESSAGES.required);
  const content = input.attachment ? decodeAttachment(input.attachment.contentBase64) : null;
  return db.transaction(async (tx) => {
    const activityId = await recordActivity(tx, {
      ...record,
      userId: actor.userId,
      onBehalfOfCampaignId: actor.onBehalfOfCampaignId,
      apiTokenId: actor.apiTokenId,
      activityType: record.contributionId ? 'contribution' : 'other',
      notes: comment || `${actor.userName} attached a file.`,
      isComment: true,
    });
    const attachmentId =
      input.attachment && content
        ? await insertAttachment(tx, activityId, {
            fileName: input.attachment.fileName,
            contentType: sanitiseContentType(input.attachment.contentType),
            content,
          })
        : null;
    return { activityId, attachmentId };
  });
}
