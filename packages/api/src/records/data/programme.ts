import { contributions, type DbOrTx } from '@portal/db';
import {
  contributorDisplayName,
  type LimitedGift,
  matchAmountFor,
  publicMoneyCents,
} from '@portal/domain';
import { and, asc, countDistinct, eq, gt, inArray, ne, sql, sum } from 'drizzle-orm';

/** Gifts the matching rule applies to: individuals, matchable or qualifying, from Portland. */
const matchableFromPortland = and(
  eq(contributions.contributorType, 'individual'),
  inArray(contributions.oaeType, ['matchable', 'qualifying']),
  eq(contributions.matchInPortland, true),
);

/**
 * Qualifying contributions of one campaign: processed (verified by the city) matchable or
 * qualifying gifts above zero from Portland individuals, each donor counted once.
 */
export async function qualifyingDonorCount(db: DbOrTx, campaignId: number): Promise<number> {
  const [row] = await db
    .select({ donors: countDistinct(contributions.donorKey) })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        eq(contributions.status, 'processed'),
        gt(contributions.amountCents, 0),
        matchableFromPortland,
      ),
    );
  return row?.donors ?? 0;
}

/**
 * Public money of one campaign in cents: matched (nine times the match amounts of processed
 * gifts) and pending (what submitted or awaiting gifts would bring by the rule, after each
 * donor's processed matches).
 */
export async function campaignPublicMoney(
  db: DbOrTx,
  campaignId: number,
): Promise<{ matchedCents: number; pendingCents: number }> {
  const matchedByDonor = await db
    .select({
      donorKey: contributions.donorKey,
      matchedCents: sum(contributions.matchAmountCents).mapWith(Number),
    })
    .from(contributions)
    .where(and(eq(contributions.campaignId, campaignId), eq(contributions.status, 'processed')))
    .groupBy(contributions.donorKey);
  const used = new Map(matchedByDonor.map((row) => [row.donorKey ?? '', row.matchedCents ?? 0]));
  const matchedCents = [...used.values()].reduce((total, cents) => total + cents, 0);

  const waiting = await db
    .select({ donorKey: contributions.donorKey, amountCents: contributions.amountCents })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        inArray(contributions.status, ['submitted', 'awaiting']),
        matchableFromPortland,
      ),
    )
    .orderBy(asc(contributions.date), asc(contributions.id));
  let pendingMatchCents = 0;
  for (const gift of waiting) {
    const key = gift.donorKey ?? '';
    const { eligibleCents } = matchAmountFor({
      amountCents: gift.amountCents,
      previouslyMatchedEligibleCents: used.get(key) ?? 0,
      inPortland: true,
    });
    used.set(key, (used.get(key) ?? 0) + eligibleCents);
    pendingMatchCents += eligibleCents;
  }
  return {
    matchedCents: publicMoneyCents(matchedCents),
    pendingCents: publicMoneyCents(pendingMatchCents),
  };
}

/**
 * Every gift of the campaign that counts towards a limit: all but archived ones. With
 * `donorKey`, only that stored donor key's gifts (a person's); entities are grouped by name, so
 * their gifts are always read for the whole campaign.
 */
export async function campaignLimitedGifts(
  db: DbOrTx,
  campaignId: number,
  donorKey?: string | null,
): Promise<LimitedGift[]> {
  const rows = await db
    .select({
      contributionId: contributions.id,
      donorKey: contributions.donorKey,
      amountCents: contributions.amountCents,
      oaeType: contributions.oaeType,
      subType: contributions.subType,
      contributorType: contributions.contributorType,
      firstName: contributions.firstName,
      lastName: contributions.lastName,
      name: contributions.name,
    })
    .from(contributions)
    .where(
      and(
        eq(contributions.campaignId, campaignId),
        ne(contributions.status, 'archived'),
        donorKey ? eq(contributions.donorKey, donorKey) : sql`true`,
      ),
    );
  return rows.map((row) => ({
    contributionId: row.contributionId,
    donorKey: row.donorKey ?? `unknown:${row.firstName}|${row.lastName}|${row.name}`,
    contributorType: row.contributorType,
    donorName: contributorDisplayName(row),
    amountCents: row.amountCents,
    oaeType: row.oaeType,
    subType: row.subType,
  }));
}
