import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RecordColumns } from './records';

/**
 * A record table: the list columns plus the version and stamp an optimistic update writes, and
 * the generated name the list sorts and searches by.
 */
export type RecordTable = PgTable &
  RecordColumns & { version: PgColumn; updatedAt: PgColumn; listName: PgColumn };
