import { type DbOrTx, withReusedPlans } from '@portal/db';
import type { Query, SQL } from 'drizzle-orm';
import { type PgColumn, PgDialect } from 'drizzle-orm/pg-core';
import { driverValueMapper } from './stored-instant';

/**
 * Rows per cursor batch on PostgreSQL. A cursor batch costs one round trip, not a query, so it
 * can be small: a 100,000-row CSV export spent about a fifth less CPU with 250 rows a batch than
 * with 1,000, since fewer rows are alive at each garbage collection (docs/decisions.md).
 */
export const CURSOR_BATCH_SIZE = 250;

const dialect = new PgDialect();

/** The part of a postgres.js client a cursor or a one-shot read of value rows needs. */
interface CursorClient {
  unsafe(
    query: string,
    params: unknown[],
    options?: { prepare?: boolean },
  ): {
    values(): PromiseLike<unknown[][]> & { cursor(rows: number): AsyncIterable<unknown[][]> };
  };
}

/**
 * The postgres.js client behind a database handle, or null on PGlite (which has no cursor that
 * outlives one query). drizzle's postgres.js driver sets the client's date and timestamp parsers
 * to pass text through, which the columns' own `mapFromDriverValue` then reads, as drizzle does.
 */
function cursorClientOf(db: DbOrTx): CursorClient | null {
  const client = (db as { $client?: unknown }).$client;
  if (typeof client !== 'function') return null;
  const candidate = client as unknown as Partial<CursorClient>;
  return typeof candidate.unsafe === 'function' ? (candidate as CursorClient) : null;
}

interface ColumnMapping {
  keys: string[];
  /** Null where the driver's value is the column's value. */
  mappers: (((value: unknown) => unknown) | null)[];
  /** Every key once: each row starts as its copy, so all rows share one fast layout. */
  shape: Record<string, unknown>;
}

/** Made once per list of columns (a list reader's, an export's), not for every page. */
const mappings = new WeakMap<readonly [string, PgColumn][], ColumnMapping>();

function columnMapping(columns: readonly [key: string, column: PgColumn][]): ColumnMapping {
  let mapping = mappings.get(columns);
  if (!mapping) {
    // Plain arrays walked in loops: this runs for every value of a 100,000-row export.
    const keys = columns.map(([key]) => key);
    mapping = {
      keys,
      mappers: columns.map(([, column]) => driverValueMapper(column)),
      shape: Object.fromEntries(keys.map((key) => [key, null])),
    };
    mappings.set(columns, mapping);
  }
  return mapping;
}

/**
 * Turns a row of driver values into an object: `columns` first, each mapped from the driver's
 * value by its column (as drizzle does, a timestamp as a `StoredInstant`); `toRow` gets them as
 * an object and any further selected values as they came.
 */
export function columnRowMapper<Row>(
  columns: [key: string, column: PgColumn][],
  toRow: (row: Record<string, unknown>, extra: unknown[]) => Row,
): (values: unknown[]) => Row {
  const { keys, mappers, shape } = columnMapping(columns);
  const width = columns.length;
  return (values) => {
    const row: Record<string, unknown> = { ...shape };
    for (let index = 0; index < width; index++) {
      const value = values[index];
      const mapper = mappers[index];
      row[keys[index] as string] =
        value === null || value === undefined || !mapper ? value : mapper(value);
    }
    return toRow(row, values.length > width ? values.slice(width) : []);
  };
}

/**
 * Runs `query` once on PostgreSQL and yields its rows in batches from one server-side cursor:
 * the query is planned and sorted once however many rows it returns, and only one batch is in
 * memory at a time. Each row comes as the driver's values, mapped by `mapRow` (for instance a
 * `columnRowMapper`). Null on PGlite.
 */
export function cursorBatches<Row>(
  db: DbOrTx,
  query: SQL,
  mapRow: (values: unknown[]) => Row,
  batchSize: number,
): AsyncIterable<Row[]> | null {
  const client = cursorClientOf(db);
  if (!client) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return (async function* () {
    const batches = client.unsafe(text, params).values().cursor(batchSize)[Symbol.asyncIterator]();
    let next: Promise<IteratorResult<unknown[][]>> | null = batches.next();
    try {
      for (;;) {
        const { done, value } = await next;
        next = null;
        if (done) return;
        // Ask for the next batch before mapping this one: PostgreSQL reads and sends it while
        // Node maps and writes, instead of each side waiting for the other on every batch.
        next = batches.next();
        yield value.map(mapRow);
      }
    } finally {
      // Stopped early (the client went away): the batch asked for ahead must arrive before the
      // cursor can be closed, or its connection would wait for the next request forever.
      if (next) {
        const ahead = await next.catch(() => ({ done: true }));
        if (!ahead.done) await batches.return?.();
      }
    }
  })();
}

/**
 * Runs `query` once on PostgreSQL and answers its rows mapped as `columnRowMapper` says: the
 * same values as drizzle's own mapping, without its per-value type checks (a list page of 50
 * rows of 50 columns spent more CPU there than PostgreSQL spent on the page). `repeated` marks a
 * text from a bounded set (`PageStatement` shapes). Null on PGlite
 * and inside a transaction, where the caller runs the query through drizzle instead; `query`
 * is only built when it runs here.
 */
export function selectMappedRows<Row>(
  db: DbOrTx,
  query: () => Query & { repeated?: boolean },
  columns: [key: string, column: PgColumn][],
  toRow: (row: Record<string, unknown>, extra: unknown[]) => Row,
): Promise<Row[]> | null {
  const client = cursorClientOf(db);
  if (!client) return null;
  const { sql: text, params, repeated } = query();
  const mapRow = columnRowMapper(columns, toRow);
  // A text that repeats (one of a bounded set) is kept prepared on each connection: PostgreSQL
  // skips parsing it and postgres.js its row description. Any other stays unnamed, or every
  // distinct text would be kept for the connection's life.
  const options = repeated ? { prepare: true } : {};
  return Promise.resolve(client.unsafe(text, params, options).values()).then((rows) =>
    rows.map(mapRow),
  );
}

/**
 * The value rows of `query`, whose text is one of a bounded set (a campaign walk of one sort,
 * direction and filter, its values parameters), kept prepared on each connection of the
 * plan-reusing pool (`withReusedPlans`): parsing and planning it took half as long as running it.
 * Null on PGlite and inside a transaction, where the caller runs it through drizzle.
 */
export function selectRepeatedValues(db: DbOrTx, query: SQL): Promise<unknown[][]> | null {
  const client = cursorClientOf(withReusedPlans(db));
  if (!client) return null;
  const { sql: text, params } = dialect.sqlToQuery(query);
  return Promise.resolve(client.unsafe(text, params, { prepare: true }).values());
}
