import { contributions, type DbOrTx, donorIdentities, type StoredMatchResults } from '@portal/db';
import {
  donorIdentityMatchId,
  type MatchStrength,
  normalisePersonName,
  normaliseStreetAddress,
} from '@portal/domain';
import { and, asc, eq, gt, ne } from 'drizzle-orm';

export interface MatchEntry {
  matchId: string | null;
  matchStrength: MatchStrength | null;
  results: StoredMatchResults | null;
  inPortland: boolean | null;
  donorKey: string | null;
}

/** The stored match state of one contribution, candidates included (government admins only). */
export async function findMatchEntry(db: DbOrTx, contributionId: number): Promise<MatchEntry> {
  const [row] = await db
    .select({
      matchId: contributions.matchId,
      matchStrength: contributions.matchStrength,
      results: contributions.matchResults,
      inPortland: contributions.matchInPortland,
      donorKey: contributions.donorKey,
    })
    .from(contributions)
    .where(eq(contributions.id, contributionId));
  return (
    row ?? { matchId: null, matchStrength: null, results: null, inPortland: null, donorKey: null }
  );
}

export interface IdentitySource {
  governmentId: number;
  firstName: string | null;
  lastName: string | null;
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * Records a donor who is not in the voter file, from the contribution a government admin judged,
 * so that their later gifts find this identity instead of being verified again.
 */
export async function createDonorIdentity(
  db: DbOrTx,
  source: IdentitySource,
  createdById: number,
): Promise<string> {
  const firstName = source.firstName ?? '';
  const lastName = source.lastName ?? '';
  const [row] = await db
    .insert(donorIdentities)
    .values({
      governmentId: source.governmentId,
      firstName,
      lastName,
      address1: source.address1,
      address2: source.address2,
      city: source.city,
      state: source.state,
      zip: source.zip,
      normalizedFirstName: normalisePersonName(firstName),
      normalizedLastName: normalisePersonName(lastName),
      normalizedAddress: normaliseStreetAddress(source.address1, source.address2).full,
      createdById,
    })
    .returning({ id: donorIdentities.id });
  if (!row) throw new Error('Inserting a donor identity returned no row');
  return donorIdentityMatchId(row.id);
}

export interface EarlierMatchedGift {
  id: number;
  date: string;
  amountCents: number;
  matchAmountCents: number;
}

/** This donor's processed, matched gifts to the same campaign, other than `excludeId`. */
export async function earlierMatchedGifts(
  db: DbOrTx,
  gift: { campaignId: number; donorKey: string | null; excludeId: number },
): Promise<EarlierMatchedGift[]> {
  if (!gift.donorKey) return [];
  const rows = await db
    .select({
      id: contributions.id,
      date: contributions.date,
      amountCents: contributions.amountCents,
      matchAmountCents: contributions.matchAmountCents,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, gift.campaignId),
        eq(contributions.donorKey, gift.donorKey),
        eq(contributions.status, 'processed'),
        ne(contributions.id, gift.excludeId),
        gt(contributions.matchAmountCents, 0),
      ),
    )
    .orderBy(asc(contributions.date), asc(contributions.id));
  return rows.map((row) => ({ ...row, matchAmountCents: row.matchAmountCents ?? 0 }));
}
