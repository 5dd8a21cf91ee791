import { beforeAll, describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { contributionInput, expenditureInput } from './record-inputs';
import { type RecordsWorld, useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

/** Contributors of the world's campaign, then of the other campaign of the same government. */
const OWN_DONORS = [
  { firstName: 'Zoë', lastName: 'Núñez' },
  { firstName: 'Ana', lastName: 'SMITH' },
];
/** Entities of the world's campaign: the name is the entity's. */
const OWN_ENTITIES = ['Smithfield Bakery', 'Fifty_Fifty 100% Co'];
const OTHER_DONORS = [{ firstName: 'Bob', lastName: 'Smithers' }];

beforeAll(async () => {
  for (const donor of OWN_DONORS)
    await world.campaignStaff.call((api) =>
      api.contributions.create(contributionInput(world.campaignId, donor)),
    );
  for (const name of OWN_ENTITIES)
    await world.campaignStaff.call((api) =>
      api.contributions.create(
        contributionInput(world.campaignId, {
          contributorType: 'business',
          firstName: undefined,
          lastName: undefined,
          name,
        }),
      ),
    );
  for (const donor of OTHER_DONORS)
    await world.otherStaff.call((api) =>
      api.contributions.create(contributionInput(world.otherCampaignId, donor)),
    );
  for (const [campaignId, staff, name] of [
    [world.campaignId, world.campaignStaff, 'Ørsted Printing'],
    [world.otherCampaignId, world.otherStaff, 'Café Ørsted'],
  ] as const)
    await staff.call((api) => api.expenditures.create(expenditureInput(campaignId, { name })));
});

type Who = keyof Pick<RecordsWorld, 'governmentAdmin' | 'campaignStaff' | 'otherStaff'>;

const names = async (who: Who, input: object) => {
  const page = await world[who].call((api) => api.contributions.list(input as never));
  expect(page.total).toBe(page.data.length);
  return page.data.map((row) => row.name).sort();
};

describe('the contribution list searched by name', () => {
  it.each([
    ['smith', ['Ana SMITH', 'Bob Smithers', 'Smithfield Bakery']],
    ['SMITHF', ['Smithfield Bakery']],
    // Accents ignored on both sides, and a part from the middle of the name.
    ['zoe nunez', ['Zoë Núñez']],
    ['ÑUÑ', ['Zoë Núñez']],
    ['oë n', ['Zoë Núñez']],
    // LIKE's wildcards in a search are plain characters.
    ['%', ['Fifty_Fifty 100% Co']],
    ['_', ['Fifty_Fifty 100% Co']],
    ['no such donor', []],
  ])("a government admin's search %j finds %j", async (name, expected) => {
    expect(await names('governmentAdmin', { filter: { name } })).toEqual(expected);
  });

  it('sorts the matches by name in either direction, paged', async () => {
    const page = (direction: 'ASC' | 'DESC', pageIndex: number) =>
      world.governmentAdmin.call((api) =>
        api.contributions.list({
          filter: { name: 'smith' },
          sort: { field: 'name', direction },
          page: pageIndex,
        } as never),
      );
    const ascending = await page('ASC', 0);
    expect(ascending.data.map((row) => row.name)).toEqual([
      'Ana SMITH',
      'Bob Smithers',
      'Smithfield Bakery',
    ]);
    expect((await page('DESC', 0)).data.map((row) => row.name)).toEqual([
      'Smithfield Bakery',
      'Bob Smithers',
      'Ana SMITH',
    ]);
    expect(await page('ASC', 1)).toMatchObject({ data: [], total: 3 });
  });

  it('narrows the search to the campaign chosen in the filter', async () => {
    const input = { campaignId: world.otherCampaignId, filter: { name: 'smith' } };
    expect(await names('governmentAdmin', input)).toEqual(['Bob Smithers']);
    expect(await names('governmentAdmin', { ...input, governmentId: world.governmentId })).toEqual([
      'Bob Smithers',
    ]);
  });

  it('keeps the search inside a campaign user’s own campaign', async () => {
    expect(await names('campaignStaff', { filter: { name: 'smith' } })).toEqual([
      'Ana SMITH',
      'Smithfield Bakery',
    ]);
    expect(await names('otherStaff', { filter: { name: 'smith' } })).toEqual(['Bob Smithers']);
  });

  it('gives a campaign user nothing of another campaign named in the filter', async () => {
    for (const filter of [{}, { name: 'smith' }]) {
      const input = { campaignId: world.otherCampaignId, filter };
      expect(await names('campaignStaff', input)).toEqual([]);
      const alsoGovernment = { ...input, governmentId: world.governmentId };
      expect(await names('campaignStaff', alsoGovernment)).toEqual([]);
    }
  });

  it('searches together with the status filter and in the export', async () => {
    expect(
      await names('governmentAdmin', { filter: { name: 'smith', status: 'Submitted' } }),
    ).toEqual([]);
    const chunks = await world.governmentAdmin.call((api) =>
      api.contributions.exportCsv({ filter: { name: 'smithers' } } as never),
    );
    let csv = '';
    for await (const chunk of chunks) csv += chunk;
    expect(csv).toContain('Smithers');
    expect(csv).not.toContain('SMITH');
  });

  it('refuses a search longer than 100 characters, naming the field', async () => {
    const error = await expectTRPCError(
      world.governmentAdmin.call((api) =>
        api.contributions.list({ filter: { name: 'x'.repeat(101) } } as never),
      ),
      'BAD_REQUEST',
    );
    expect(error.message).toContain('Name can be at most 100 characters');
  });
});

describe('the expense list searched by payee', () => {
  const payees = async (who: Who, input: object) => {
    const page = await world[who].call((api) => api.expenditures.list(input as never));
    return page.data.map((row) => row.name).sort();
  };

  it('finds a payee by part of its name, accents ignored, within the caller’s scope', async () => {
    expect(await payees('governmentAdmin', { filter: { name: 'orsted' } })).toEqual([
      'Café Ørsted',
      'Ørsted Printing',
    ]);
    expect(await payees('governmentAdmin', { filter: { name: 'cafe' } })).toEqual(['Café Ørsted']);
    const named = { campaignId: world.campaignId, filter: { name: 'orsted' } };
    expect(await payees('governmentAdmin', named)).toEqual(['Ørsted Printing']);
    expect(await payees('otherStaff', { filter: { name: 'orsted' } })).toEqual(['Café Ørsted']);
    expect(await payees('otherStaff', named)).toEqual([]);
  });
});
