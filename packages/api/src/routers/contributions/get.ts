import { contributionProcedure } from '../../access/record-procedures';
import { listRecordComments } from '../../data/activities';

/**
 * `GET /contributions/{id}`: the record in the spec's read shape, with its campaign and its
 * comments (text, author, time, attachment), for whoever may see it (others get NOT_FOUND).
 */
export const get = contributionProcedure.query(async ({ ctx }) => ({
  ...ctx.contribution,
  comments: await listRecordComments(ctx.db, { contributionId: ctx.contribution.id }),
}));
