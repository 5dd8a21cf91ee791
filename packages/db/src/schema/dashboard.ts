import { bigint, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
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
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
