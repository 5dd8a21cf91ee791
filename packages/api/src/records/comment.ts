import { idempotent } from '../security/idempotency';
import { commentInputSchema, writeComment } from './activities/comment';
import { historyTarget, type RecordKindNames, type RecordLookup, type StoredRecord } from './kind';
import { recordProcedure } from './procedure';

/** `POST /{kind}/{id}/comments`: anyone who may see the record may comment on it. */
export const commentProcedure = <Record extends StoredRecord>(
  kind: RecordLookup<Record> & Pick<RecordKindNames, 'notFoundMessage' | 'historyLink'>,
) =>
  recordProcedure(kind)
    .input(commentInputSchema)
    .mutation(
      idempotent(`${kind.historyLink}.comment`, async ({ ctx, input }) => {
        await writeComment(ctx.db, historyTarget(kind.historyLink, ctx.record), ctx.actor, input);
      }),
    );
