import type { DbOrTx } from '@portal/db';
import type { ZipCodeGiving } from '@portal/domain';
import { sql } from 'drizzle-orm';
import { rowsOf } from './rows';
import { type CampaignGifts, campaignGifts } from './source';

/**
 * Every ZIP code's distinct donors and money given to a campaign, by the first five digits
 * (a ZIP+4 is the same place); gifts without a ZIP code are left out. The rows leave the
 * database only to be folded by the domain's `foldZipCodes`, never as they are.
 */
export async function zipCodeGiving(db: DbOrTx, gifts: CampaignGifts): Promise<ZipCodeGiving[]> {
  const rows = await rowsOf<{ zip: string; donors: number; amount_cents: number }>(
    db,
    sql`select left(trim(zip), 5) as zip,
        (count(distinct donor) filter (where not separate_donor)
          + count(*) filter (where separate_donor))::int as donors,
        sum(amount_cents)::float8 as amount_cents
      from (${campaignGifts(gifts)}) as gifts
      where not is_match and zip is not null and trim(zip) <> ''
      group by 1`,
  );
  return rows.map((row) => ({
    zip: row.zip,
    donors: Number(row.donors),
    amountCents: Number(row.amount_cents),
  }));
}
