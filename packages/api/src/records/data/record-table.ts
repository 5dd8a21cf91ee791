import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordColumns } from './records';

/**
 * A record table: the list columns plus the version and stamp an optimistic update writes, and
 * the generated name key the list's name search reads.
 */
export type RecordTable = PgTable &
  RecordColumns & { version: PgColumn; updatedAt: PgColumn; nameSearch: PgColumn };
