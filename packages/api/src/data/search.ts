import { campaigns, contributions, type DbOrTx, expenditures } from '@portal/db';
import { and, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { RecordScope } from '../access/scope';

/** What the search looks for: a record number, or part of a donor's or payee's name. */
export type SearchTerm = { id: number } | { text: string };

export interface RecordHit {
  kind: 'contribution' | 'expenditure';
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

export async function searchContributions(
  db: DbOrTx,
  scope: RecordScope,
  term: SearchTerm,
  limit: number,
): Promise<RecordHit[]> {
  const match =
    'id' in term
      ? eq(contributions.id, term.id)
      : or(
          ilike(donorName, containing(term.text)),
          ilike(contributions.name, containing(term.text)),
        );
  const rows = await db
    .select({
      id: contributions.id,
      name: donorName,
      amountCents: contributions.amountCents,
      status: contributions.status,
      date: contributions.date,
      campaignName: campaigns.name,
    })
    .from(contributions)
    .innerJoin(campaigns, eq(campaigns.id, contributions.campaignId))
    .where(and(inScope(contributions, scope), match))
    .orderBy(desc(contributions.date), desc(contributions.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: 'contribution' as const }));
}

export async function searchExpenditures(
  db: DbOrTx,
  scope: RecordScope,
  term: SearchTerm,
  limit: number,
): Promise<RecordHit[]> {
  const match =
    'id' in term ? eq(expenditures.id, term.id) : ilike(expenditures.name, containing(term.text));
  const rows = await db
    .select({
      id: expenditures.id,
      name: expenditures.name,
      amountCents: expenditures.amountCents,
      status: expenditures.status,
      date: expenditures.date,
      campaignName: campaigns.name,
    })
    .from(expenditures)
    .innerJoin(campaigns, eq(campaigns.id, expenditures.campaignId))
    .where(and(inScope(expenditures, scope), match))
    .orderBy(desc(expenditures.date), desc(expenditures.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, kind: 'expenditure' as const }));
}
