import { campaigns } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionInput, expenditureInput, useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

// Mixed case on purpose: byte order would put every capital letter before 'alpha'.
const CAMPAIGN_NAME = 'Beta for Council 2024';
const OTHER_CAMPAIGN_NAME = 'alpha for Mayor 2024';

beforeAll(async () => {
  const { db } = world.api.handle;
  await db.update(campaigns).set({ name: CAMPAIGN_NAME }).where(eq(campaigns.id, world.campaignId));
  await db
    .update(campaigns)
    .set({ name: OTHER_CAMPAIGN_NAME })
    .where(eq(campaigns.id, world.otherCampaignId));

  const donors = [
    { contributorType: 'individual', firstName: 'Zoe', lastName: 'Adams' },
    {
      contributorType: 'business',
      firstName: undefined,
      lastName: undefined,
      name: 'acme Printing',
    },
    { contributorType: 'family', firstName: 'Bob', lastName: 'Young' },
  ] as const;
  for (const donor of donors)
    await world.campaignStaff.call((api) =>
      api.contributions.create(contributionInput(world.campaignId, donor)),
    );
  await world.otherStaff.call((api) =>
    api.contributions.create(
      contributionInput(world.otherCampaignId, { firstName: 'Cy', lastName: 'Other' }),
    ),
  );

  for (const payee of ['Zeta Supplies', 'alpha Print', 'Mid Town Cafe'])
    await world.campaignStaff.call((api) =>
      api.expenditures.create(expenditureInput(world.campaignId, { name: payee }) as never),
    );
  await world.otherStaff.call((api) =>
    api.expenditures.create(
      expenditureInput(world.otherCampaignId, { name: 'Other Payee' }) as never,
    ),
  );
});

type Direction = 'ASC' | 'DESC';
const sortedContributions = (field: string, direction: Direction, campaignId?: number) =>
  world.governmentAdmin.call((api) =>
    api.contributions.list({
      ...(campaignId ? { campaignId } : { governmentId: world.governmentId }),
      sort: { field, direction },
    } as never),
  );
const sortedExpenditures = (field: string, direction: Direction, campaignId?: number) =>
  world.governmentAdmin.call((api) =>
    api.expenditures.list({
      ...(campaignId ? { campaignId } : { governmentId: world.governmentId }),
      sort: { field, direction },
    } as never),
  );

describe('list sorting by Name and Campaign', () => {
  it('sorts contributions by the Name the list shows, for persons and entities', async () => {
    const ascending = await sortedContributions('name', 'ASC', world.campaignId);
    expect(ascending.data.map((row) => row.name)).toEqual([
      'acme Printing',
      'Bob Young',
      'Zoe Adams',
    ]);
    const descending = await sortedContributions('name', 'DESC', world.campaignId);
    expect(descending.data.map((row) => row.name)).toEqual([
      'Zoe Adams',
      'Bob Young',
      'acme Printing',
    ]);
  });

  it('sorts expenditures by payee name, ignoring case', async () => {
    const ascending = await sortedExpenditures('name', 'ASC', world.campaignId);
    expect(ascending.data.map((row) => row.name)).toEqual([
      'alpha Print',
      'Mid Town Cafe',
      'Zeta Supplies',
    ]);
  });

  it.each([
    ['contributions', sortedContributions],
    ['expenditures', sortedExpenditures],
  ] as const)('sorts %s by campaign name, not by campaign id', async (_kind, sorted) => {
    // The other campaign was created second, so by id it would come last.
    const ascending = await sorted('campaignName', 'ASC');
    const names = ascending.data.map((row) => row.campaignName);
    expect(names[0]).toBe(OTHER_CAMPAIGN_NAME);
    expect(names.slice(1).every((name) => name === CAMPAIGN_NAME)).toBe(true);
    const descending = await sorted('campaignName', 'DESC');
    expect(descending.data.at(-1)?.campaignName).toBe(OTHER_CAMPAIGN_NAME);
  });
});
