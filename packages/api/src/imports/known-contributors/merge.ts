import { rowsOf, type Transaction } from '@portal/db';
import { sql } from 'drizzle-orm';
import { refreshVoterStreets, voterStreetsAreEmpty } from '../../matching';

export interface MergeCounts {
  inserted: number;
  updated: number;
  removed: number;
}

/** A known contributor's columns that come from the file: what a re-import compares and writes. */
const FILE_COLUMNS = [
  'first_name',
  'last_name',
  'address1',
  'address2',
  'city',
  'state',
  'zip',
  'zip_plus_four',
  'county',
  'normalized_first_name',
  'normalized_last_name',
  'normalized_address',
] as const;

/** The file's columns as an SQL list, each qualified by `prefix` ('k.', 'excluded.'). */
const columns = (prefix: string) => sql.raw(FILE_COLUMNS.map((name) => prefix + name).join(', '));

const overwrite = sql.raw(FILE_COLUMNS.map((name) => `${name} = excluded.${name}`).join(', '));

/**
 * Staged rows into known_contributors, keyed by (id, record_seq) where record_seq numbers one
 * person's rows in file order. A row whose columns all equal the stored ones is not written at
 * all (`is distinct from` also treats two nulls as equal), so re-importing a file changes
 * nothing, not even updated_at.
 */
async function upsertStaged(tx: Transaction): Promise<{ inserted: number; updated: number }> {
  const result = await tx.execute(sql`
    with numbered as (
      select s.*, row_number() over (partition by s.id order by s.line) as record_seq
      from known_contributors_staging s
    ), merged as (
      insert into known_contributors as k (id, record_seq, ${columns('')}, updated_at)
      select id, record_seq, ${columns('')}, now()
      from numbered
      on conflict (id, record_seq) do update set ${overwrite}, updated_at = excluded.updated_at
      where (${columns('k.')}) is distinct from (${columns('excluded.')})
      -- A freshly inserted row version has no xmax; one written by DO UPDATE carries the
      -- updating transaction's id there. This is PostgreSQL's usual way to tell them apart.
      returning (xmax = 0) as inserted
    )
    select
      count(*) filter (where inserted)::integer as inserted,
      count(*) filter (where not inserted)::integer as updated
    from merged
  `);
  const [counts] = rowsOf<{ inserted: number; updated: number }>(result);
  return { inserted: counts?.inserted ?? 0, updated: counts?.updated ?? 0 };
}

/**
 * A person the file lists with fewer rows than before (their mailing address is gone) loses the
 * rows past the new count. People the file does not mention at all are kept: the file updates
 * the people it names.
 */
async function removeDroppedRows(tx: Transaction): Promise<number> {
  const result = await tx.execute(sql`
    with row_counts as (
      select id, count(*) as rows from known_contributors_staging group by id
    ), removed as (
      delete from known_contributors k
      using row_counts c
      where k.id = c.id and k.record_seq > c.rows
      returning 1
    )
    select count(*)::integer as removed from removed
  `);
  const [counts] = rowsOf<{ removed: number }>(result);
  return counts?.removed ?? 0;
}

export async function mergeStagedContributors(tx: Transaction): Promise<MergeCounts> {
  const { inserted, updated } = await upsertStaged(tx);
  const removed = await removeDroppedRows(tx);
  // The matcher's queries are planned from table statistics; after a load that changed the
  // file, refresh them now (PGlite has no autovacuum to do it later).
  const changed = inserted + updated + removed > 0;
  if (changed) await tx.execute(sql`analyze known_contributors`);
  // The street index follows the file in the same transaction (and is built once for a
  // database that was migrated before the index existed).
  if (changed || (await voterStreetsAreEmpty(tx))) await refreshVoterStreets(tx);
  return { inserted, updated, removed };
}
