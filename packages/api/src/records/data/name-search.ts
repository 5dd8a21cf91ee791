import { type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/** LIKE's own characters (and its escape) in a search term, escaped to match themselves. */
const likeLiteral = (text: string): string =>
  text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Rows whose list name holds `name` anywhere, in any case and with or without accents: the
 * table's `name_search` is its list name folded by `name_search_key` (migration
 * list_search_and_sync_indexes), and the search is folded the same way, so one SQL function is
 * the one rule. Its trigram index answers the condition on PostgreSQL and PGlite alike. No
 * condition for an empty search.
 */
export const nameSearchCondition = (
  nameSearch: PgColumn,
  name: string | null | undefined,
): SQL | undefined =>
  name ? sql`${nameSearch} like name_search_key(${`%${likeLiteral(name)}%`})` : undefined;
