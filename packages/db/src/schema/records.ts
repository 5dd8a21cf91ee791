import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, foreignKey, integer, text } from 'drizzle-orm/pg-core';
import { calendarDate, cents, moment, oneOf, serialId, timestamps } from './columns';
import { type ListedColumns, listIndexes } from './list-indexes';
import { campaigns } from './organisations';
import { users } from './users';

/**
 * Every money record of a campaign, whatever its kind, starts with these columns: who it belongs
 * to, who wrote it and where it stands. Contributions and expenditures spread them first and
 * `versionColumns` last, with their kind's own columns between (in the order the tables
 * were created, which is the order of a selected row's fields), so each table shows only what
 * its kind has.
 */
export function ownerColumns<Status extends string>(initialStatus: Status) {
  return {
    id: serialId(),
    // Both keys are checked once, together, by the record's (campaign, government) key
    // (`constraints`): a key of each alone checked again what that one does, on every row a bulk
    // import writes.
    governmentId: integer('government_id').notNull(),
    campaignId: integer('campaign_id').notNull(),
    /** Null only for rows the system wrote itself (demo seed, city matches). */
    createdById: integer('created_by_id').references(() => users.id),
    status: text('status').$type<Status>().notNull().default(initialStatus),
  };
}

/** The last columns of every money record: its version and when it was written and sent. */
export const versionColumns = () => ({
  /** Optimistic concurrency: an update names the version it read and bumps it. */
  version: integer('version').notNull().default(1),
  ...timestamps(),
  submittedAt: moment('submitted_at'),
});

/** The amount and the day of a money record. */
export const moneyColumns = () => ({
  amountCents: cents('amount_cents').notNull(),
  date: calendarDate('date').notNull(),
});

/**
 * A check per field of a kind's `listFields` (packages/domain records/kinds.ts) that its column
 * holds a value of the field's list: '<table>_<column>_valid'.
 */
export const listChecks = <Field extends string>(
  tableName: string,
  table: Record<NoInfer<Field>, AnyPgColumn>,
  listFields: Record<Field, { values: readonly string[] }>,
) =>
  (Object.keys(listFields) as Field[]).map((field) =>
    check(`${tableName}_${table[field].name}_valid`, oneOf(table[field], listFields[field].values)),
  );

interface RecordTable extends ListedColumns {
  version: AnyPgColumn;
}

/**
 * The indexes and checks every record table has: the list indexes (with `sorts`, the kind's own
 * sort columns), a money amount that is not negative, a known status, a version from 1 and the
 * campaign's own government.
 */
export function constraints(
  tableName: string,
  table: RecordTable,
  statuses: readonly string[],
  sorts: Record<string, AnyPgColumn>,
) {
  return [
    ...listIndexes(tableName, table, sorts),
    check(`${tableName}_amount_not_negative`, sql`${table.amountCents} >= 0`),
    check(`${tableName}_status_valid`, oneOf(table.status, statuses)),
    check(`${tableName}_version_positive`, sql`${table.version} >= 1`),
    // A record's government is its campaign's. A government's list reads its own column and a
    // campaign's the campaign's, so a record naming another government would show in that
    // government's lists and totals: the database holds it whatever path writes. The key also
    // says the campaign exists, and so its government (the campaign's own key).
    foreignKey({
      name: `${tableName}_campaign_government_fk`,
      columns: [table.campaignId, table.governmentId],
      foreignColumns: [campaigns.id, campaigns.governmentId],
    }),
  ];
}
