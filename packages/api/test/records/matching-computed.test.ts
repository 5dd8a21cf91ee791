import { beforeAll, describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { donor, MATCHING_VOTERS, matchingSteps } from './matching-steps';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';
import { addVoters } from './voters';

const world = useRecordsWorld();
const { submittedGift, processWithMatch, progressAs } = matchingSteps(world);

beforeAll(async () => {
  await addVoters(world.api.handle.db, MATCHING_VOTERS);
});

describe('the match, computed', () => {
  const maria = donor('Maria', 'Okafor', '77 NE Alberta St', '97211');

  it('matches the first $20 per donor per campaign, and more only with a reason', async () => {
    const first = await submittedGift({ ...maria, amount: 15 });
    const plan = await world.governmentAdmin.call((api) =>
      api.matching.computation({ id: first.id }),
    );
    expect(plan).toMatchObject({ eligible: true, suggestedMatch: 15, publicMoney: 135 });
    await processWithMatch(first.id, { matchAmount: 15 });

    const second = await submittedGift({ ...maria, amount: 10 });
    const secondPlan = await world.governmentAdmin.call((api) =>
      api.matching.computation({ id: second.id }),
    );
    expect(secondPlan).toMatchObject({
      alreadyMatched: 15,
      remainingEligible: 5,
      suggestedMatch: 5,
      publicMoney: 45,
    });
    expect(secondPlan.earlier.map((gift) => gift.id)).toEqual([first.id]);

    const reason = 'Donor confirmed a separate household';
    await expectTRPCError(processWithMatch(second.id, { matchAmount: 10 }), 'BAD_REQUEST');
    await expectTRPCError(
      processWithMatch(second.id, { matchAmount: 10.01, matchReason: reason }),
      'BAD_REQUEST',
    );
    const matched = await processWithMatch(second.id, { matchAmount: 10, matchReason: reason });
    expect(matched).toMatchObject({ status: 'processed', matchAmount: 10 });
    const history = await world.governmentAdmin.call((api) =>
      api.activities.list({ contributionId: second.id, perPage: 50 }),
    );
    expect(history.data.map((activity) => activity.notes).join('\n')).toContain(
      'matched beyond the programme rule: Donor confirmed a separate household',
    );
  });

  it('counts qualifying donors and public money for the campaign, live', async () => {
    const before = await progressAs(world.campaignAdmin);
    expect(before.qualifying.threshold).toBeGreaterThanOrEqual(250);
    const gift = await submittedGift({
      firstName: 'Robert',
      lastName: 'Smith',
      address1: '1024 SE Morrison St',
      address2: 'Apt 4',
      zip: '97214',
      amount: 20,
    });
    await processWithMatch(gift.id, { matchAmount: 20 });
    const after = await progressAs(world.campaignAdmin);
    expect(after.qualifying.count).toBe(before.qualifying.count + 1);
    expect(after.publicMoneyMatched).toBeCloseTo(before.publicMoneyMatched + 180, 2);
    await expectTRPCError(progressAs(world.otherStaff), 'NOT_FOUND');
  });

  it('warns, without blocking, when a donor passes the $250 limit', async () => {
    const big = donor('Lena', 'Largesse', '9 SW Vermont St', '97219');
    await world.campaignStaff.call((api) =>
      api.contributions.create(contributionInput(world.campaignId, { ...big, amount: 200 })),
    );
    const second = await world.campaignStaff.call((api) =>
      api.contributions.create(contributionInput(world.campaignId, { ...big, amount: 50.01 })),
    );
    const warnings = await world.campaignStaff.call((api) =>
      api.matching.contributionWarnings({ id: second.id }),
    );
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'per_donor_limit', total: 250.01, limit: 250 }),
    ]);
    const progress = await progressAs(world.governmentAdmin);
    expect(progress.warnings.map((warning) => warning.donorName)).toContain('Lena Largesse');
  });

  it('counts one business writing two addresses as one donor, on the contribution and the campaign', async () => {
    const business = {
      contributorType: 'business',
      oaeType: 'allowable',
      firstName: undefined,
      lastName: undefined,
    } as const;
    await world.campaignStaff.call((api) =>
      api.contributions.create(
        contributionInput(world.campaignId, {
          ...business,
          name: 'Bridgetown Bakery, LLC',
          address1: '1 SE Belmont St',
          zip: '97214',
          amount: 150,
        }),
      ),
    );
    const second = await world.campaignStaff.call((api) =>
      api.contributions.create(
        contributionInput(world.campaignId, {
          ...business,
          name: 'BRIDGETOWN BAKERY',
          address1: '77 NW 23rd Ave',
          zip: '97210',
          amount: 150,
        }),
      ),
    );
    const warnings = await world.campaignStaff.call((api) =>
      api.matching.contributionWarnings({ id: second.id }),
    );
    expect(warnings).toEqual([
      expect.objectContaining({ code: 'per_donor_limit', total: 300, over: 50 }),
    ]);
    const progress = await progressAs(world.campaignStaff);
    const rows = progress.warnings.filter((row) => /bridgetown/i.test(row.donorName ?? ''));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.contributionIds).toContain(second.id);
  });
});
