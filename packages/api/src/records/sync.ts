import type { DbOrTx } from '@portal/db';
import { idSchema } from '@portal/domain';
import { z } from 'zod';
import { type ListScope, listScopeFor } from '../access/scope';
import { protectedProcedure } from '../trpc';
import type { SyncPage, SyncRequest } from './list-engine/sync-page';

/** A sync page holds at most this many rows; 100 unless the call asks for fewer or more. */
export const SYNC_PAGE_LIMIT = { default: 100, max: 500 } as const;

const instant = z.union([
  z.date(),
  z.iso
    .datetime({ offset: true, error: 'updatedSince must be an ISO 8601 instant with its offset' })
    .transform((text) => new Date(text)),
]);

/**
 * The body of a sync call: which records (the list's scope and status) and where the walk is.
 * Strict: a misspelt field is a 400 naming it rather than a filter silently dropped.
 */
export const syncInputSchema = <Status extends string>(statuses: readonly [Status, ...Status[]]) =>
  z.strictObject({
    campaignId: idSchema.nullish(),
    governmentId: idSchema.nullish(),
    status: z.enum(statuses).optional(),
    /** Only rows created or changed at or after this instant (status changes and archiving too). */
    updatedSince: instant.optional(),
    /** The `nextCursor` of the page before; none for the first page. */
    cursor: z.string().min(1).max(200).optional(),
    limit: z.number().int().min(1).max(SYNC_PAGE_LIMIT.max).default(SYNC_PAGE_LIMIT.default),
  });

/** How a kind answers a sync page: its statuses and its keyset page. */
export interface SyncRules<Status extends string, ListRow> {
  statuses: readonly [Status, ...Status[]];
  syncPage: (db: DbOrTx, scope: ListScope, request: SyncRequest) => Promise<SyncPage<ListRow>>;
}

/**
 * `GET /{kind}` and `{kind}.sync`: the records the caller may see, in the order they last
 * changed, a page at a time by cursor (see `recordSyncPage`), for scripts that keep a copy.
 */
export const syncProcedure = <Status extends string, ListRow>(kind: SyncRules<Status, ListRow>) =>
  protectedProcedure
    .input(syncInputSchema(kind.statuses))
    .query(async ({ ctx, input }): Promise<SyncPage<ListRow>> => {
      const scope = listScopeFor(ctx, {
        campaignId: input.campaignId ?? null,
        governmentId: input.governmentId ?? null,
      });
      return kind.syncPage(ctx.db, scope, input);
    });
