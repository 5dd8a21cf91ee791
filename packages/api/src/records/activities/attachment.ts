import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { actorFor } from '../../access/scope';
import { protectedProcedure } from '../../trpc';
import { findAttachment } from '../data/attachments';

/**
 * A comment's attachment, for the download route: only for whoever may see the record it belongs
 * to; anyone else gets NOT_FOUND, as for an id that does not exist.
 */
export const attachment = protectedProcedure
  .input(z.object({ id: idSchema }))
  .query(async ({ ctx, input }) => {
    const found = await findAttachment(ctx.db, input.id);
    const visible =
      found &&
      (found.campaignId === null
        ? ctx.user.permissions.some(
            (permission) =>
              permission.role === 'government_admin' &&
              permission.governmentId === found.governmentId,
          )
        : actorFor(ctx, { campaignId: found.campaignId, governmentId: found.governmentId }));
    if (!found || !visible) throw new DomainError('NOT_FOUND', 'Attachment not found');
    return { fileName: found.fileName, contentType: found.contentType, content: found.content };
  });
