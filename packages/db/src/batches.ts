/**
 * `items` in consecutive slices of at most `size`, for statements that must each stay far below
 * PostgreSQL's limit of parameters per statement.
 */
export function* batchesOf<Item>(items: readonly Item[], size: number): Generator<Item[]> {
  for (let start = 0; start < items.length; start += size) {
    yield items.slice(start, start + size);
  }
}
