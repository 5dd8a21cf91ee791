/**
 * The fields whose values differ between two versions of a record: what an update sends
 * (spec section 3, "Update sends only changed fields"). An empty result means nothing to save.
 */
export const changedFields = <Record extends object>(
  before: Record,
  after: Record,
): Partial<Record> => {
  const changes: Partial<Record> = {};
  for (const key of Object.keys(after) as (keyof Record)[]) {
    if (!Object.is(before[key], after[key])) changes[key] = after[key];
  }
  return changes;
};
