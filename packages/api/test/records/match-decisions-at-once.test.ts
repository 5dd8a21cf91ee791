import { contributions } from '@portal/db';
import { testsRunOnPostgres } from '@portal/db/testing';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { refreshContributionMatches } from '../../src/matching/refresh';
import { holdInAnotherTransaction, waitForLockWaiters } from '../support/other-transaction';
import { donor, matchingSteps } from './matching-steps';
import { useRecordsWorld } from './records-fixture';
import { addVoters, voter } from './voters';

const world = useRecordsWorld();
const { submittedGift, processWithMatch } = matchingSteps(world);

/** Two $20 gifts of one new donor: the programme matches $20 of them together. */
async function twoGifts(lastName: string) {
  const giver = donor('Lena', lastName, '12 SE Oak St', '97214');
  const first = await submittedGift({ ...giver, amount: 20 });
  return [first, await submittedGift({ ...giver, amount: 20 })] as const;
}

/** Exactly one of the two decisions stood, refused the other, and $20 was matched in all. */
async function expectOneMatchOfTwenty(
  gifts: readonly { id: number }[],
  decided: PromiseSettledResult<unknown>[],
) {
  expect(decided.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  const refused = decided.find((outcome) => outcome.status === 'rejected');
  expect(String(refused?.reason)).toContain('A reason is required to match more than');
  const stored = await Promise.all(
    gifts.map((gift) =>
      world.governmentAdmin.call((api) => api.contributions.get({ id: gift.id })),
    ),
  );
  expect(stored.reduce((sum, gift) => sum + (gift.matchAmount ?? 0), 0)).toBe(20);
}

describe("one donor's gifts matched at the same time", () => {
  it('never pass the programme rule together', async () => {
    const gifts = await twoGifts('Park');
    const decided = await Promise.allSettled(
      gifts.map((gift) => processWithMatch(gift.id, { matchAmount: 20 })),
    );
    await expectOneMatchOfTwenty(gifts, decided);
  });

  // On PostgreSQL the two decisions run on two connections. The first is held just before it
  // saves (another transaction locks its row) while the second decides: the second must wait for
  // the first rather than count its gift as unmatched.
  it.runIf(testsRunOnPostgres())('wait for each other across connections', async () => {
    const { db } = world.api.handle;
    const gifts = await twoGifts('Quist');
    const [first, second] = gifts;
    const holder = await holdInAnotherTransaction(db, (tx) =>
      tx.execute(sql`select id from contributions where id = ${first.id} for update`),
    );
    const firstDecision = processWithMatch(first.id, { matchAmount: 20 });
    await waitForLockWaiters(db, 1);
    const secondDecision = processWithMatch(second.id, { matchAmount: 20 });
    // The second either waits too, or (were decisions not taken one at a time) saves at once.
    await Promise.race([secondDecision.catch(() => undefined), waitForLockWaiters(db, 2)]);
    await holder.release();
    await expectOneMatchOfTwenty(gifts, await Promise.allSettled([firstDecision, secondDecision]));
  });
});

// The address edit and the first look at a record's matches run on two connections.
describe.runIf(testsRunOnPostgres())('a first match search beside an address edit', () => {
  it('stores the candidates of the address the edit saved, not of the one it replaced', async () => {
    const { db } = world.api.handle;
    await addVoters(db, [
      voter('300000001', 'Nina', 'Holt', { address1: '88 SE Pine St', zip: '97214' }),
    ]);
    const gift = await submittedGift({
      ...donor('Nina', 'Colt', '5 NW Elm St', '97209'),
      amount: 15,
    });
    // Never searched yet: the matching page searches on its first look.
    await db.update(contributions).set({ matchResults: null }).where(eq(contributions.id, gift.id));
    // An address edit in flight: the new donor saved and searched, not yet committed.
    const edit = await holdInAnotherTransaction(db, async (tx) => {
      await tx
        .update(contributions)
        .set({ lastName: 'Holt', address1: '88 SE Pine St', zip: '97214' })
        .where(eq(contributions.id, gift.id));
      await refreshContributionMatches(tx, [gift.id]);
    });
    const look = world.governmentAdmin.call((api) => api.matching.get({ id: gift.id }));
    await Promise.race([look.catch(() => undefined), waitForLockWaiters(db, 1)]);
    await edit.release();
    const answer = await look;
    expect(answer.results.exact.map((candidate) => candidate.id)).toEqual(['300000001']);
    const [stored] = await db
      .select({ matchResults: contributions.matchResults })
      .from(contributions)
      .where(eq(contributions.id, gift.id));
    expect(stored?.matchResults?.exact.map((candidate) => candidate.id)).toEqual(['300000001']);
  });
});
