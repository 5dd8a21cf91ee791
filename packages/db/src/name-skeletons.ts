import { nameSkeletons } from '@portal/domain/names';
import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import type { Database } from './client';
import { isUniqueViolation } from './errors';
import { apiTokens } from './schema/api-tokens';
import { campaigns } from './schema/organisations';

/** A campaign's or token's name with its two lookalike keys, as every write keeps them. */
export const nameWithSkeletons = (name: string) => {
  const { skeleton, caselessSkeleton } = nameSkeletons(name);
  return { name, nameSkeleton: skeleton, nameCaselessSkeleton: caselessSkeleton };
};

/** A table whose names are unique by their lookalike keys within some scope. */
type NamedTable = typeof campaigns | typeof apiTokens;

export interface SkeletonFill {
  /** Rows that got their keys. */
  filled: number;
  /** Rows whose name looked like an older row's and got ' (#id)' added to tell them apart. */
  renamed: number;
}

/** Stores the keys on a row still without them; false when another row's name looks the same. */
async function storeKeys(db: Database, table: NamedTable, id: number, name: string) {
  try {
    await db
      .update(table)
      .set(nameWithSkeletons(name))
      .where(
        and(eq(table.id, id), or(isNull(table.nameSkeleton), isNull(table.nameCaselessSkeleton))),
      );
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

async function fillTable(
  db: Database,
  table: NamedTable,
  inUse: ReturnType<typeof sql> | undefined,
) {
  const rows = await db
    .select({ id: table.id, name: table.name })
    .from(table)
    .where(and(or(isNull(table.nameSkeleton), isNull(table.nameCaselessSkeleton)), inUse))
    .orderBy(asc(table.id));
  const result: SkeletonFill = { filled: 0, renamed: 0 };
  for (const row of rows) {
    if (await storeKeys(db, table, row.id, row.name)) result.filled++;
    // The older row keeps its name, as when campaign names first became unique; a clash past
    // that (a name already ending so) keeps no keys and is still refused a lookalike by the app.
    else if (await storeKeys(db, table, row.id, `${row.name} (#${row.id})`)) result.renamed++;
  }
  return result;
}

/**
 * Gives every campaign, and every API token in use, the lookalike keys of its name where it has
 * none: after the migration that added them, and after rows were written or renamed other than
 * through the app (a trigger clears keys a name no longer has). PostgreSQL cannot compute them
 * (UTS #39 needs the confusables data), so this runs in JavaScript each time migrations run; with
 * every key in place it is one read of two small tables. Each row is its own statement: a row
 * whose name looks like an older one's is told apart by its id, as the old name clashes were.
 */
export async function fillNameSkeletons(
  db: Database,
): Promise<Record<'campaigns' | 'apiTokens', SkeletonFill>> {
  return {
    campaigns: await fillTable(db, campaigns, undefined),
    apiTokens: await fillTable(db, apiTokens, sql`${apiTokens.revokedAt} is null`),
  };
}
