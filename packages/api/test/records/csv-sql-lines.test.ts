import { contributions, expenditures } from '@portal/db';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ListScope } from '../../src/access/scope';
import {
  contributionCsvLinesQuery,
  selectContributionsForExport,
} from '../../src/records/data/contributions';
import {
  expenditureCsvLinesQuery,
  selectExpendituresForExport,
} from '../../src/records/data/expenditures';
import { CONTRIBUTION_CSV_COLUMNS, EXPENDITURE_CSV_COLUMNS } from '../../src/records/exports';
import type { RecordCsvColumn } from '../../src/records/exports/csv/line-sql';
import { csvChunks, csvLines } from '../../src/shared/csv-cells';
import {
  createCampaign,
  createGovernment,
  createUser,
  DEFAULT_PASSWORD,
} from '../support/factories';
import { type Browser, useTestApi } from '../support/harness';

/**
 * On PostgreSQL the CSV export's lines are written by the database (`csvLineSql`), on PGlite by
 * Node from the records (`csvChunks`). Both must give the same bytes: random records rich in what
 * CSV and spreadsheets treat specially are exported both ways and compared, on either database.
 */
const api = useTestApi();
let governmentId: number;
let campaignId: number;
let plainCampaignId: number;
let admin: Browser;

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  // A campaign name that needs both the apostrophe and quotes.
  campaignId = (await createCampaign(db, governmentId, '=Smith, "for" Mayor')).id;
  // And one that needs neither, so that whole rows can need neither.
  plainCampaignId = (await createCampaign(db, governmentId, 'Jones for Mayor')).id;
  const user = await createUser(db, { grants: [{ role: 'government_admin', governmentId }] });
  admin = await api.signIn({ email: user.email, password: DEFAULT_PASSWORD });
});

const text = fc.oneof(
  fc.string({
    unit: fc.constantFrom('"', ',', '\r', '\n', ' ', 'a', '=', '+', '-', '@', "'", '\t', 'é', '€'),
    maxLength: 8,
  }),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map((value) => value.replaceAll('\u0000', '')),
  fc.constantFrom('', 'plain', '-5', '@home', '\tTab', '\rCR', 'O"Brien, Jr.'),
);
// Text that needs neither quotes nor the apostrophe, so that whole rows can be written as stored.
const plainText = fc
  .string({
    unit: fc.constantFrom('a', 'Z', ' ', '1', "'", '.', 'é', '€', '\u0001', '\t', '-', '='),
    maxLength: 8,
  })
  .filter((value) => !/^[=+\-@\t\r]/.test(value));
const day = fc
  .date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2099-12-31T00:00:00Z') })
  .filter((value) => !Number.isNaN(value.getTime()))
  .map((value) => value.toISOString().slice(0, 10));
const cents = fc.oneof(
  fc.constantFrom(0, 1, 5, 99, 100, 101, 2_147_483_647),
  fc.nat(2_147_483_647),
);

/** A random value for each exported field, by how the column is written and stored. */
function arbitraryRecord(
  table: PgTable,
  columns: readonly RecordCsvColumn<never>[],
  freeText: fc.Arbitrary<string>,
): fc.Arbitrary<Record<string, unknown>> {
  const stored: Record<string, PgColumn> = getTableColumns(table);
  const fields: Record<string, fc.Arbitrary<unknown>> = {};
  for (const { sql: cell } of columns) {
    if (cell.field === 'id' || cell.field === 'campaignName') continue;
    const key = cell.as === 'dollars' ? `${cell.field}Cents` : cell.field;
    const column = stored[key];
    if (!column || cell.as === 'moment') continue;
    const value: fc.Arbitrary<unknown> =
      cell.as === 'label'
        ? fc.constantFrom(...Object.keys(cell.labels))
        : cell.as === 'quoted'
          ? fc.constantFrom('none', 'weak', 'strong', 'exact')
          : cell.as === 'plain'
            ? day
            : cell.as === 'dollars'
              ? cents
              : cell.as === 'yesNo'
                ? fc.boolean()
                : freeText;
    fields[key] = column.notNull ? value : fc.option(value, { nil: null });
  }
  fields.campaignId = fc.constantFrom(campaignId, plainCampaignId);
  return fc.record(fields);
}

const scope = (): ListScope => ({ governmentIds: [governmentId], campaignIds: [], governmentId });

type Query = (
  db: typeof api.handle.db,
  scope: ListScope,
  filter: object,
  sort: { field: 'date'; direction: 'ASC' },
  columns: readonly RecordCsvColumn<never>[],
) => SQL;

const KINDS = [
  {
    name: 'contributions',
    table: contributions,
    columns: CONTRIBUTION_CSV_COLUMNS as readonly RecordCsvColumn<never>[],
    linesQuery: contributionCsvLinesQuery as unknown as Query,
    records: selectContributionsForExport,
  },
  {
    name: 'expenditures',
    table: expenditures,
    columns: EXPENDITURE_CSV_COLUMNS as readonly RecordCsvColumn<never>[],
    linesQuery: expenditureCsvLinesQuery as unknown as Query,
    records: selectExpendituresForExport,
  },
] as const;

/** The export's body (no header) as Node writes it and as the database writes it. */
async function bothWays(kind: (typeof KINDS)[number]) {
  const { db } = api.handle;
  const sort = { field: 'date', direction: 'ASC' } as const;
  let fromNode = '';
  const records = kind.records(db, scope(), {}, sort);
  for await (const chunk of csvChunks(kind.columns as never, records as AsyncIterable<never[]>))
    fromNode += chunk;
  const result = await db.execute(kind.linesQuery(db, scope(), {}, sort, kind.columns));
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<
    string,
    unknown
  >[];
  // The query's one column, whatever the driver names it.
  const lines = rows.map((row) => String(Object.values(row)[0]));
  return { fromNode: fromNode.slice(fromNode.indexOf('\r\n') + 2), fromDatabase: lines };
}

describe.each(KINDS)('CSV lines of $name written by the database', (kind) => {
  it('equal the lines Node writes, for random records', async () => {
    const { db } = api.handle;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            arbitraryRecord(kind.table, kind.columns, text),
            arbitraryRecord(kind.table, kind.columns, plainText),
          ),
          { minLength: 1, maxLength: 6 },
        ),
        async (records) => {
          await db.execute(sql`delete from ${kind.table} where government_id = ${governmentId}`);
          await db
            .insert(kind.table)
            .values(records.map((record) => ({ ...record, governmentId })) as never);
          // Moments with microseconds, up to .999999, in any offset: the export truncates to ms.
          await db.execute(sql`update ${kind.table} set
            created_at = timestamptz '2024-02-29 23:59:59.999999-08' - (id % 997) * interval '1.000371 second',
            updated_at = timestamptz '1999-12-31 23:59:59.1234+00' + (id % 13) * interval '1 day 0.000999 second',
            submitted_at = case when id % 3 = 0 then null else now() end
            where government_id = ${governmentId}`);
          const { fromNode, fromDatabase } = await bothWays(kind);
          expect(fromDatabase.join('')).toBe(fromNode);
          expect(fromDatabase).toHaveLength(records.length);
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the CSV export', () => {
  it('writes an unknown code as stored and quotes it as needed', async () => {
    const { db } = api.handle;
    await db.execute(sql`delete from contributions where government_id = ${governmentId}`);
    await db.execute(sql`
      insert into contributions (government_id, campaign_id, status, type, sub_type,
        contributor_type, oae_type, amount_cents, date, address1, city, state, zip, in_kind_type)
      values
        (${governmentId}, ${campaignId}, 'draft', 'contribution', 'cash', 'individual', 'seed',
          1234, '2024-01-02', '1 Main St', 'Portland', 'OR', '97201', 'toString'),
        (${governmentId}, ${campaignId}, 'draft', 'contribution', 'cash', 'individual', 'seed',
          1234, '2024-01-03', '1 Main St', 'Portland', 'OR', '97201', 'old, "code"')`);
    const [kind] = KINDS;
    const { fromNode, fromDatabase } = await bothWays(kind);
    expect(fromDatabase.join('')).toBe(fromNode);
    expect(fromNode).toContain(',toString,');
    expect(fromNode).toContain(',"old, ""code""",');
  });

  it('answers the same bytes through the API as Node writes them', async () => {
    const [kind] = KINDS;
    const { fromNode } = await bothWays(kind);
    let answered = '';
    await admin.call(async (caller) => {
      const chunks = await caller.contributions.exportCsv({
        governmentId,
        sort: { field: 'date', direction: 'ASC' },
      });
      for await (const chunk of chunks) answered += chunk;
    });
    const header = csvLines([CONTRIBUTION_CSV_COLUMNS.map((column) => column.header)]);
    expect(answered).toBe(header + fromNode);
  });
});
