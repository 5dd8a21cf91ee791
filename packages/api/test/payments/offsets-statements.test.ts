import { describe, expect, it } from 'vitest';
import { expectTRPCError, signInWithGrant, useTestApi } from '../support/harness';
import { addGift, addGifts, paymentsWorld } from './payments-world';

const api = useTestApi();

async function paidWorld(howMany: number) {
  const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 1_000_000, threshold: 1 });
  const campaignId = world.campaignIds[0] ?? 0;
  const gifts = await addGifts(api, world, campaignId, howMany);
  const run = await world.admin.call(async (trpc) => {
    const opened = await trpc.paymentRuns.open({
      governmentId: world.governmentId,
      cutoffDate: '2026-04-30',
    });
    return trpc.paymentRuns.approve({ runId: opened.id });
  });
  const openNext = () =>
    world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-06-30' }),
    );
  return { world, campaignId, gifts, run, openNext };
}

describe('reversals after payment', () => {
  it('a paid match found out of compliance is deducted from the next run, with the reason', async () => {
    const { world, campaignId, gifts, openNext } = await paidWorld(2);
    await world.admin.call((trpc) =>
      trpc.contributions.update({
        id: gifts[0] ?? 0,
        status: 'out_of_compliance',
        reason: 'Over Limit',
      }),
    );
    await addGifts(api, world, campaignId, 2, { date: '2026-05-10' });

    const next = await openNext();
    expect(next.lines[0]).toMatchObject({
      matchedCents: 36_000,
      offsetsCents: 18_000,
      amountCents: 18_000,
      balanceDueCents: 0,
    });
    const statement = await world.admin.call((trpc) =>
      trpc.paymentStatements.get({ campaignId, runId: next.id }),
    );
    expect(
      statement.entries.map((entry) => [
        entry.kind,
        entry.cents,
        entry.reasonLabel,
        entry.runningPaidCents,
      ]),
    ).toEqual([
      ['offset', 18_000, 'Found out of compliance after payment', 18_000],
      ['paid', 18_000, null, 36_000],
      ['paid', 18_000, null, 54_000],
    ]);
  });

  it('a refunded paid match is owed back too; offsets beyond what runs pay leave a balance due', async () => {
    const { world, campaignId, gifts } = await paidWorld(2);
    await world.admin.call((trpc) => trpc.contributions.archive({ id: gifts[0] ?? 0 }));
    await world.admin.call((trpc) =>
      trpc.contributions.update({
        id: gifts[1] ?? 0,
        status: 'out_of_compliance',
        reason: 'Over Limit',
      }),
    );
    const standing = await world.campaignStaff.call((trpc) =>
      trpc.payments.standing({ campaignId }),
    );
    expect(standing).toMatchObject({
      paidCents: 36_000,
      offsetsCents: 36_000,
      balanceDueCents: 36_000,
    });
    const next = await world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-06-30' }),
    );
    expect(next.lines[0]).toMatchObject({ amountCents: 0, balanceDueCents: 36_000 });
  });
});

describe('statements', () => {
  it('a campaign user reads their own campaign’s statements, never another’s', async () => {
    const { world, campaignId, run } = await paidWorld(1);
    const own = await world.campaignStaff.call((trpc) =>
      trpc.paymentStatements.list({ campaignId }),
    );
    expect(own.map((statement) => [statement.runId, statement.amountCents])).toEqual([
      [run.id, 18_000],
    ]);
    const other = await paymentsWorld(api, { offices: ['Mayor'], capCents: 1, threshold: 1 });
    const stranger = await signInWithGrant(api, {
      role: 'campaign_admin',
      governmentId: other.governmentId,
      campaignId: other.campaignIds[0] ?? 0,
    });
    await expectTRPCError(
      stranger.call((trpc) => trpc.paymentStatements.get({ campaignId, runId: run.id })),
      'FORBIDDEN',
    );
  });

  it('lists a held-back match with its reason, and the standing counts qualification', async () => {
    const world = await paymentsWorld(api, {
      offices: ['Auditor'],
      capCents: 1_000_000,
      threshold: 2,
    });
    const campaignId = world.campaignIds[0] ?? 0;
    await addGift(api, world, campaignId, { date: '2026-02-01', amountCents: 5_000 });
    const standing = await world.admin.call((trpc) => trpc.payments.standing({ campaignId }));
    expect(standing.qualification).toMatchObject({
      threshold: 2,
      count: 1,
      qualified: false,
      qualifyingCents: 5_000,
      qualifiedOn: null,
    });
    await addGift(api, world, campaignId, { date: '2026-02-03' });
    const qualified = await world.admin.call((trpc) => trpc.payments.standing({ campaignId }));
    expect(qualified.qualification).toMatchObject({
      count: 2,
      qualified: true,
      qualifiedOn: '2026-02-03',
    });
  });
});
