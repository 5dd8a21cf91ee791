import type { DbOrTx } from '@portal/db';
import type { WeekRaised } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';
import { type CampaignGifts, campaignGifts } from './source';

/**
 * Money raised (gifts) and matched per week, weeks starting on Monday, as the database groups
 * a campaign's public contributions; the running total is the domain's `cumulativeByWeek`.
 */
export async function weeklyRaised(db: DbOrTx, gifts: CampaignGifts): Promise<WeekRaised[]> {
  const rows = await rowsOf<{ week: string; raised_cents: number; matched_cents: number }>(
    db,
    sql`select to_char(date_trunc('week', date), 'YYYY-MM-DD') as week,
        coalesce(sum(amount_cents) filter (where not is_match), 0)::float8 as raised_cents,
        coalesce(sum(match_cents), 0)::float8 as matched_cents
      from (${campaignGifts(gifts)}) as gifts
      group by 1
      order by 1`,
  );
  return rows.map((row) => ({
    week: row.week,
    raisedCents: Number(row.raised_cents),
    matchedCents: Number(row.matched_cents),
  }));
}
