import type { DatabaseHandle, Transaction } from '@portal/db';
import {
  campaigns,
  contributions,
  dashboardDataChanges,
  dashboardDataVersions,
  externalContributions,
} from '@portal/db';
import {
  type ContributionInsert,
  createTestDatabase,
  externalFiling,
  insertCampaigns,
  insertGovernments,
  testsRunOnPostgres,
  validContribution,
} from '@portal/db/testing';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { claimGeocodingJobs } from '../../src/geocoding/queue/queue';
import { recordGeocodedPoint } from '../../src/geocoding/queue/record';

/**
 * The triggers of migration `dashboard_data_version_triggers`, exercised with plain SQL as a
 * script, an import or a restore would write: the API's own write paths are tested in
 * packages/api/test/dashboard/data-version.test.ts.
 */
describe('dashboard data version triggers', () => {
  let handle: DatabaseHandle;
  let cityId: number;
  let countyId: number;
  let campaignId: number;
  let countyCampaignId: number;

  const versionOf = async (governmentId: number) => {
    const [row] = await handle.db
      .select({ version: dashboardDataVersions.version })
      .from(dashboardDataVersions)
      .where(eq(dashboardDataVersions.governmentId, governmentId));
    return row?.version ?? 0;
  };
  /** How far each government's version moved during `write`. */
  const movesOf = async (write: () => Promise<unknown>) => {
    const [city, county] = [await versionOf(cityId), await versionOf(countyId)];
    await write();
    return [(await versionOf(cityId)) - city, (await versionOf(countyId)) - county];
  };
  /** A submitted (so public) gift to the city's campaign. */
  const gift = (values: Partial<ContributionInsert> = {}): ContributionInsert => ({
    ...validContribution({ governmentId: cityId, campaignId }),
    status: 'submitted',
    amountCents: 2_000,
    date: '2024-05-01',
    address1: '1 Main St',
    zip: '97201',
    ...values,
  });
  const changeGift = (id: number, values: Partial<ContributionInsert>) =>
    handle.db.update(contributions).set(values).where(eq(contributions.id, id));
  const insertGift = async (values: Partial<ContributionInsert> = {}) => {
    const [row] = await handle.db
      .insert(contributions)
      .values(gift(values))
      .returning({ id: contributions.id });
    if (!row) throw new Error('no row');
    return row.id;
  };

  beforeAll(async () => {
    handle = await createTestDatabase();
    [cityId = 0, countyId = 0] = await insertGovernments(handle.db, 'City', 'County');
    [campaignId = 0, countyCampaignId = 0] = await insertCampaigns(handle.db, [
      { governmentId: cityId, name: 'Ada for Mayor 2024', officeSought: 'Mayor' },
      { governmentId: countyId, name: 'Bo for Auditor 2024', officeSought: 'Auditor' },
    ]);
  });
  afterAll(() => handle.close());

  it('moves once for a multi-row insert of public contributions, not once per row', async () => {
    expect(
      await movesOf(() => handle.db.insert(contributions).values([gift(), gift(), gift()])),
    ).toEqual([1, 0]);
  });

  it('stays for drafts and archived rows: written, edited or deleted', async () => {
    let draft = 0;
    expect(
      await movesOf(async () => {
        draft = await insertGift({ status: 'draft' });
        await insertGift({ status: 'archived' });
      }),
    ).toEqual([0, 0]);
    expect(await movesOf(() => changeGift(draft, { amountCents: 9 }))).toEqual([0, 0]);
    expect(
      await movesOf(() => handle.db.delete(contributions).where(eq(contributions.id, draft))),
    ).toEqual([0, 0]);
  });

  it('moves when a row enters or leaves public view, or a public row changes or goes', async () => {
    const id = await insertGift({ status: 'draft' });
    const setStatus = (status: 'submitted' | 'archived') => changeGift(id, { status });
    expect(await movesOf(() => setStatus('submitted'))).toEqual([1, 0]);
    expect(await movesOf(() => changeGift(id, { matchAmountCents: 1_000 }))).toEqual([1, 0]);
    expect(await movesOf(() => setStatus('archived'))).toEqual([1, 0]);
    const submitted = await insertGift();
    expect(
      await movesOf(() => handle.db.delete(contributions).where(eq(contributions.id, submitted))),
    ).toEqual([1, 0]);
  });

  it('moves each government a statement touches once, and none an empty statement touches', async () => {
    expect(
      await movesOf(() =>
        handle.db.execute(sql`
          insert into contributions (government_id, campaign_id, status, type, sub_type,
            contributor_type, oae_type, amount_cents, date, address1, city, state, zip)
          select g, c, 'processed', 'contribution', 'cash', 'individual', 'matchable', 500,
            '2024-06-01', '2 Oak St', 'Portland', 'OR', '97202'
          from (values (${cityId}::int, ${campaignId}::int), (${countyId}::int, ${countyCampaignId}::int),
            (${cityId}::int, ${campaignId}::int)) as v(g, c)`),
      ),
    ).toEqual([1, 1]);
    expect(await movesOf(() => changeGift(-1, { amountCents: 1 }))).toEqual([0, 0]);
  });

  it('moves for external filings written, amended or removed', async () => {
    const filing = externalFiling(countyId, {
      campaignName: 'Friends of Olive',
      officeSought: 'Auditor',
      date: '2024-02-02',
      amountCents: 7_500,
    });
    let id = 0;
    expect(
      await movesOf(async () => {
        const [row] = await handle.db.insert(externalContributions).values(filing).returning();
        id = row?.id ?? 0;
      }),
    ).toEqual([0, 1]);
    expect(
      await movesOf(() =>
        handle.db
          .update(externalContributions)
          .set({ amountCents: 8_000 })
          .where(eq(externalContributions.id, id)),
      ),
    ).toEqual([0, 1]);
    expect(
      await movesOf(() =>
        handle.db.delete(externalContributions).where(eq(externalContributions.id, id)),
      ),
    ).toEqual([0, 1]);
  });

  it('moves when a campaign is renamed or changes office', async () => {
    expect(
      await movesOf(() =>
        handle.db
          .update(campaigns)
          .set({ name: 'Ada Ames for Mayor 2024', officeSought: 'Councilor District 1' })
          .where(eq(campaigns.id, campaignId)),
      ),
    ).toEqual([1, 0]);
  });

  it('moves when the geocoding worker places a public contribution on the map', async () => {
    const id = await insertGift({ zip: '97214', address1: '9 Elm St' });
    const { leaseToken, jobs } = await claimGeocodingJobs(handle.db, 50);
    const job = jobs.find((claimed) => claimed.targetId === id);
    if (!job) throw new Error('no job');
    expect(
      await movesOf(() =>
        recordGeocodedPoint(handle.db, leaseToken, job, {
          latitude: 45.5,
          longitude: -122.6,
          precision: 'zip',
        }),
      ),
    ).toEqual([1, 0]);
  });

  it('moves every government when a table is truncated (a restore or a reset)', async () => {
    expect(await movesOf(() => handle.db.execute(sql`truncate external_contributions`))).toEqual([
      1, 1,
    ]);
  });

  it('moves once per transaction, as it commits', async () => {
    const before = await versionOf(cityId);
    await handle.db.transaction(async (tx) => {
      await tx.insert(contributions).values(gift());
      await tx
        .update(contributions)
        .set({ amountCents: 3_000 })
        .where(eq(contributions.status, 'submitted'));
      await tx.insert(contributions).values(gift({ amountCents: 4_000 }));
      const [inside] = await tx
        .select({ version: dashboardDataVersions.version })
        .from(dashboardDataVersions)
        .where(eq(dashboardDataVersions.governmentId, cityId));
      expect(inside?.version).toBe(before);
    });
    expect(await versionOf(cityId)).toBe(before + 1);
    expect(await handle.db.select().from(dashboardDataChanges)).toEqual([]);
  });

  it.skipIf(!testsRunOnPostgres())(
    'lets a transaction wait for a row another is writing, with no deadlock on the version (PostgreSQL)',
    async () => {
      const [first, second] = [await insertGift(), await insertGift()];
      const before = await versionOf(cityId);
      const touch = (tx: Transaction, id: number) =>
        tx.update(contributions).set({ amountCents: 2_100 }).where(eq(contributions.id, id));
      let firstTouched: () => void = () => {};
      const firstIsTouched = new Promise<void>((resolve) => {
        firstTouched = resolve;
      });
      // One writes a public row, then waits for a row the other holds; the other commits. Had
      // the first statement locked the version row, the other's bump would wait for the first
      // transaction while it waits for the other: a deadlock PostgreSQL breaks by aborting one.
      const one = handle.db.transaction(async (tx) => {
        await touch(tx, first);
        firstTouched();
        await new Promise((resolve) => setTimeout(resolve, 100));
        await touch(tx, second);
      });
      const other = handle.db.transaction(async (tx) => {
        await firstIsTouched;
        await touch(tx, second);
        await new Promise((resolve) => setTimeout(resolve, 300));
      });
      await Promise.all([one, other]);
      expect(await versionOf(cityId)).toBe(before + 2);
    },
  );

  it('rolls back with the write that moved it', async () => {
    const before = await versionOf(cityId);
    await expect(
      handle.db.transaction(async (tx) => {
        await tx.insert(contributions).values(gift());
        throw new Error('abandoned');
      }),
    ).rejects.toThrow('abandoned');
    expect(await versionOf(cityId)).toBe(before);
  });
});
