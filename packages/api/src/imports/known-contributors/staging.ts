import type { Transaction } from '@portal/db';
import type { KnownContributorRecord } from '@portal/domain';
import { sql } from 'drizzle-orm';

export interface StagedContributor extends KnownContributorRecord {
  /** The file line, which orders one person's rows (record_seq 1, 2, ...). */
  line: number;
}

/** Rows sent to the database in one statement. */
export const STAGING_BATCH_SIZE = 1000;

/**
 * The file is loaded here first and merged in one statement at the end, so the table is never
 * half-updated and the file's order decides each person's record_seq. Being temporary, it is
 * private to this transaction's connection and dropped with it, committed or not.
 */
export async function createStagingTable(tx: Transaction): Promise<void> {
  await tx.execute(sql`
    create temporary table known_contributors_staging (
      line integer not null,
      id text not null,
      first_name text not null,
      last_name text not null,
      address1 text not null,
      address2 text,
      city text not null,
      state text not null,
      zip text not null,
      zip_plus_four text,
      county text,
      normalized_first_name text not null,
      normalized_last_name text not null,
      normalized_address text not null
    ) on commit drop
  `);
}

/** One batch in one statement: the rows travel as a single JSON parameter. */
export async function stageContributors(
  tx: Transaction,
  batch: readonly StagedContributor[],
): Promise<void> {
  if (batch.length === 0) return;
  const rows = JSON.stringify(
    batch.map((row) => ({
      line: row.line,
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      address1: row.address1,
      address2: row.address2,
      city: row.city,
      state: row.state,
      zip: row.zip,
      zip_plus_four: row.zipPlusFour,
      county: row.county,
      normalized_first_name: row.normalizedFirstName,
      normalized_last_name: row.normalizedLastName,
      normalized_address: row.normalizedAddress,
    })),
  );
  await tx.execute(sql`
    insert into known_contributors_staging
    select * from jsonb_to_recordset(${rows}::jsonb) as row(
      line integer, id text, first_name text, last_name text, address1 text, address2 text,
      city text, state text, zip text, zip_plus_four text, county text,
      normalized_first_name text, normalized_last_name text, normalized_address text
    )
  `);
}
