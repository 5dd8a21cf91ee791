import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** LIKE's own characters (and its escape) in a search term, escaped to match themselves. */
const likeLiteral = (text: string): string =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Rows whose list name holds `name` anywhere, in any case and with or without accents: both
 * sides are read through `name_search_key` (migration name_search), whose trigram index
 * answers the condition on PostgreSQL and PGlite alike. No condition for an empty search.
 */
export const nameSearchCondition = (
  listName: PgColumn,
  name: string | null | undefined,
): SQL | undefined =>
  name
    ? sql`name_search_key(${listName}) like name_search_key(${`%${likeLiteral(name)}%`})`
    : undefined;
