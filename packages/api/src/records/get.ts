import { listRecordComments } from './data/activities';
import { historySubject, type RecordKindNames, type RecordLookup, type StoredRecord } from './kind';
import { recordProcedure } from './procedure';

/**
 * `GET /{kind}/{id}`: the record in the spec's read shape, with its campaign and its comments
 * (text, author, time, attachment), for whoever may see it (others get NOT_FOUND).
 */
export const getProcedure = <Record extends StoredRecord>(
  kind: RecordLookup<Record> & Pick<RecordKindNames, 'notFoundMessage' | 'historyLink'>,
) =>
  recordProcedure(kind).query(async ({ ctx }) => ({
    ...ctx.record,
    comments: await listRecordComments(ctx.db, historySubject(kind.historyLink, ctx.record.id)),
  }));
