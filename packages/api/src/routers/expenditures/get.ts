import { expenditureProcedure } from '../../access/record-procedures';
import { listRecordComments } from '../../data/activities';

/**
 * `GET /expenditures/{id}`: the record in the spec's read shape, with its campaign and its
 * comments (text, author, time, attachment), for whoever may see it (others get NOT_FOUND).
 */
export const get = expenditureProcedure.query(async ({ ctx }) => ({
  ...ctx.expenditure,
  comments: await listRecordComments(ctx.db, { expenditureId: ctx.expenditure.id }),
}));
