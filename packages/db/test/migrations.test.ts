import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../src/client';
import { migrateDatabase } from '../src/migrate';
import { createTestDatabase } from '../src/testing';
import { queryRows } from './helpers';

const EXPECTED_TABLES = [
  'activities',
  'activity_attachments',
  'address_points',
  'api_tokens',
  'auth_attempts',
  'campaign_payees',
  'campaigns',
  'contributions',
  'dashboard_amounts',
  'dashboard_campaign_figures',
  'dashboard_data_changes',
  'dashboard_data_versions',
  'dashboard_donors',
  'dashboard_fact_changes',
  'dashboard_map_campaigns',
  'dashboard_map_changes',
  'dashboard_map_points',
  'dashboard_month_amounts',
  'dashboard_month_donors',
  'dashboard_month_totals',
  'dashboard_totals',
  'dashboard_year_donor_counts',
  'dashboard_year_medians',
  'dashboard_year_totals',
  'donor_identities',
  'email_outbox',
  'expenditures',
  'external_committees',
  'external_contributions',
  'geocoder_request_slots',
  'geocoding_jobs',
  'governments',
  'idempotency_keys',
  'known_contributors',
  'paid_matches',
  'payment_dates',
  'payment_offsets',
  'payment_programme_offices',
  'payment_programmes',
  'payment_run_items',
  'payment_run_lines',
  'payment_runs',
  'permissions',
  'record_campaign_day_totals',
  'record_government_day_totals',
  'record_government_totals',
  'record_totals',
  'record_totals_changes',
  'sessions',
  'user_codes',
  'users',
  'voter_streets',
];

async function publicTables(handle: DatabaseHandle): Promise<string[]> {
  const rows = await queryRows<{ table_name: string }>(
    handle.db,
    sql`select table_name from information_schema.tables
        where table_schema = 'public' order by table_name`,
  );
  return rows.map((row) => row.table_name);
}

describe('migrations', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(async () => {
    await handle.close();
  });

  it('create every table on a fresh database', async () => {
    expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
  });

  it('leave the database empty', async () => {
    const rows = await queryRows<{ count: number | string }>(
      handle.db,
      sql`select count(*) as count from contributions`,
    );
    expect(Number(rows[0]?.count)).toBe(0);
  });

  it('can run again on a migrated database without changing it', async () => {
    await migrateDatabase(handle);
    expect(await publicTables(handle)).toEqual(EXPECTED_TABLES);
  });

  it('create the list indexes for contributions', async () => {
    const rows = await queryRows<{ indexname: string }>(
      handle.db,
      sql`select indexname from pg_indexes where tablename = 'contributions'`,
    );
    expect(rows.map((row) => row.indexname)).toEqual(
      expect.arrayContaining([
        'contributions_campaign_date_idx',
        'contributions_government_date_idx',
        'contributions_campaign_status_idx',
        'contributions_government_status_idx',
        'contributions_campaign_updated_idx',
        'contributions_government_amount_idx',
        'contributions_government_list_name_idx',
        'contributions_campaign_id_idx',
      ]),
    );
  });

  // A deep amount page under a date range reads both from the index alone (migrations 0026 and
  // 0037), which drizzle's own index builder cannot declare.
  it("carry the amount beside the government's date index, and the date beside its amount index", async () => {
    const rows = await queryRows<{ indexname: string; indexdef: string }>(
      handle.db,
      sql`select indexname, indexdef from pg_indexes where tablename = 'contributions'
        and indexname in ('contributions_government_date_idx', 'contributions_government_amount_idx')
        order by indexname`,
    );
    expect(rows.map((row) => [row.indexname, row.indexdef.replace(/^.* USING /, '')])).toEqual([
      [
        'contributions_government_amount_idx',
        'btree (government_id, amount_cents, id) INCLUDE (date)',
      ],
      [
        'contributions_government_date_idx',
        'btree (government_id, date, id) INCLUDE (amount_cents)',
      ],
    ]);
  });
});

describe('createTestDatabase', () => {
  it('gives every caller its own empty database', async () => {
    const first = await createTestDatabase();
    const second = await createTestDatabase();
    try {
      await first.db.execute(sql`insert into governments (name) values ('Only in the first')`);
      const inSecond = await queryRows<{ count: number | string }>(
        second.db,
        sql`select count(*) as count from governments`,
      );
      expect(Number(inSecond[0]?.count)).toBe(0);
    } finally {
      await first.close();
      await second.close();
    }
  });
});
