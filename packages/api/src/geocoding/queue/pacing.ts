import type { DbOrTx } from '@portal/db';
import { rowsOf } from '@portal/db';
import { sql } from 'drizzle-orm';

/**
 * Reserves the next request slot of an outside service, `gapMs` after the one before (by the
 * database's clock, so processes on several hosts agree), and returns how long to wait for it.
 */
export async function reserveGeocoderSlot(
  db: DbOrTx,
  service: string,
  gapMs: number,
): Promise<number> {
  const gap = sql`make_interval(secs => ${gapMs / 1000})`;
  const result = await db.execute(sql`
    insert into geocoder_request_slots as slots (service, next_slot_at)
    values (${service}, clock_timestamp() + ${gap})
    on conflict (service) do update
      set next_slot_at = greatest(slots.next_slot_at, clock_timestamp()) + ${gap}
    returning greatest(0, extract(epoch from (slots.next_slot_at - ${gap} - clock_timestamp())) * 1000) as wait_ms
  `);
  const [row] = rowsOf<{ wait_ms: string | number }>(result);
  return Math.ceil(Number(row?.wait_ms ?? 0));
}
