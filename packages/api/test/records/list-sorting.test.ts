import { campaigns } from '@portal/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { contributionInput, expenditureInput } from './record-inputs';
import { type RecordKind, recordsOf } from './record-kinds';
import { useRecordsWorld } from './records-fixture';

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
/** The government admin's list of one kind, sorted, for one campaign or the whole government. */
const sorted = (kind: RecordKind, field: string, direction: Direction, campaignId?: number) =>
  recordsOf(world, kind).list(world.governmentAdmin, {
    ...(campaignId ? { campaignId } : { governmentId: world.governmentId }),
    sort: { field, direction },
  });

describe('list sorting by Name and Campaign', () => {
  // Contributions by the Name the list shows, for persons and entities; expenditures by payee.
  it.each([
    ['contribution', 'ASC', ['acme Printing', 'Bob Young', 'Zoe Adams']],
    ['contribution', 'DESC', ['Zoe Adams', 'Bob Young', 'acme Printing']],
    ['expenditure', 'ASC', ['alpha Print', 'Mid Town Cafe', 'Zeta Supplies']],
  ] as [RecordKind, Direction, string[]][])(
    'sorts %s by name %s, ignoring case',
    async (kind, direction, names) => {
      const page = await sorted(kind, 'name', direction, world.campaignId);
      expect(page.data.map((row) => row.name)).toEqual(names);
    },
  );

  it.each(['contribution', 'expenditure'] as RecordKind[])(
    'sorts %s by campaign name, not by campaign id',
    async (kind) => {
      // The other campaign was created second, so by id it would come last.
      const ascending = await sorted(kind, 'campaignName', 'ASC');
      const names = ascending.data.map((row) => row.campaignName);
      expect(names[0]).toBe(OTHER_CAMPAIGN_NAME);
      expect(names.slice(1).every((name) => name === CAMPAIGN_NAME)).toBe(true);
      const descending = await sorted(kind, 'campaignName', 'DESC');
      expect(descending.data.at(-1)?.campaignName).toBe(OTHER_CAMPAIGN_NAME);
    },
  );
});
