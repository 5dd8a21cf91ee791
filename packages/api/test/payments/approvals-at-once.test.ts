import { isUniqueViolation, paidMatches, paymentRuns } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { PAYMENT_MESSAGES } from '@portal/domain';
import { TRPCError } from '@trpc/server';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/harness';
import { holdInAnotherTransaction } from '../support/other-transaction';
import { addGifts, paymentsWorld } from './payments-world';

const api = useTestApi();

async function twoOverlappingDrafts() {
  const world = await paymentsWorld(api, { offices: ['Mayor'], capCents: 1_000_000, threshold: 1 });
  await addGifts(api, world, world.campaignIds[0] ?? 0, 3);
  const open = () =>
    world.admin.call((trpc) =>
      trpc.paymentRuns.open({ governmentId: world.governmentId, cutoffDate: '2026-04-30' }),
    );
  return { world, drafts: [await open(), await open()] as const };
}

describe('two approvals of overlapping runs at once', () => {
  // On PostgreSQL the two approvals run on two connections of the pool, truly at once.
  it('one succeeds, the other is a conflict, and no match is paid twice', async () => {
    const { world, drafts } = await twoOverlappingDrafts();
    const outcomes = await Promise.allSettled(
      drafts.map((draft) =>
        world.admin.call((trpc) => trpc.paymentRuns.approve({ runId: draft.id })),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    const refused = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((refused as PromiseRejectedResult).reason).toBeInstanceOf(TRPCError);
    expect(((refused as PromiseRejectedResult).reason as TRPCError).code).toBe('CONFLICT');
    const { db } = api.handle;
    const paid = await db
      .select({ contributionId: paidMatches.contributionId })
      .from(paidMatches)
      .innerJoin(paymentRuns, eq(paymentRuns.id, paidMatches.runId))
      .where(eq(paymentRuns.governmentId, world.governmentId));
    expect(paid).toHaveLength(3);
    const approved = await db
      .select({ id: paymentRuns.id })
      .from(paymentRuns)
      .where(eq(paymentRuns.status, 'approved'));
    expect(approved.filter((run) => drafts.some((draft) => draft.id === run.id))).toHaveLength(1);
  });

  it('the database itself refuses to pay a match twice', async () => {
    const { world, drafts } = await twoOverlappingDrafts();
    await world.admin.call((trpc) => trpc.paymentRuns.approve({ runId: drafts[0].id }));
    const { db } = api.handle;
    const again = db.execute(sql`
      insert into paid_matches (contribution_id, run_id, campaign_id, paid_cents)
      select contribution_id, ${drafts[1].id}, campaign_id, public_cents
      from payment_run_items where run_id = ${drafts[1].id} and reason is null`);
    const error = await again.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isUniqueViolation(error, 'paid_matches_pkey')).toBe(true);
  });

  // Past the application's checks (as a second server with a bug would be): two transactions
  // on two connections pay the same matches; the second waits for the first, then is refused.
  it.runIf(testsRunOnPostgres())(
    'across connections, the second payment waits and is refused',
    async () => {
      const { world, drafts } = await twoOverlappingDrafts();
      const { db } = api.handle;
      const pay = (runId: number) => sql`
      insert into paid_matches (contribution_id, run_id, campaign_id, paid_cents)
      select contribution_id, ${runId}, campaign_id, public_cents
      from payment_run_items where run_id = ${runId} and reason is null`;
      const first = await holdInAnotherTransaction(db, (tx) => tx.execute(pay(drafts[0].id)));
      const second = db.execute(pay(drafts[1].id)).then(
        () => null,
        (caught: unknown) => caught,
      );
      await first.release();
      expect(isUniqueViolation(await second, 'paid_matches_pkey')).toBe(true);
      expect(world.governmentId).toBeGreaterThan(0);
    },
  );

  it('approving a run whose match changed since it was opened is refused', async () => {
    const { world, drafts } = await twoOverlappingDrafts();
    const { db } = api.handle;
    await db.execute(sql`
      update contributions set compliant = false, status = 'out_of_compliance'
      where id = (select contribution_id from payment_run_items where run_id = ${drafts[0].id} limit 1)`);
    const error = await world.admin
      .call((trpc) => trpc.paymentRuns.approve({ runId: drafts[0].id }))
      .then(
        () => null,
        (caught: unknown) => caught as TRPCError,
      );
    expect(error?.message).toBe(PAYMENT_MESSAGES.runMatchesChanged);
  });
});
