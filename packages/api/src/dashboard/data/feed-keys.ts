import { createHmac, randomBytes } from 'node:crypto';

/** How a feed names donors (`batchId`) and, for downloads, each row (`rowKey`). */
export interface FeedKeys {
  batchId: (donorKey: string | null) => string | null;
  rowKey?: (id: number) => string;
}

/** Without a configured secret (a test's context) the keys are this process's own, never public. */
const processSecret = randomBytes(32).toString('base64url');

/** 48 bits of a digest: collisions stay negligible for millions of rows, and exact in JSON. */
const shortNumber = (digest: Buffer) => String(digest.readUIntBE(0, 6));

/**
 * The open-data files' keys, stable where the per-answer ids of the live feeds are not:
 * - `batchId`: an HMAC of the donor key under the server's secret and the public data's version,
 *   so two downloads of the same data agree (and can be compared), a change of the data draws
 *   new ones (no donor can be followed across versions), and no name can be hashed to find one;
 * - `rowKey`: an HMAC of the row's kind and id under the secret alone, the same in every download
 *   for as long as the row is public, and neither the database id nor anything of the donor.
 */
export function stableFeedKeys(
  configuredSecret: string | undefined,
  dataVersion: string,
  feed: 'participating' | 'external',
): Required<FeedKeys> {
  const secret = configuredSecret ?? processSecret;
  return {
    batchId: (donorKey) =>
      donorKey === null
        ? null
        : shortNumber(
            createHmac('sha256', secret)
              .update(`batch\0${dataVersion}\0${feed}\0${donorKey}`)
              .digest(),
          ),
    rowKey: (id) =>
      createHmac('sha256', secret).update(`row\0${feed}\0${id}`).digest('base64url').slice(0, 22),
  };
}
