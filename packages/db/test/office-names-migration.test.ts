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
  const officeOf = async (table: 'campaigns' | 'external_committees', name: string) => {
    const rows = await queryRows<{ office_sought: string }>(
      handle.db,
      sql`select office_sought from ${sql.identifier(table)} where name = ${name}`,
    );
    return rows[0]?.office_sought;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    await run(`insert into governments (id, name) values (1, 'City') on conflict do nothing`);
  });
  afterAll(async () => {
    await handle.close();
  });

  it('renames the offices stored before as the spec writes them, and refuses the old ones after', async () => {
    // Back to the state before the migration: the check of the old values gone, old rows written.
    const [dropCheck, ...rest] = statements;
    await run(dropCheck ?? '');
    const olds = [
      ['auditor', 'Auditor'],
      ['mayor', 'Mayor'],
      ['councilor_district_1', 'Councilor District 1'],
      ['councilor_district_4', 'Councilor District 4'],
      ['Mayor', 'Mayor'],
    ] as const;
    for (const [index, [old]] of olds.entries()) {
      await run(
        `insert into campaigns (government_id, name, office_sought) values (1, 'Office ${index} 2026', '${old}')`,
      );
      await run(
        `insert into external_committees (government_id, filer_id, name, office_sought) values (1, 'F${index}', 'Committee ${index}', '${old}')`,
      );
    }
    for (const statement of rest) await run(statement);

    for (const [index, [, renamed]] of olds.entries()) {
      expect(await officeOf('campaigns', `Office ${index} 2026`)).toBe(renamed);
      expect(await officeOf('external_committees', `Committee ${index}`)).toBe(renamed);
    }
    await expect(
      run(
        `insert into external_committees (government_id, filer_id, name, office_sought) values (1, 'F9', 'Late', 'mayor')`,
      ),
    ).rejects.toThrow();
  });
});
