import { bigint, integer, pgTable } from 'drizzle-orm/pg-core';
import { moment, serialId } from './columns';
import { governments } from './organisations';

/**
 * One row per government: bumped by database triggers (migration `dashboard_data_version_triggers`)
 * in the same transaction as every write that changes what the public dashboard shows, whatever
 * path wrote it. The dashboard's cache compares it on each request: one indexed row.
 */
export const dashboardDataVersions = pgTable('dashboard_data_versions', {
  governmentId: integer('government_id')
    .primaryKey()
    .references(() => governments.id, { onDelete: 'cascade' }),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  changedAt: moment('changed_at').notNull().defaultNow(),
});

/**
 * A transaction's note that a government's public data changed, written by the statement
 * triggers and turned into a new version (and deleted) by a deferred trigger as the transaction
 * commits, so the version row is locked for the commit alone. Empty between transactions.
 */
export const dashboardDataChanges = pgTable('dashboard_data_changes', {
  id: serialId(),
  governmentId: integer('government_id').notNull(),
});
