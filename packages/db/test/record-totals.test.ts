import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle, Transaction } from '../src/client';
import { contributions, expenditures, recordTotalsChanges } from '../src/schema';
import {
  type ContributionInsert,
  createTestDatabase,
  type ExpenditureInsert,
  insertCampaigns,
  insertGovernments,
  type RecordOwner,
  testsRunOnPostgres,
  validContribution,
  validExpenditure,
} from '../src/testing';
import { expectDashboardSummariesMatchRecords } from './dashboard-summary-check';
import {
  addedUpPerGovernment,
  countedDayCounts,
  countedTotals,
  dayTotalsBackfill,
  governmentTotalsBackfill,
  keptDayCounts,
  keptGovernmentTotals,
  keptTotals,
} from './totals-check';

/**
 * The triggers of migration `record_totals_triggers`, driven with plain SQL as a script, an
 * import or a restore would write: after every write the kept totals must equal a fresh
 * `GROUP BY` of the records. The API's own write paths: packages/api/test/records/summary-totals.test.ts.
 */
describe('record totals triggers', () => {
  let handle: DatabaseHandle;
  let city: RecordOwner;
  let cityOther: RecordOwner;
  let county: RecordOwner;

  const kept = () => keptTotals(handle.db);
  const counted = () => countedTotals(handle.db);
  const keptPerGovernment = () => keptGovernmentTotals(handle.db);
  const expectTotalsMatchRecords = async () => {
    const fresh = await counted();
    expect(await kept()).toEqual(fresh);
    expect(await keptPerGovernment()).toEqual(addedUpPerGovernment(fresh));
    for (const level of ['government', 'campaign'] as const)
      expect(await keptDayCounts(handle.db, level)).toEqual(
        await countedDayCounts(handle.db, level),
      );
    // Nothing is left waiting once a transaction has committed.
    expect(await handle.db.select().from(recordTotalsChanges)).toEqual([]);
    // The dashboard's summaries are kept on the same writes (dashboard-summary.test.ts).
    await expectDashboardSummariesMatchRecords(handle.db);
    return fresh;
  };

  const gift = (owner: RecordOwner, values: Partial<ContributionInsert> = {}) => ({
    ...validContribution(owner),
    ...values,
  });
  const expense = (owner: RecordOwner, values: Partial<ExpenditureInsert> = {}) => ({
    ...validExpenditure(owner),
    ...values,
  });
  const insertGift = async (owner: RecordOwner, values: Partial<ContributionInsert> = {}) => {
    const [row] = await handle.db
      .insert(contributions)
      .values(gift(owner, values))
      .returning({ id: contributions.id });
    if (!row) throw new Error('no row');
    return row.id;
  };
  const insertGifts = (rows: ContributionInsert[]) => handle.db.insert(contributions).values(rows);
  const changeGift = (id: number, values: Partial<ContributionInsert>) =>
    handle.db.update(contributions).set(values).where(eq(contributions.id, id));

  beforeAll(async () => {
    handle = await createTestDatabase();
    const [cityId = 0, countyId = 0] = await insertGovernments(handle.db, 'City', 'County');
    const [a = 0, b = 0, c = 0] = await insertCampaigns(handle.db, [
      { governmentId: cityId, name: 'Ada for Mayor 2024', officeSought: 'Mayor' },
      { governmentId: cityId, name: 'Cy for Council 2024', officeSought: 'Councilor District 1' },
      { governmentId: countyId, name: 'Bo for Auditor 2024', officeSought: 'Auditor' },
    ]);
    city = { governmentId: cityId, campaignId: a };
    cityOther = { governmentId: cityId, campaignId: b };
    county = { governmentId: countyId, campaignId: c };
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    await expectTotalsMatchRecords();
  });

  it('counts a multi-row insert, with match money, per campaign and status', async () => {
    await insertGifts([
      gift(city, { status: 'submitted', amountCents: 1_001 }),
      gift(city, { status: 'submitted', amountCents: 2_002 }),
      gift(city, { status: 'processed', amountCents: 5_000, matchAmountCents: 4_500 }),
      gift(county, { status: 'draft', amountCents: 7 }),
    ]);
    await handle.db.insert(expenditures).values([expense(city), expense(cityOther)]);
    const fresh = await expectTotalsMatchRecords();
    expect(fresh[`contribution ${city.governmentId} ${city.campaignId} submitted`]).toEqual([
      2, 3_003, 0,
    ]);
  });

  it('follows amount edits, status changes, match money and archiving of one record', async () => {
    const id = await insertGift(city, { status: 'draft', amountCents: 2_500 });
    await changeGift(id, { amountCents: 2_600 });
    await expectTotalsMatchRecords();
    await changeGift(id, { status: 'submitted' });
    await expectTotalsMatchRecords();
    await changeGift(id, { status: 'processed', matchAmountCents: 2_340 });
    await expectTotalsMatchRecords();
    await changeGift(id, { matchAmountCents: null });
    await expectTotalsMatchRecords();
    await changeGift(id, { status: 'archived' });
    await expectTotalsMatchRecords();
  });

  it('moves a record between campaigns and governments', async () => {
    const id = await insertGift(city, { status: 'submitted', amountCents: 900 });
    await changeGift(id, { campaignId: cityOther.campaignId });
    await expectTotalsMatchRecords();
    await changeGift(id, county);
    await expectTotalsMatchRecords();
  });

  it('takes deleted records out, one or many at once', async () => {
    const id = await insertGift(county, { status: 'processed', matchAmountCents: 100 });
    await handle.db.delete(contributions).where(eq(contributions.id, id));
    await expectTotalsMatchRecords();
    await handle.db.delete(expenditures).where(eq(expenditures.campaignId, city.campaignId));
    await expectTotalsMatchRecords();
  });

  it('follows one UPDATE statement over many records of several campaigns and statuses', async () => {
    await insertGifts([
      gift(city, { status: 'draft' }),
      gift(cityOther, { status: 'awaiting', amountCents: 10 }),
      gift(county, { status: 'submitted' }),
    ]);
    await handle.db.execute(sql`
      update contributions set amount_cents = amount_cents + 1,
        status = case when status = 'draft' then 'submitted' else 'processed' end,
        match_amount_cents = case when status = 'draft' then null else 50 end
      where status in ('draft', 'awaiting', 'submitted')`);
    await expectTotalsMatchRecords();
  });

  it('counts plain SQL inserts (insert ... select) as an import or a script would write', async () => {
    await handle.db.execute(sql`
      insert into contributions (government_id, campaign_id, status, type, sub_type,
        contributor_type, oae_type, amount_cents, match_amount_cents, date, address1, city, state, zip)
      select ${city.governmentId}::int, ${city.campaignId}::int,
        (array['draft', 'submitted', 'processed', 'archived'])[1 + n % 4], 'contribution', 'cash',
        'individual', 'matchable', 100 + n, case when n % 4 = 2 then n else null end,
        '2024-06-01', '2 Oak St', 'Portland', 'OR', '97202'
      from generate_series(1, 500) as n`);
    await expectTotalsMatchRecords();
  });

  it('writes nothing for an edit that changes no total', async () => {
    const id = await insertGift(city, { status: 'submitted' });
    await handle.db.transaction(async (tx) => {
      await tx.update(contributions).set({ notes: 'seen' }).where(eq(contributions.id, id));
      expect(await tx.select().from(recordTotalsChanges)).toEqual([]);
    });
    await expectTotalsMatchRecords();
  });

  it('adds a transaction up as it commits, and nothing when it rolls back', async () => {
    const before = await kept();
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(contributions).values(gift(city, { status: 'submitted' }));
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await kept()).toEqual(before);
    await handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(contributions)
        .values(gift(city, { status: 'draft', amountCents: 111 }))
        .returning({ id: contributions.id });
      await tx
        .update(contributions)
        .set({ status: 'submitted' })
        .where(eq(contributions.id, row?.id ?? 0));
      // A rolled-back savepoint takes its deltas with it.
      await tx
        .transaction(async (inner) => {
          await inner.insert(contributions).values(gift(county, { amountCents: 999 }));
          throw new Error('inner abandoned');
        })
        .catch(() => undefined);
    });
    await expectTotalsMatchRecords();
  });

  it("rebuilds the government rows from the campaigns' with the migration's backfill", async () => {
    await insertGifts([
      gift(city, { status: 'submitted', amountCents: 1_500 }),
      gift(cityOther, { status: 'submitted', amountCents: 2_500, matchAmountCents: 2_000 }),
      gift(county, { status: 'draft', amountCents: 900 }),
    ]);
    await handle.db.insert(expenditures).values(expense(county));
    const kept = await keptPerGovernment();
    expect(Object.keys(kept).length).toBeGreaterThan(2);
    await handle.db.execute(sql`delete from record_government_totals`);
    await handle.db.execute(sql.raw(governmentTotalsBackfill()));
    expect(await keptPerGovernment()).toEqual(kept);
  });

  it('moves a record between days when its date changes, alone or with its status', async () => {
    const id = await insertGift(city, { date: '2024-03-01', status: 'submitted' });
    await handle.db.insert(expenditures).values(expense(county, { date: '2024-03-01' }));
    await expectTotalsMatchRecords();
    await changeGift(id, { date: '2024-03-02' });
    await expectTotalsMatchRecords();
    await changeGift(id, { date: '2024-02-28', status: 'processed' });
    await expectTotalsMatchRecords();
    await handle.db
      .update(expenditures)
      .set({ date: '2024-04-01' })
      .where(eq(expenditures.governmentId, county.governmentId));
    await expectTotalsMatchRecords();
  });

  it.each(['government', 'campaign'] as const)(
    "rebuilds the %s's day rows with the migration's backfill",
    async (level) => {
      await insertGifts([
        gift(city, { date: '2024-05-01', status: 'submitted' }),
        gift(cityOther, { date: '2024-05-01', status: 'submitted' }),
        gift(county, { date: '2024-05-02' }),
      ]);
      const kept = await keptDayCounts(handle.db, level);
      expect(Object.keys(kept).length).toBeGreaterThan(2);
      await handle.db.execute(sql.raw(`delete from record_${level}_day_totals`));
      await handle.db.execute(sql.raw(dayTotalsBackfill(level)));
      expect(await keptDayCounts(handle.db, level)).toEqual(kept);
    },
  );

  it('empties a kind when its table is truncated', async () => {
    await handle.db.execute(sql`truncate expenditures cascade`);
    const fresh = await expectTotalsMatchRecords();
    expect(Object.keys(fresh).some((key) => key.startsWith('expenditure'))).toBe(false);
    await handle.db.insert(expenditures).values(expense(county));
    await expectTotalsMatchRecords();
  });

  it.skipIf(!testsRunOnPostgres())(
    'loses no count when many transactions write the same totals rows at once (PostgreSQL)',
    async () => {
      const submitted = Array.from({ length: 20 }, () => gift(city, { status: 'submitted' }));
      const ids = await insertGifts(submitted).returning({ id: contributions.id });
      const writers = ids.map(({ id }, n) =>
        handle.db.transaction(async (tx) => {
          await tx
            .insert(contributions)
            .values([
              gift(city, { status: 'submitted', amountCents: 100 + n }),
              gift(cityOther, { status: 'submitted', amountCents: 200 + n }),
            ]);
          await tx
            .update(contributions)
            .set({ status: 'processed', matchAmountCents: n })
            .where(eq(contributions.id, id));
          await new Promise((resolve) => setTimeout(resolve, 5));
        }),
      );
      // And one statement that moves every row the writers above also touch.
      writers.push(
        handle.db
          .update(contributions)
          .set({ amountCents: sql`${contributions.amountCents} + 1` })
          .where(inArray(contributions.campaignId, [city.campaignId, cityOther.campaignId]))
          .then(() => undefined),
      );
      await Promise.all(writers);
      await expectTotalsMatchRecords();
    },
  );

  it.skipIf(!testsRunOnPostgres())(
    'lets a transaction wait for a record another is writing, with no deadlock on a totals row (PostgreSQL)',
    async () => {
      const rows = await handle.db
        .insert(expenditures)
        .values([expense(county), expense(county)])
        .returning({ id: expenditures.id });
      const [first, second] = rows.map((row) => row.id);
      const touch = (tx: Transaction, id: number | undefined, amountCents: number) =>
        tx
          .update(expenditures)
          .set({ amountCents })
          .where(eq(expenditures.id, id ?? 0));
      let firstTouched: () => void = () => {};
      const firstIsTouched = new Promise<void>((resolve) => {
        firstTouched = resolve;
      });
      // Both edits change the same totals row. Had the first statement locked it, the other's
      // statement would wait for the first transaction while it waits for the other's record.
      const one = handle.db.transaction(async (tx) => {
        await touch(tx, first, 1_000);
        firstTouched();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await touch(tx, second, 2_000);
      });
      const other = handle.db.transaction(async (tx) => {
        await firstIsTouched;
        await touch(tx, second, 3_000);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await Promise.all([one, other]);
      await expectTotalsMatchRecords();
    },
  );
});
