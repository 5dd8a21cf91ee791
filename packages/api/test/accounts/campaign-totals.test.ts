import { campaigns, contributions } from '@portal/db';
import { CONTRIBUTION_STATUSES, CONTRIBUTION_SUBTYPES } from '@portal/domain';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listCampaignsWithTotals } from '../../src/accounts/data/campaigns';
import { storedContribution } from '../records/stored-contribution';
import { createCampaign, createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';

// The Campaigns table reads its In-Kind and Matched columns from the trigger-kept totals
// (migration in_kind_totals). After every kind of write they must be the figures of the
// GROUP BY over the contributions that the table ran before.
const api = useTestApi();
let governmentId: number;
let otherGovernmentId: number;
let campaignIds: number[];

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}
const random = randomFrom(12);
const pick = <Value>(values: readonly Value[]): Value =>
  values[Math.floor(random() * values.length)] as Value;

/** Random gifts: every subtype and status, match money on some, spread over the campaigns. */
const randomGifts = (count: number) =>
  Array.from({ length: count }, () => {
    const campaignId = pick(campaignIds);
    return storedContribution(
      { campaignId, governmentId },
      {
        subType: pick(CONTRIBUTION_SUBTYPES.values),
        status: pick(CONTRIBUTION_STATUSES.values),
        amountCents: 1 + Math.floor(random() * 500_000),
        matchAmountCents: random() < 0.4 ? Math.floor(random() * 50_000) : null,
      },
    );
  });

/** The Campaigns table as it was computed before the totals: a GROUP BY over every gift. */
async function groupedTotals() {
  const rows = await api.handle.db
    .select({
      id: campaigns.id,
      inKind: sql<string>`coalesce(sum(${contributions.amountCents}) filter (where ${contributions.subType} like 'inkind\\_%' and ${contributions.status} <> 'archived'), 0)`,
      matched: sql<string>`coalesce(sum(${contributions.matchAmountCents}) filter (where ${contributions.status} = 'processed'), 0)`,
    })
    .from(campaigns)
    .leftJoin(contributions, eq(contributions.campaignId, campaigns.id))
    .where(eq(campaigns.governmentId, governmentId))
    .groupBy(campaigns.id)
    .orderBy(asc(campaigns.id));
  return rows.map((row) => [row.id, Number(row.inKind), Number(row.matched)]);
}

async function expectTotalsAsGrouped() {
  const expected = await groupedTotals();
  const kept = await listCampaignsWithTotals(api.handle.db, governmentId);
  expect(kept.map((row) => [row.id, row.inKindTotalCents, row.matchedCents])).toEqual(expected);
  return expected;
}

/** Ids of a random sample of the government's gifts. */
async function someGiftIds(share: number) {
  const rows = await api.handle.db
    .select({ id: contributions.id })
    .from(contributions)
    .where(inArray(contributions.campaignId, campaignIds));
  return rows.map((row) => row.id).filter(() => random() < share);
}

beforeAll(async () => {
  const { db } = api.handle;
  governmentId = (await createGovernment(db)).id;
  otherGovernmentId = (await createGovernment(db)).id;
  campaignIds = [];
  for (let index = 0; index < 5; index += 1)
    campaignIds.push((await createCampaign(db, governmentId)).id);
  // One campaign has no gifts at all: its row shows zeros.
  await createCampaign(db, governmentId);
});

describe("the Campaigns table's In-Kind and Matched totals", () => {
  it('equal the GROUP BY after a bulk insert of random gifts', async () => {
    await api.handle.db.insert(contributions).values(randomGifts(600));
    const totals = await expectTotalsAsGrouped();
    expect(totals.some(([, inKind]) => (inKind ?? 0) > 0)).toBe(true);
    expect(totals.some(([, , matched]) => (matched ?? 0) > 0)).toBe(true);
  });

  it('follow updates of subtype, status, amount and match money, one by one and in bulk', async () => {
    const { db } = api.handle;
    for (const id of await someGiftIds(0.05))
      await db
        .update(contributions)
        .set({
          subType: pick(CONTRIBUTION_SUBTYPES.values),
          status: pick(CONTRIBUTION_STATUSES.values),
        })
        .where(eq(contributions.id, id));
    await expectTotalsAsGrouped();
    await db
      .update(contributions)
      .set({
        amountCents: sql`${contributions.amountCents} + 7`,
        matchAmountCents: sql`case when ${contributions.matchAmountCents} is null then 100 else null end`,
      })
      .where(inArray(contributions.id, await someGiftIds(0.3)));
    await expectTotalsAsGrouped();
    // Archived, then restored: the in-kind column leaves out the trash.
    const archived = await someGiftIds(0.2);
    await db
      .update(contributions)
      .set({ status: 'archived' })
      .where(inArray(contributions.id, archived));
    await expectTotalsAsGrouped();
    await db
      .update(contributions)
      .set({ status: 'submitted' })
      .where(inArray(contributions.id, archived));
    await expectTotalsAsGrouped();
  });

  it('follow gifts moved to another campaign, even one of another government', async () => {
    const { db } = api.handle;
    const [first, second] = campaignIds;
    await db
      .update(contributions)
      .set({ campaignId: second ?? 0 })
      .where(inArray(contributions.id, await someGiftIds(0.1)));
    await expectTotalsAsGrouped();
    const elsewhere = (await createCampaign(db, otherGovernmentId)).id;
    await db
      .update(contributions)
      .set({ campaignId: elsewhere, governmentId: otherGovernmentId })
      .where(inArray(contributions.id, await someGiftIds(0.1)));
    await expectTotalsAsGrouped();
    // A record naming a government other than its campaign's is refused by the database.
    await expect(
      db
        .update(contributions)
        .set({ governmentId: otherGovernmentId })
        .where(eq(contributions.campaignId, first ?? 0)),
    ).rejects.toThrow();
    await expectTotalsAsGrouped();
  });

  it('follow deletes, a rolled-back transaction and an insert ... select', async () => {
    const { db } = api.handle;
    await db.delete(contributions).where(inArray(contributions.id, await someGiftIds(0.15)));
    await expectTotalsAsGrouped();
    await db
      .transaction(async (tx) => {
        await tx.insert(contributions).values(randomGifts(50));
        throw new Error('abandoned');
      })
      .catch(() => undefined);
    await expectTotalsAsGrouped();
    await db.execute(sql`insert into contributions (government_id, campaign_id, type, sub_type,
      contributor_type, oae_type, status, amount_cents, match_amount_cents, date, first_name,
      last_name, address1, city, state, zip)
      select government_id, campaign_id, type, sub_type, contributor_type, oae_type, status,
        amount_cents + 1, match_amount_cents, date, first_name, last_name, address1, city, state, zip
      from contributions where campaign_id in ${campaignIds}`);
    await expectTotalsAsGrouped();
  });

  it('empty with the table when contributions are truncated, and count again after', async () => {
    const { db } = api.handle;
    await db.execute(sql`truncate contributions cascade`);
    const totals = await expectTotalsAsGrouped();
    expect(totals.every(([, inKind, matched]) => inKind === 0 && matched === 0)).toBe(true);
    await db.insert(contributions).values(randomGifts(80));
    await expectTotalsAsGrouped();
  });
});
