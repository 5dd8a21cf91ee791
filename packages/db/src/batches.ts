/**
 * `items` in consecutive slices of at most `size`, for statements that must each stay far below
 * PostgreSQL's limit of parameters per statement.
 */
export function* batchesOf<Item>(items: readonly Item[], size: number): Generator<Item[]> {
  for (let start = 0; start < items.length; start += size) {
    yield items.slice(start, start + size);
  }
}

/**
 * Runs `collect` on `items` batch by batch (each batch one round of statements) and gathers what
 * each batch answers, by key, into one map in batch order.
 */
export async function collectInBatches<Item, Key, Value>(
  items: readonly Item[],
  size: number,
  collect: (batch: Item[]) => Promise<ReadonlyMap<Key, Value>>,
): Promise<Map<Key, Value>> {
  const collected = new Map<Key, Value>();
  for (const batch of batchesOf(items, size)) {
    for (const [key, value] of await collect(batch)) collected.set(key, value);
  }
  return collected;
}
