import { openDatabase } from '@portal/db';
import { sql } from 'drizzle-orm';
import type { BenchCall } from './calls-list';
import type { StreamFigures } from './stream-call';
import { timesOf } from './stream-call';

/**
 * A public contribution's amount moved by a cent and back, in turn, through a connection of the
 * bench's own: a write that changes public data, as a campaign's edit does, so the next public
 * answer is computed rather than served from the stored answers. PostgreSQL only (PGlite allows
 * one process, the server's).
 */
export async function publicWriter(databaseUrl: string) {
  const handle = await openDatabase({ url: databaseUrl });
  const result = await handle.db.execute<{ id: number }>(sql`
    select id from contributions
    where government_id = 1 and dashboard_contribution_is_public(status) and latitude is not null
    order by id limit 1`);
  const rows = Array.isArray(result) ? result : (result as { rows: { id: number }[] }).rows;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('no public contribution to change');
  let step = 1;
  return {
    write: async () => {
      await handle.db.execute(
        sql`update contributions set amount_cents = amount_cents + ${step} where id = ${id}`,
      );
      step = -step;
    },
    close: () => handle.close(),
  };
}

/** Each request made just after a write, `runs` times: the first answer after a change. */
export async function afterWrites(
  base: string,
  call: BenchCall,
  write: () => Promise<void>,
  runs = 10,
): Promise<StreamFigures> {
  const times: number[] = [];
  let bytes = 0;
  let errors = 0;
  for (let run = 0; run < runs; run += 1) {
    await write();
    const started = performance.now();
    const response = await fetch(`${base}${call.path}`);
    const payload = await response.arrayBuffer();
    times.push(performance.now() - started);
    bytes = payload.byteLength;
    if (!response.ok) errors += 1;
  }
  return { ...timesOf(times), bytes, errors };
}
