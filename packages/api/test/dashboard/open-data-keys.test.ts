import { describe, expect, it } from 'vitest';
import { stableFeedKeys } from '../../src/dashboard/data/feed-keys';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const OTHER_SECRET = 'another-secret-of-thirty-two-characters!';

describe('the open-data files’ stable keys', () => {
  it('gives the same batch id and row key to the same donor and row in two downloads', () => {
    const first = stableFeedKeys(SECRET, 'version-7', 'participating');
    const second = stableFeedKeys(SECRET, 'version-7', 'participating');
    expect(second.batchId('voter:100000054')).toBe(first.batchId('voter:100000054'));
    expect(second.rowKey(42)).toBe(first.rowKey(42));
  });

  it.each([
    ['another data version', SECRET, 'version-8', 'participating', true],
    ['the other feed', SECRET, 'version-7', 'external', false],
    ['another secret', OTHER_SECRET, 'version-7', 'participating', false],
  ] as const)('draws other batch ids for %s', (_case, secret, version, feed, rowKeySame) => {
    const base = stableFeedKeys(SECRET, 'version-7', 'participating');
    const other = stableFeedKeys(secret, version, feed);
    expect(other.batchId('voter:100000054')).not.toBe(base.batchId('voter:100000054'));
    // A row keeps its key while the data changes; another feed or secret is another key.
    expect(other.rowKey(42) === base.rowKey(42)).toBe(rowKeySame);
  });

  it('keeps donors apart and shows neither the donor key nor the row id', () => {
    const keys = stableFeedKeys(SECRET, 'version-7', 'participating');
    expect(keys.batchId('voter:1')).not.toBe(keys.batchId('voter:2'));
    expect(keys.batchId(null)).toBeNull();
    expect(keys.batchId('voter:100000054')).toMatch(/^\d+$/);
    expect(keys.batchId('voter:100000054')).not.toContain('100000054');
    const rowKeys = [1, 2, 3, 1000].map(keys.rowKey);
    expect(new Set(rowKeys).size).toBe(4);
    for (const key of rowKeys) expect(key).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });
});
