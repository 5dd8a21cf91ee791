import { campaigns, type contributions, type Database } from '@portal/db';

/** A small deterministic generator, so a failure can be replayed. */
export function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

export type Random = () => number;

export const pickWith =
  (random: Random) =>
  <T>(values: readonly T[]): T =>
    values[Math.floor(random() * values.length)] as T;

const STATUSES = ['draft', 'submitted', 'processed', 'archived'] as const;

/** Three campaigns of the government, for a mayor, an auditor and a district councilor. */
export async function createMapCampaigns(
  db: Database,
  governmentId: number,
  name: (index: number) => string,
): Promise<number[]> {
  const inserted = await db
    .insert(campaigns)
    .values(
      (['Mayor', 'Auditor', 'Councilor District 1'] as const).map((officeSought, index) => ({
        governmentId,
        name: name(index),
        officeSought,
      })),
    )
    .returning();
  return inserted.map((campaign) => campaign.id);
}

interface GiftChoices {
  governmentId: number;
  campaignIds: readonly number[];
  oaeTypes: readonly (typeof contributions.$inferInsert)['oaeType'][];
  date: () => string;
  place: () => { latitude: number | null; longitude: number | null };
}

/** A contribution of any status, OAE type and size, placed (or not) where `place` says. */
export function mapGift(random: Random, choices: GiftChoices) {
  const pick = pickWith(random);
  return {
    governmentId: choices.governmentId,
    campaignId: pick(choices.campaignIds),
    status: pick(STATUSES),
    type: 'contribution' as const,
    subType: 'cash' as const,
    contributorType: pick(['individual', 'business'] as const),
    oaeType: pick(choices.oaeTypes),
    amountCents: 100 + Math.floor(random() * 50_000),
    matchAmountCents: random() < 0.5 ? Math.floor(random() * 5_000) : null,
    date: choices.date(),
    address1: '1 Main St',
    city: 'Portland',
    state: 'OR',
    zip: '97201',
    ...choices.place(),
  };
}
