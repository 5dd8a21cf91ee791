import { DomainError, idSchema } from '@portal/domain';
import { z } from 'zod';
import { actorFor } from '../access/scope';
import { protectedProcedure } from '../trpc';
import type { RecordKindNames, RecordLookup, StoredRecord } from './kind';

const recordId = z.object({ id: idSchema });

/**
 * A procedure on one record named by `id`: loads it and decides how the caller acts on it
 * (`ctx.record`, `ctx.actor`). Whoever may not see it gets NOT_FOUND, the same answer as for an
 * id that does not exist.
 */
export const recordProcedure = <Record extends StoredRecord>(
  kind: RecordLookup<Record> & Pick<RecordKindNames, 'notFoundMessage'>,
) =>
  protectedProcedure.input(recordId).use(async ({ ctx, input, next }) => {
    const record = await kind.find(ctx.db, input.id);
    const actor = record ? actorFor(ctx, record) : null;
    if (!record || !actor) throw new DomainError('NOT_FOUND', kind.notFoundMessage);
    return next({ ctx: { record, actor } });
  });
