import { campaigns, contributions, type DbOrTx, expenditures } from '@portal/db';
import type { RecordKind } from '@portal/domain';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../../access/scope';

/** What the search looks for: a record number, or part of a donor's or payee's name. */
export type SearchTerm = { id: number } | { text: string };

export interface RecordHit {
  kind: RecordKind;
  id: number;
  name: string;
  amountCents: number;
  status: string;
  date: string;
  campaignName: string;
}

type Scoped = { governmentId: AnyPgColumn; campaignId: AnyPgColumn };

function inScope(table: Scoped, scope: RecordScope): SQL {
  const parts: SQL[] = [];
  if (scope.governmentIds.length > 0) parts.push(inArray(table.governmentId, scope.governmentIds));
  if (scope.campaignIds.length > 0) parts.push(inArray(table.campaignId, scope.campaignIds));
  return or(...parts) ?? sql`false`;
}

/** `%` and `_` typed by the user are searched for literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const donorName = sql<string>`coalesce(nullif(trim(concat_ws(' ', ${contributions.firstName}, ${contributions.lastName})), ''), ${contributions.name}, '')`;

/** How each kind of record is searched: its table, the name a hit shows and what text matches. */
interface SearchedKind {
  table: PgTable &
    Scoped & { id: AnyPgColumn; amountCents: AnyPgColumn; status: AnyPgColumn; date: AnyPgColumn };
  name: SQL<string> | AnyPgColumn;
  matchesText: (pattern: string) => SQL | undefined;
}

const SEARCHED: Record<RecordHit['kind'], SearchedKind> = {
  // A donor is found by their full name or their entity name.
  contribution: {
    table: contributions,
    name: donorName,
    matchesText: (pattern) => or(ilike(donorName, pattern), ilike(contributions.name, pattern)),
  },
  expenditure: {
    table: expenditures,
    name: expenditures.name,
    matchesText: (pattern) => ilike(expenditures.name, pattern),
  },
};

/** The newest records of a kind in the caller's scope that the term names, at most `limit`. */
export async function searchRecords(
  db: DbOrTx,
  kind: RecordHit['kind'],
  scope: RecordScope,
  term: SearchTerm,
  limit: number,
): Promise<RecordHit[]> {
  const { table, name, matchesText } = SEARCHED[kind];
  const match = 'id' in term ? eq(table.id, term.id) : matchesText(containing(term.text));
  const rows = await db
    .select({
      id: table.id,
      name,
      amountCents: table.amountCents,
      status: table.status,
      date: table.date,
      campaignName: campaigns.name,
    })
    .from(table)
    .innerJoin(campaigns, eq(campaigns.id, table.campaignId))
    .where(and(inScope(table, scope), match))
    .orderBy(desc(table.date), desc(table.id))
    .limit(limit);
  // The columns are the kind's own, typed as the hit declares; only the table is erased here.
  return rows.map((row) => ({ ...(row as Omit<RecordHit, 'kind'>), kind }));
}
