import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { createTestDatabase } from '../src/testing';
import { queryRows } from './helpers';

const MIGRATION = '0039_offices_as_the_spec_writes_them.sql';

/** The migration's statements in order: drop the check, rename in three tables, add the check. */
const statements = readFileSync(
  join(dirname(fileURLToPath(import.meta.url)), '../migrations', MIGRATION),
  'utf8',
)
  .split('--> statement-breakpoint')
  .map((statement) => statement.trim());

describe(`migration ${MIGRATION}`, () => {
  let handle: DatabaseHandle;
  const run = (statement: string) => handle.db.execute(sql.raw(statement));
  type Table = 'campaigns' | 'external_committees' | 'external_contributions';
  const rowOf = async (table: Table, column: string, name: string) => {
    const rows = await queryRows<{ office_sought: string; updated_at?: string | Date }>(
      handle.db,
      sql`select * from ${sql.identifier(table)} where ${sql.identifier(column)} = ${name}`,
    );
    return rows[0];
  };
  const officeOf = async (table: Table, column: string, name: string) =>
    (await rowOf(table, column, name))?.office_sought;
  const stampOf = async (table: Table, column: string, name: string) =>
    new Date(String((await rowOf(table, column, name))?.updated_at)).getTime();
  const dataVersion = async () => {
    const rows = await queryRows<{ version: number | string }>(
      handle.db,
      sql`select version from dashboard_data_versions where government_id = 1`,
    );
    return Number(rows[0]?.version ?? 0);
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await run(`insert into governments (id, name) values (1, 'City') on conflict do nothing`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('renames the offices stored before as the spec writes them, and refuses the old ones after', async () => {
    // Back to the state before the migration: no check of the offices, old rows written.
    const [dropCommitteeCheck, ...rest] = statements;
    await run(dropCommitteeCheck ?? '');
    await run('alter table campaigns drop constraint campaigns_office_valid');
    const olds = [
      ['auditor', 'Auditor'],
      ['mayor', 'Mayor'],
      ['councilor_district_1', 'Councilor District 1'],
      ['councilor_district_4', 'Councilor District 4'],
      ['Mayor', 'Mayor'],
    ] as const;
    const long = '2020-01-01T00:00:00Z';
    for (const [index, [old]] of olds.entries()) {
      await run(
        `insert into campaigns (government_id, name, office_sought, updated_at) values (1, 'Office ${index} 2026', '${old}', '${long}')`,
      );
      await run(
        `insert into external_committees (government_id, filer_id, name, office_sought) values (1, 'F${index}', 'Committee ${index}', '${old}')`,
      );
      await run(
        `insert into external_contributions (government_id, campaign_name, office_sought, date, amount_cents, contributor_type, contribution_sub_type, updated_at) values (1, 'Committee ${index}', '${old}', '2024-05-01', 1000, 'individual', 'cash', '${long}')`,
      );
    }
    const versionBefore = await dataVersion();
    for (const statement of rest) await run(statement);

    for (const [index, [, renamed]] of olds.entries()) {
      expect(await officeOf('campaigns', 'name', `Office ${index} 2026`)).toBe(renamed);
      expect(await officeOf('external_committees', 'name', `Committee ${index}`)).toBe(renamed);
      expect(await officeOf('external_contributions', 'campaign_name', `Committee ${index}`)).toBe(
        renamed,
      );
    }
    // A renamed row is a changed row: the downloads' Last-Modified and the dashboard see it.
    expect(await stampOf('campaigns', 'name', 'Office 1 2026')).toBeGreaterThan(Date.parse(long));
    expect(await stampOf('campaigns', 'name', 'Office 4 2026')).toBe(Date.parse(long));
    expect(await stampOf('external_contributions', 'campaign_name', 'Committee 1')).toBeGreaterThan(
      Date.parse(long),
    );
    expect(await dataVersion()).toBeGreaterThan(versionBefore);

    for (const refused of [
      `insert into external_committees (government_id, filer_id, name, office_sought) values (1, 'F9', 'Late', 'mayor')`,
      `insert into campaigns (government_id, name, office_sought) values (1, 'Late 2026', 'Sheriff')`,
    ])
      await expect(run(refused)).rejects.toThrow();
  });
});
