import { PAYMENT_MESSAGES } from '@portal/domain';
import { describe, expect, it } from 'vitest';
import { expectTRPCError, useTestApi } from '../support/harness';
import { addGift, addGifts, paymentsWorld } from './payments-world';

const api = useTestApi();

describe('a payment run', () => {
  it('pays the approved matches of qualified campaigns up to the cut-off, and says what it holds back', async () => {
    const world = await paymentsWorld(api, {
      offices: ['Mayor', 'Auditor'],
      capCents: 100_000,
      threshold: 3,
    });
    const [qualified = 0, notQualified = 0] = world.campaignIds;
    await addGifts(api, world, qualified, 3);
    await addGift(api, world, qualified, { date: '2026-05-02' });
    await addGift(api, world, qualified, {
      status: 'submitted',
      compliant: null,
      matchAmountCents: null,
    });
    await addGift(api, world, qualified, { status: 'out_of_compliance', compliant: false });
    await addGifts(api, world, notQualified, 2);

    const run = await world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-04-30' }),
    );
    expect(run.status).toBe('draft');
    const lineOf = (campaignId: number) => run.lines.find((line) => line.campaignId === campaignId);
    expect(lineOf(qualified)).toMatchObject({
      matchedCents: 3 * 18_000,
      matchCount: 3,
      amountCents: 3 * 18_000,
      capRemainingCents: 100_000 - 3 * 18_000,
      heldBack: [
        { reason: 'out_of_compliance', count: 1, cents: 18_000 },
        { reason: 'pending_review', count: 1, cents: 18_000 },
      ],
    });
    expect(lineOf(notQualified)).toMatchObject({
      amountCents: 0,
      heldBack: [{ reason: 'not_qualified', count: 2, cents: 36_000 }],
    });
    expect(run.totalCents).toBe(3 * 18_000);
  });

  it('never pays past the office cap across runs, and never pays a match twice', async () => {
    const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 50_000, threshold: 1 });
    const [campaignId = 0] = world.campaignIds;
    await addGifts(api, world, campaignId, 2);
    const open = (cutoffDate: string) =>
      world.admin.call((trpc) =>
        trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate }),
      );
    const approve = (runId: number) =>
      world.admin.call((trpc) => trpc.paymentRuns.approve({ runId }));

    const first = await open('2026-04-30');
    expect(first.lines[0]?.amountCents).toBe(36_000);
    await approve(first.id);
    await addGifts(api, world, campaignId, 2, { date: '2026-04-10' });

    const second = await open('2026-04-30');
    expect(second.lines[0]).toMatchObject({
      matchedCents: 0,
      amountCents: 0,
      capRemainingCents: 14_000,
      heldBack: [{ reason: 'cap_reached', count: 2, cents: 36_000 }],
    });
    await approve(second.id);
    await expectTRPCError(approve(second.id), 'CONFLICT', PAYMENT_MESSAGES.runAlreadyApproved);
  });

  it('refuses a draft opened before another run was approved, and deletes only drafts', async () => {
    const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 500_000, threshold: 1 });
    await addGifts(api, world, world.campaignIds[0] ?? 0, 2);
    const open = () =>
      world.admin.call((trpc) =>
        trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-04-30' }),
      );
    const [first, second] = [await open(), await open()];
    await world.admin.call((trpc) => trpc.paymentRuns.approve({ runId: first.id }));
    await expectTRPCError(
      world.admin.call((trpc) => trpc.paymentRuns.approve({ runId: second.id })),
      'CONFLICT',
      PAYMENT_MESSAGES.runOutdated,
    );
    await expectTRPCError(
      world.admin.call((trpc) => trpc.paymentRuns.delete({ runId: first.id })),
      'CONFLICT',
      PAYMENT_MESSAGES.onlyDraftsDeleted,
    );
    await world.admin.call((trpc) => trpc.paymentRuns.delete({ runId: second.id }));
    const runs = await world.admin.call((trpc) =>
      trpc.paymentRuns.list({ governmentId: world.governmentId }),
    );
    expect(runs.map((run) => [run.id, run.status])).toEqual([[first.id, 'approved']]);
  });

  it('is hidden from another government’s admin', async () => {
    const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 500_000, threshold: 1 });
    const run = await world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-04-30' }),
    );
    const stranger = (await paymentsWorld(api, { offices: ['Mayor'], capCents: 1, threshold: 1 }))
      .admin;
    for (const call of [
      () => stranger.call((trpc) => trpc.paymentRuns.get({ runId: run.id })),
      () => stranger.call((trpc) => trpc.paymentRuns.approve({ runId: run.id })),
      () => stranger.call((trpc) => trpc.paymentRuns.delete({ runId: run.id })),
    ])
      await expectTRPCError(call(), 'NOT_FOUND', PAYMENT_MESSAGES.runNotFound);
    const stillThere = await world.admin.call((trpc) => trpc.paymentRuns.get({ runId: run.id }));
    expect(stillThere.status).toBe('draft');
  });

  it('shows the public what each campaign was paid once a run is approved, not before', async () => {
    const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 500_000, threshold: 1 });
    const [campaignId = 0] = world.campaignIds;
    await addGifts(api, world, campaignId, 2);
    const paidOnDashboard = async () => {
      const rows = await api
        .browser()
        .call((trpc) => trpc.dashboard.campaigns({ governmentId: world.governmentId }));
      return rows.find((row) => row.id === campaignId)?.publicFundsPaidCents;
    };
    const run = await world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-04-30' }),
    );
    expect(await paidOnDashboard()).toBe(0);
    await world.admin.call((trpc) => trpc.paymentRuns.approve({ runId: run.id }));
    expect(await paidOnDashboard()).toBe(36_000);
  });
});
