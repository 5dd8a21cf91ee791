import type { DbOrTx } from '@portal/db';
import { DomainError } from '@portal/domain';
import { and, asc, eq, gte, type SQL, sql } from 'drizzle-orm';
import type { ListScope } from '../../access/scope';
import type { RecordTable } from '../data/record-table';
import { scopeCondition } from '../data/records';
import { listPageReader } from './list-page';

/** What a page of a sync walk asks: after `cursor`, rows changed at or after `updatedSince`. */
export interface SyncRequest {
  status?: string | undefined;
  updatedSince?: Date | undefined;
  cursor?: string | undefined;
  limit: number;
}

export interface SyncPage<ListRow> {
  data: ListRow[];
  /** Where the next page starts; null when no row is left after this page. */
  nextCursor: string | null;
}

export const SYNC_CURSOR_MESSAGE = 'cursor is not one this list answered; start again without it';

/** The last row of a page: its last change, to the microsecond as stored, and its id. */
interface RowPosition {
  updatedAt: string;
  id: number;
}

const encodeCursor = (position: RowPosition): string =>
  Buffer.from(JSON.stringify([position.updatedAt, position.id])).toString('base64url');

function decodeCursor(cursor: string): RowPosition {
  try {
    const [updatedAt, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      typeof updatedAt === 'string' &&
      /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/.test(updatedAt) &&
      Number.isSafeInteger(id) &&
      id > 0
    )
      return { updatedAt, id };
  } catch {
    // Falls through to the refusal: any text that is not our cursor gets the same answer.
  }
  throw new DomainError('INVALID_INPUT', SYNC_CURSOR_MESSAGE);
}

/**
 * Pages of a record list in the order rows last changed, then by id, walked by a keyset cursor
 * (the last row's change and id), never by an offset: a row written between two pages comes
 * later in that order, so the walk neither skips a row nor repeats one; a row changed between
 * two pages comes again with its new state. Archiving is a change of status, so an archived
 * record comes with status 'archived'. The order is the scope's "updated" list index.
 */
export function recordSyncPage<ListRow>(
  table: RecordTable,
  toListRow: (row: Record<string, unknown>, campaignName: string) => ListRow,
) {
  const { rowsInOrder } = listPageReader(table, toListRow);
  // The stored instant as text, microseconds kept: a Date would round them away, and a row
  // changed in the same millisecond as the page's last one would fall behind the cursor.
  const updatedText = sql<string>`to_char(${table.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

  return async function syncPage(
    db: DbOrTx,
    scope: ListScope,
    request: SyncRequest,
  ): Promise<SyncPage<ListRow>> {
    const after = request.cursor === undefined ? undefined : decodeCursor(request.cursor);
    const conditions: (SQL | undefined)[] = [
      scopeCondition(table, scope),
      request.status ? eq(table.status, request.status) : undefined,
      request.updatedSince ? gte(table.updatedAt, request.updatedSince) : undefined,
      after
        ? sql`(${table.updatedAt}, ${table.id}) > (${after.updatedAt}::timestamptz, ${after.id})`
        : undefined,
    ];
    const positions = await db
      .select({ id: table.id, updatedAt: updatedText })
      .from(table)
      .where(and(...conditions))
      .orderBy(asc(table.updatedAt), asc(table.id))
      .limit(request.limit + 1);
    const page = positions.slice(0, request.limit) as RowPosition[];
    const last = page.at(-1);
    const { rows } = await rowsInOrder(
      db,
      page.map((position) => Number(position.id)),
      undefined,
    );
    return {
      data: rows,
      nextCursor: positions.length > request.limit && last ? encodeCursor(last) : null,
    };
  };
}
