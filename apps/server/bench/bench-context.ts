import { type DatabaseOptions, migrateDatabase, openDatabase, rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { BenchContext } from './calls-list';

/**
 * The demo staff member's campaign, the export's start date, a matched contribution and the
 * largest campaign, read from the seeded database once it has this code's schema: the server
 * would migrate it at start, but the raw SQL runs first and reads the same tables.
 */
export async function benchContext(database: DatabaseOptions): Promise<BenchContext> {
  const handle = await openDatabase(database);
  try {
    await migrateDatabase(handle);
    const result = await handle.db.execute<Record<string, unknown>>(sql`
      select
        (select p.campaign_id from permissions p join users u on u.id = p.user_id
          where u.email = 'campaign.staff@example.org' and p.campaign_id is not null limit 1)
          as campaign_id,
        (select date::text from contributions where government_id = 1
          order by date desc offset 99999 limit 1) as export_from,
        (select id from contributions where match_id is not null limit 1) as matched_id,
        (select campaign_id from record_totals where kind = 'contribution'
          group by campaign_id order by sum(count) desc limit 1) as largest_campaign_id`);
    const row = rowsOf<Record<string, unknown>>(result)[0];
    if (!row?.campaign_id) throw new Error('no demo campaign staff: run npm run bench:seed first');
    const exportFrom = String(row.export_from ?? '2000-01-01');
    const largestCampaignId = Number(row.largest_campaign_id ?? row.campaign_id);
    return {
      campaignId: Number(row.campaign_id),
      exportFrom,
      matchedContributionId: Number(row.matched_id ?? 1),
      largestCampaignId,
    };
  } finally {
    await handle.close();
  }
}
