import { describe, expect, it } from 'vitest';
import { expectTRPCError } from '../support/harness';
import { contributionInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const addDraft = (overrides = {}) =>
  world.campaignStaff.call((api) =>
    api.contributions.create(contributionInput(world.campaignId, overrides)),
  );

describe('contributions.create', () => {
  it('starts a draft in the caller campaign, keeping cents and the calendar date', async () => {
    const created = await addDraft({ amount: 12.34, date: '2024-03-01' });

    expect(created).toMatchObject({
      status: 'draft',
      amount: 12.34,
      date: '2024-03-01',
      campaignId: world.campaignId,
      governmentId: world.governmentId,
      campaign: { id: world.campaignId, name: world.campaignName },
      version: 1,
    });
    const read = await world.campaignAdmin.call((api) => api.contributions.get({ id: created.id }));
    expect(read.amount).toBe(12.34);
    expect(read.date).toBe('2024-03-01');
  });

  it('ignores a status in the body: a new contribution is always a draft', async () => {
    const created = await world.campaignStaff.call((api) =>
      api.contributions.create({
        ...contributionInput(world.campaignId),
        status: 'processed',
      } as never),
    );
    expect(created.status).toBe('draft');
  });

  it('refuses a campaign the caller does not work for', async () => {
    await expectTRPCError(
      world.otherStaff.call((api) => api.contributions.create(contributionInput(world.campaignId))),
      'NOT_FOUND',
    );
  });

  it('refuses a government admin who is not in edit mode for the campaign', async () => {
    await expectTRPCError(
      world.governmentAdmin.call((api) =>
        api.contributions.create(contributionInput(world.campaignId)),
      ),
      'FORBIDDEN',
    );
  });

  it('lets a government admin in edit mode add one, noted as on behalf of the campaign', async () => {
    const created = await world.assumingAdmin.call((api) =>
      api.contributions.create(contributionInput(world.campaignId)),
    );
    const history = await world.campaignAdmin.call((api) =>
      api.activities.list({ contributionId: created.id }),
    );
    expect(history.data[0]?.notes).toContain(`(on behalf of ${world.campaignName}) added`);
    expect(history.data[0]?.onBehalfOfCampaign).toEqual({
      id: world.campaignId,
      name: world.campaignName,
    });
  });
});

describe('contributions.get', () => {
  it('answers NOT_FOUND to another campaign and to another government', async () => {
    const created = await addDraft();
    for (const stranger of [world.otherStaff, world.foreignGovernmentAdmin])
      await expectTRPCError(
        stranger.call((api) => api.contributions.get({ id: created.id })),
        'NOT_FOUND',
        'Contribution not found',
      );
  });

  it('shows any campaign of their government to a government admin', async () => {
    const created = await addDraft();
    const read = await world.governmentAdmin.call((api) =>
      api.contributions.get({ id: created.id }),
    );
    expect(read.id).toBe(created.id);
  });
});
