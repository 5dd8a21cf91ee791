import type { apiTokens, campaigns } from '@portal/db';
import { looksAlike, nameSkeletons, plainlyFoldedName } from '@portal/domain/names';
import { eq, isNull, or, type SQL } from 'drizzle-orm';

/** A table whose names may not look alike within a scope (a government, a user's tokens). */
type NamedTable = typeof campaigns | typeof apiTokens;

/**
 * Rows that may look like `name`: those whose stored keys equal its keys, and those without keys
 * yet (written before the keys or by other means), which `lookalikeOf` checks by their names.
 */
export function mayLookLike(table: NamedTable, name: string): SQL {
  const keys = nameSkeletons(name);
  return or(
    eq(table.nameSkeleton, keys.skeleton),
    eq(table.nameCaselessSkeleton, keys.caselessSkeleton),
    isNull(table.nameSkeleton),
    isNull(table.nameCaselessSkeleton),
  ) as SQL;
}

/** The first row, other than `exceptId`, whose name a reader could take for `name`. */
export function lookalikeOf<Row extends { id: number; name: string }>(
  rows: readonly Row[],
  name: string,
  exceptId?: number,
): Row | undefined {
  const keys = nameSkeletons(name);
  return rows.find((row) => row.id !== exceptId && looksAlike(keys, nameSkeletons(row.name)));
}

/** Whether the clash is the same name again (case and spacing aside) or a lookalike of it. */
export const isSameName = (existing: string, name: string): boolean =>
  plainlyFoldedName(existing) === plainlyFoldedName(name);
