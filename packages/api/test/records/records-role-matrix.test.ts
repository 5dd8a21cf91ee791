import { beforeAll, describe, expect, it } from 'vitest';
import { createCampaign } from '../support/factories';
import { ACTORS, type Actor, callAs, type Expected, matrix } from '../support/role-matrix';
import { addContribution } from './admin-records';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

/** One donation by the same donor in each campaign: own, sibling and another government's. */
const donations = { own: 0, sibling: 0, foreign: 0 };
const DONOR = 'Quennell';

beforeAll(async () => {
  const { db } = world.api.handle;
  const asked = { ...contributionInput(world.campaignId), lastName: DONOR };
  donations.own = (await world.campaignStaff.call((api) => api.contributions.create(asked))).id;
  donations.sibling = (
    await world.otherStaff.call((api) =>
      api.contributions.create({ ...asked, campaignId: world.otherCampaignId }),
    )
  ).id;
  const foreignMe = await world.foreignGovernmentAdmin.call((api) => api.auth.me());
  const foreignGovernmentId = foreignMe.permissions[0]?.governmentId ?? 0;
  const foreignCampaign = await createCampaign(db, foreignGovernmentId);
  donations.foreign = (
    await addContribution(db, foreignCampaign, { amountCents: 700, lastName: DONOR })
  ).id;
});

type Donation = keyof typeof donations;

/** Which of the three donations each signed-in actor may see. */
const visible: Record<Exclude<Actor, 'anonymous'>, Donation[]> = {
  campaignStaff: ['own'],
  campaignAdmin: ['own'],
  otherStaff: ['sibling'],
  foreignGovernmentAdmin: ['foreign'],
  // Edit mode narrows what the admin may change, not what they may see in their government.
  governmentAdmin: ['own', 'sibling'],
  assumingAdmin: ['own', 'sibling'],
};

const idsOf = (names: Donation[]) => names.map((name) => donations[name]).sort((a, b) => a - b);

/** Every signed-in actor may ask; what they get back is narrowed to `visible`. */
const signedInMatrix = matrix({ allowed: ACTORS.filter((actor) => actor !== 'anonymous') });

describe('search.records: each actor finds only what they may see', () => {
  it.each(signedInMatrix)('by donor name, as $actor: $expected', async ({ actor, expected }) => {
    const hits = await callAs(world, actor, expected, (browser) =>
      browser.call((api) => api.search.records({ query: DONOR.toLowerCase() })),
    );
    if (actor === 'anonymous') return;
    expect(hits?.every((hit) => hit.kind === 'contribution')).toBe(true);
    expect(hits?.map((hit) => hit.id).sort((a, b) => a - b)).toEqual(idsOf(visible[actor]));
  });

  it.each(signedInMatrix)(
    'the sibling campaign’s record by number, as $actor: $expected',
    async ({ actor, expected }) => {
      const hits = await callAs(world, actor, expected, (browser) =>
        browser.call((api) => api.search.records({ query: `#${donations.sibling}` })),
      );
      if (actor === 'anonymous') return;
      const found = hits?.filter((hit) => hit.kind === 'contribution').map((hit) => hit.id);
      expect(found).toEqual(visible[actor].includes('sibling') ? [donations.sibling] : []);
    },
  );
});

describe('activities.list: history only inside the actor’s scope', () => {
  /** The contributions whose history lines an actor got back, and the page's total. */
  const historyAs = async (
    actor: Actor,
    expected: Expected,
    subject: { contributionId: number } | { campaignId: number } | { governmentId: number },
  ) => {
    const page = await callAs(world, actor, expected, (browser) =>
      browser.call((api) => api.activities.list(subject)),
    );
    if (!page) return null;
    return {
      contributions: [...new Set(page.data.map((row) => row.contributionId ?? 0))].sort(
        (a, b) => a - b,
      ),
      total: page.total,
    };
  };

  /** One donation's history, asked by the donation itself or by its campaign. */
  const oneDonationSubjects = [
    {
      subject: 'the own campaign’s donation',
      donation: 'own',
      asked: () => ({ contributionId: donations.own }),
    },
    {
      subject: 'the sibling campaign',
      donation: 'sibling',
      asked: () => ({ campaignId: world.otherCampaignId }),
    },
  ] as const;

  describe.each(oneDonationSubjects)('of $subject', ({ donation, asked }) => {
    it.each(signedInMatrix)('as $actor: $expected', async ({ actor, expected }) => {
      const history = await historyAs(actor, expected, asked());
      if (actor === 'anonymous') return;
      // Creating the donation wrote one line; outsiders get an empty page, not a refusal.
      expect(history).toEqual(
        visible[actor].includes(donation)
          ? { contributions: [donations[donation]], total: 1 }
          : { contributions: [], total: 0 },
      );
    });
  });

  it.each(signedInMatrix)(
    'of the whole government, as $actor: $expected',
    async ({ actor, expected }) => {
      const history = await historyAs(actor, expected, { governmentId: world.governmentId });
      if (actor === 'anonymous') return;
      // The foreign donation was written without history, so only this government's two count.
      const mine = visible[actor].filter((name) => name !== 'foreign');
      expect(history).toEqual({ contributions: idsOf(mine), total: mine.length });
    },
  );
});
