import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectTRPCError } from '../support/harness';
import { donor, MATCHING_VOTERS, matchingSteps } from './matching-steps';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';
import { addVoters } from './voters';

const world = useRecordsWorld();
const { submittedGift } = matchingSteps(world);

beforeAll(async () => {
  await addVoters(world.api.handle.db, MATCHING_VOTERS);
});

const asBob = {
  firstName: 'Bob',
  lastName: 'Smith',
  address1: '1024 Southeast Morrison Street',
  address2: 'Apt. 4',
  zip: '97214',
};
const asRobert = { ...asBob, firstName: 'Robert', address2: '#4' };

const entry = (browser: Browser, id: number) => browser.call((api) => api.matching.get({ id }));

describe('match candidates', () => {
  it('sees through spelled-out street words and unit styles: an exact match is chosen by itself', async () => {
    const gift = await submittedGift(asRobert);
    expect(gift.matchId).toBe('100000001');
    const found = await entry(world.governmentAdmin, gift.id);
    expect(found).toMatchObject({ matchId: '100000001', matchStrength: 'exact', inPortland: true });
    expect(found.results.exact.map((candidate) => candidate.id)).toEqual(['100000001']);
  });

  it('describes candidates in both shapes of spec section 3, marking the chosen one', async () => {
    const gift = await submittedGift(asRobert);
    const [candidate] = (await entry(world.governmentAdmin, gift.id)).results.exact;
    expect(candidate).toMatchObject({
      id: '100000001',
      first_name: 'Robert',
      last_name: 'Smith',
      address_1: '1024 SE Morrison St',
      address_2: 'APT 4',
      firstName: 'Robert',
      address1: '1024 SE Morrison St',
      matchStrength: 'exact',
      selected: true,
    });
  });

  it('finds a nickname as a strong candidate and leaves the choice to city staff', async () => {
    const gift = await submittedGift(asBob);
    const found = await entry(world.governmentAdmin, gift.id);
    expect(found.matchId).toBeNull();
    expect(found.matchStrength).toBe('strong');
    expect(found.results.strong[0]).toMatchObject({ id: '100000001', inPortland: true });
  });

  it('searches again when the donor’s address changes', async () => {
    const gift = await world.campaignStaff.call((api) =>
      api.contributions.create(contributionInput(world.campaignId, { lastName: 'Nobody' })),
    );
    expect((await entry(world.governmentAdmin, gift.id)).matchStrength).toBe('none');
    await world.campaignStaff.call((api) =>
      api.contributions.update({
        id: gift.id,
        firstName: 'Maria',
        lastName: 'Okafor',
        address1: '77 Northeast Alberta Street',
        zip: '97211',
      }),
    );
    expect(await entry(world.governmentAdmin, gift.id)).toMatchObject({
      matchId: '100000002',
      matchStrength: 'exact',
    });
  });

  it('labels a voter outside Portland', async () => {
    const gift = await submittedGift({
      firstName: 'Jane',
      lastName: 'Doe',
      address1: '55 Main Street',
      city: 'Vancouver',
      state: 'WA',
      zip: '98660',
    });
    const found = await entry(world.governmentAdmin, gift.id);
    expect(found).toMatchObject({
      matchId: '100000003',
      matchStrength: 'exact',
      inPortland: false,
    });
  });

  it('never shows candidates to campaign users in the contribution itself', async () => {
    const gift = await submittedGift(asBob);
    const seen = await world.campaignStaff.call((api) => api.contributions.get({ id: gift.id }));
    expect(seen).not.toHaveProperty('matchResults');
    expect(seen).not.toHaveProperty('donorKey');
    expect(JSON.stringify(seen)).not.toContain('100000001');
  });
});

describe('who may match', () => {
  let giftId: number;
  beforeAll(async () => {
    giftId = (await submittedGift(asBob)).id;
  });

  it.each([
    ['campaignAdmin', 'FORBIDDEN'],
    ['campaignStaff', 'FORBIDDEN'],
    ['assumingAdmin', 'FORBIDDEN'],
    ['otherStaff', 'NOT_FOUND'],
    ['foreignGovernmentAdmin', 'NOT_FOUND'],
  ] as const)('%s may not see candidates (%s)', async (who, code) => {
    await expectTRPCError(entry(world[who], giftId), code);
    await expectTRPCError(
      world[who].call((api) => api.matching.choose({ id: giftId, matchId: '100000001' })),
      code,
    );
    await expectTRPCError(
      world[who].call((api) => api.matching.computation({ id: giftId })),
      code,
    );
  });

  it('refuses an anonymous visitor', async () => {
    await expectTRPCError(entry(world.api.browser(), giftId), 'UNAUTHORIZED');
  });
});

describe('choosing a match', () => {
  it('records the chosen candidate at its own strength, in the history', async () => {
    const gift = await submittedGift(asBob);
    const chosen = await world.governmentAdmin.call((api) =>
      api.matching.choose({ id: gift.id, matchId: '100000001', matchStrength: 'exact' }),
    );
    // The server's classification counts, not what the client claims.
    expect(chosen).toEqual({ matchId: '100000001', matchStrength: 'strong' });
    const history = await world.governmentAdmin.call((api) =>
      api.activities.list({ contributionId: gift.id, perPage: 50 }),
    );
    expect(history.data.map((activity) => activity.notes).join('\n')).toContain(
      `matched contribution #${gift.id} to Robert Smith, 1024 SE Morrison St, Portland (strong).`,
    );
  });

  it('takes a voter id sent as a number, as scripts may send it', async () => {
    const gift = await submittedGift(asBob);
    const chosen = await world.governmentAdmin.call((api) =>
      api.matching.choose({ id: gift.id, matchId: 100000001 }),
    );
    expect(chosen.matchId).toBe('100000001');
  });

  it('refuses someone who is not a candidate', async () => {
    const gift = await submittedGift(asBob);
    await expectTRPCError(
      world.governmentAdmin.call((api) =>
        api.matching.choose({ id: gift.id, matchId: '100000002' }),
      ),
      'BAD_REQUEST',
      'That match is not among the candidates for this contribution',
    );
  });

  it('never overrides an exact match', async () => {
    const gift = await submittedGift(asRobert);
    await expectTRPCError(
      world.governmentAdmin.call((api) => api.matching.choose({ id: gift.id, matchId: null })),
      'CONFLICT',
      'An exact match cannot be overridden',
    );
  });

  it('remembers a donor outside the voter file, so their next gift finds them', async () => {
    const newcomer = donor('Quinn', 'Newcomb', '812 N Killingsworth St', '97217');
    const first = await submittedGift(newcomer);
    expect((await entry(world.governmentAdmin, first.id)).matchStrength).toBe('none');
    const decided = await world.governmentAdmin.call((api) =>
      api.matching.choose({ id: first.id, matchId: 'none', matchStrength: 'none' }),
    );
    expect(decided.matchId).toMatch(/^donor:\d+$/);
    const again = await world.governmentAdmin.call((api) =>
      api.matching.choose({ id: first.id, matchId: null }),
    );
    expect(again.matchId).toBe(decided.matchId);

    const second = await submittedGift({ ...newcomer, address1: '812 North Killingsworth Street' });
    expect(await entry(world.governmentAdmin, second.id)).toMatchObject({
      matchId: decided.matchId,
      matchStrength: 'exact',
    });
    const previous = await world.governmentAdmin.call((api) =>
      api.contributions.list({ matchId: decided.matchId, governmentId: world.governmentId }),
    );
    expect(previous.data.map((row) => row.id).sort()).toEqual([first.id, second.id].sort());
  });
});
