import { beforeAll, describe, expect, it } from 'vitest';
import { type Browser, expectTRPCError } from '../support/harness';
import { contributionInput, expenditureInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';
import { addVoters } from './voters';

const world = useRecordsWorld();

const morrison = {
  address1: '1024 SE Morrison St',
  address2: 'APT 4',
  city: 'Portland',
  state: 'OR',
  zip: '97214',
};
const mainStreet = {
  address1: '1024 SE Main St',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97214',
};
const nextDoor = { ...morrison, address1: '1026 SE Morrison St', address2: null };

/** Two voters share the Morrison flat, so the file holds that address twice. */
const VOTERS = [
  { id: '200000001', firstName: 'Robert', lastName: 'Smith', ...morrison },
  { id: '200000002', firstName: 'Alice', lastName: 'Smith', ...morrison },
  { id: '200000003', firstName: 'Maria', lastName: 'Okafor', ...mainStreet },
  { id: '200000004', firstName: 'Dana', lastName: 'Reyes', ...nextDoor },
];

const ownDonorAddress = {
  address1: '77 Juniper Ln',
  address2: null,
  city: 'Gresham',
  state: 'OR',
  zip: '97030',
};
const otherDonorAddress = {
  address1: '88 Hidden Way',
  address2: 'Unit 9',
  city: 'Beaverton',
  state: 'OR',
  zip: '97005',
};
const ownVendorAddress = {
  address1: '4410 N Williams Ave',
  address2: null,
  city: 'Portland',
  state: 'OR',
  zip: '97217',
};

beforeAll(async () => {
  await addVoters(world.api.handle.db, VOTERS);
  await world.campaignStaff.call((api) =>
    api.contributions.create(
      contributionInput(world.campaignId, {
        firstName: 'Juniper',
        lastName: 'Owner',
        ...ownDonorAddress,
      }),
    ),
  );
  await world.otherStaff.call((api) =>
    api.contributions.create(
      contributionInput(world.otherCampaignId, {
        firstName: 'Hidden',
        lastName: 'Donor',
        ...otherDonorAddress,
      }),
    ),
  );
  await world.campaignStaff.call((api) =>
    api.expenditures.create(
      expenditureInput(world.campaignId, { name: 'Williams Print', ...ownVendorAddress }) as never,
    ),
  );
});

const suggest = (browser: Browser, query: string, limit?: number) =>
  browser.call((api) => api.addresses.suggest({ query, limit }));

describe('addresses.suggest', () => {
  it.each([['1024 SE Morr'], ['1024 southeast morrison street'], ['1024 Morrison']])(
    'suggests the voter-file address once for %j, not other streets or numbers',
    async (query) => {
      expect(await suggest(world.campaignStaff, query)).toEqual([morrison]);
    },
  );

  it('suggests every address at a house number while only the number is typed', async () => {
    const suggested = await suggest(world.campaignStaff, '1024');
    expect(suggested).toHaveLength(2);
    expect(suggested).toEqual(expect.arrayContaining([morrison, mainStreet]));
  });

  it("suggests the addresses of the caller's own campaign's contributions and expenditures", async () => {
    expect(await suggest(world.campaignStaff, '77 jun')).toEqual([ownDonorAddress]);
    expect(await suggest(world.campaignAdmin, '4410 N Will')).toEqual([ownVendorAddress]);
  });

  it("never suggests another campaign's contribution address to a campaign user", async () => {
    expect(await suggest(world.campaignStaff, '88 Hidden')).toEqual([]);
    expect(await suggest(world.campaignAdmin, '88 hid')).toEqual([]);
    expect(await suggest(world.foreignGovernmentAdmin, '88 Hidden')).toEqual([]);
  });

  it("suggests every campaign's addresses of the government to its government admin", async () => {
    expect(await suggest(world.governmentAdmin, '88 Hidden')).toEqual([otherDonorAddress]);
    expect(await suggest(world.governmentAdmin, '77 Juniper')).toEqual([ownDonorAddress]);
  });

  it('answers addresses only, never a name', async () => {
    const suggested = await suggest(world.governmentAdmin, '1024 SE');
    expect(suggested.length).toBeGreaterThan(0);
    for (const address of suggested) {
      expect(Object.keys(address).sort()).toEqual(['address1', 'address2', 'city', 'state', 'zip']);
    }
    const answer = JSON.stringify([
      ...suggested,
      ...(await suggest(world.governmentAdmin, '88 Hidden')),
      ...(await suggest(world.governmentAdmin, '4410 N')),
    ]);
    for (const name of ['Robert', 'Smith', 'Okafor', 'Hidden Donor', 'Williams Print']) {
      expect(answer).not.toContain(name);
    }
  });

  it('reads % and _ literally', async () => {
    expect(await suggest(world.governmentAdmin, '10%')).toEqual([]);
    expect(await suggest(world.governmentAdmin, '___')).toEqual([]);
  });

  it('answers at most `limit` addresses, and refuses a limit over 10', async () => {
    expect(await suggest(world.campaignStaff, '1024', 1)).toHaveLength(1);
    await expectTRPCError(suggest(world.campaignStaff, '1024', 11), 'BAD_REQUEST');
  });

  it('refuses a query under 3 characters, spaces not counted', async () => {
    await expectTRPCError(suggest(world.campaignStaff, '10'), 'BAD_REQUEST');
    await expectTRPCError(suggest(world.campaignStaff, ' 77  '), 'BAD_REQUEST');
  });

  it('refuses anonymous callers', async () => {
    await expectTRPCError(suggest(world.api.browser(), '1024 SE'), 'UNAUTHORIZED');
  });
});
