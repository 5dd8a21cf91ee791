import type { Database, DatabaseHandle } from '@portal/db';
import * as schema from '@portal/db';
import {
  activities,
  campaigns,
  contributions,
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  expenditures,
  externalContributions,
  governments,
  PORTLAND_BOX,
  permissions,
  seedDemo,
  users,
} from '@portal/db';
import { createTestDatabase } from '@portal/db/testing';
import {
  CONTRIBUTION_PAYMENT_METHODS,
  CONTRIBUTION_STATUSES,
  CONTRIBUTION_SUBTYPES,
  CONTRIBUTION_TYPES,
  CONTRIBUTOR_TYPES,
  computePaymentRun,
  EXPENDITURE_PURPOSES,
  EXPENDITURE_STATUSES,
  EXPENDITURE_SUBTYPES,
  EXPENDITURE_TYPES,
  EXPENSE_PAYMENT_METHODS,
  MAX_MATCH_PER_DONOR_CENTS,
  OAE_TYPES,
  OFFICE_LABELS,
  OFFICES,
  PAYEE_TYPES,
} from '@portal/domain';
import argon2 from 'argon2';
import { and, count, eq, is, isNotNull, ne, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoMatcher } from '../../src/matching/demo-matcher';
import { candidateMatches } from '../../src/payments/data/candidates';
import { campaignFacts } from '../../src/payments/data/ledgers';
import { programmeFor } from '../../src/payments/data/programmes';
import { ledgerOf } from '../../src/payments/rules';

/** Every table of the schema by its export name: the seed's own and the ones it must leave alone. */
const TABLES = (Object.entries(schema) as [string, unknown][]).filter(
  (entry): entry is [string, PgTable] => is(entry[1], PgTable),
);

async function rowCounts(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const [name, table] of TABLES) {
    const [row] = await db.select({ value: count() }).from(table);
    counts[name] = row?.value ?? 0;
  }
  return counts;
}

async function distinctValues(db: Database, table: PgTable, column: AnyPgColumn, where?: SQL) {
  const rows = await db.selectDistinct({ value: column }).from(table).where(where);
  return rows.map((row) => row.value).sort();
}

const sorted = (values: readonly string[]) => [...values].sort();

/** Every point lies inside the box around Portland the seed places its Portland addresses in. */
function expectInsidePortlandBox(points: { latitude: number | null; longitude: number | null }[]) {
  for (const point of points) {
    expect(point.latitude).toBeGreaterThanOrEqual(PORTLAND_BOX.south);
    expect(point.latitude).toBeLessThanOrEqual(PORTLAND_BOX.north);
    expect(point.longitude).toBeGreaterThanOrEqual(PORTLAND_BOX.west);
    expect(point.longitude).toBeLessThanOrEqual(PORTLAND_BOX.east);
  }
}

describe('seedDemo', () => {
  let handle: DatabaseHandle;
  let db: Database;
  let firstRun: { seeded: boolean };

  beforeAll(async () => {
    handle = await createTestDatabase();
    db = handle.db;
    firstRun = await seedDemo(db, { matcher: demoMatcher });
  });
  afterAll(async () => {
    await handle.close();
  });

  it('creates government 1, the City of Portland', async () => {
    expect(firstRun.seeded).toBe(true);
    expect(
      await db.select({ id: governments.id, name: governments.name }).from(governments),
    ).toEqual([{ id: 1, name: 'City of Portland' }]);
  });

  it('creates at least 8 campaigns covering every office, each named with its year and with an e-mail', async () => {
    const rows = await db.select().from(campaigns);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(sorted([...new Set(rows.map((row) => row.officeSought))])).toEqual(sorted(OFFICES));
    for (const row of rows) {
      expect(row.governmentId).toBe(1);
      expect(row.name).toMatch(new RegExp(`for ${OFFICE_LABELS[row.officeSought as never]} 2024$`));
      expect(row.email).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    }
  });

  it.each(DEMO_ACCOUNTS.map((account) => [account.email, account] as const))(
    'creates the active account %s with its role and the demo password',
    async (email, account) => {
      const [user] = await db.select().from(users).where(eq(users.email, email));
      expect(user?.status).toBe('active');
      expect(await argon2.verify(user?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
      expect(await argon2.verify(user?.passwordHash ?? '', 'wrong-password')).toBe(false);
      // At argon2's default cost, which the server uses unless configured otherwise.
      expect(user?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=\d+\$/);
      const roles = await db
        .select({
          role: permissions.role,
          governmentId: permissions.governmentId,
          campaign: campaigns.name,
        })
        .from(permissions)
        .leftJoin(campaigns, eq(campaigns.id, permissions.campaignId))
        .where(eq(permissions.userId, user?.id ?? 0));
      expect(roles).toEqual([
        { role: account.role, governmentId: 1, campaign: account.campaignName },
      ]);
    },
  );

  it('gives the campaign accounts the first and second campaigns', async () => {
    const ordered = await db.select({ name: campaigns.name }).from(campaigns).orderBy(campaigns.id);
    const accountCampaign = (email: string) =>
      DEMO_ACCOUNTS.find((account) => account.email === email)?.campaignName;
    expect(accountCampaign('campaign.admin@example.org')).toBe(ordered[0]?.name);
    expect(accountCampaign('campaign.staff@example.org')).toBe(ordered[0]?.name);
    expect(accountCampaign('other.admin@example.org')).toBe(ordered[1]?.name);
  });

  it('writes a few thousand contributions, a few hundred expenditures and external contributions, and 2,000 voters', async () => {
    const counts = await rowCounts(db);
    expect(counts.contributions).toBeGreaterThanOrEqual(3000);
    expect(counts.expenditures).toBeGreaterThanOrEqual(200);
    expect(counts.externalContributions).toBeGreaterThanOrEqual(200);
    expect(counts.knownContributors).toBe(20_000);
    expect(counts.activities).toBeGreaterThan(counts.contributions ?? 0);
  });

  // Payment method and purpose are empty on some rows (in-kind gifts, most expenses): only the
  // values a row holds count.
  it.each([
    ['contribution status', contributions.status, CONTRIBUTION_STATUSES.values],
    ['contribution type', contributions.type, CONTRIBUTION_TYPES.values],
    ['contribution subtype', contributions.subType, CONTRIBUTION_SUBTYPES.values],
    ['contribution contributor type', contributions.contributorType, CONTRIBUTOR_TYPES.values],
    ['contribution oaeType', contributions.oaeType, OAE_TYPES.values],
    [
      'contribution payment method',
      contributions.paymentMethod,
      CONTRIBUTION_PAYMENT_METHODS.values,
    ],
    ['expenditure status', expenditures.status, EXPENDITURE_STATUSES.values],
    ['expenditure type', expenditures.type, EXPENDITURE_TYPES.values],
    ['expenditure subtype', expenditures.subType, EXPENDITURE_SUBTYPES.values],
    ['expenditure payment method', expenditures.paymentMethod, EXPENSE_PAYMENT_METHODS.values],
    ['expenditure payee type', expenditures.payeeType, PAYEE_TYPES.values],
    ['expenditure purpose', expenditures.purpose, EXPENDITURE_PURPOSES.values],
  ] as const)('covers every %s', async (_name, column, values) => {
    const used = await distinctValues(db, column.table, column, isNotNull(column));
    expect(used).toEqual(sorted(values));
  });

  it('dates every contribution between 2023-01-01 and 2024-11-01', async () => {
    const [range] = await db
      .select({
        first: sql<string>`min(${contributions.date})::text`,
        last: sql<string>`max(${contributions.date})::text`,
      })
      .from(contributions);
    expect(range?.first && range.first >= '2023-01-01').toBe(true);
    expect(range?.last && range.last <= '2024-11-01').toBe(true);
  });

  it('places most contributions in Portland, inside the Portland box, and some in Oregon and out of state', async () => {
    const rows = await db
      .select({
        city: contributions.city,
        state: contributions.state,
        latitude: contributions.latitude,
        longitude: contributions.longitude,
      })
      .from(contributions);
    const portland = rows.filter((row) => row.city === 'Portland' && row.state === 'OR');
    expect(portland.length / rows.length).toBeGreaterThan(0.5);
    expectInsidePortlandBox(portland);
    expect(rows.some((row) => row.state === 'OR' && row.city !== 'Portland')).toBe(true);
    expect(rows.some((row) => row.state !== 'OR')).toBe(true);
  });

  it('places the Portland external contributions inside the Portland box', async () => {
    const rows = await db
      .select({
        latitude: externalContributions.latitude,
        longitude: externalContributions.longitude,
      })
      .from(externalContributions)
      .where(
        and(eq(externalContributions.city, 'Portland'), eq(externalContributions.state, 'OR')),
      );
    expect(rows.length).toBeGreaterThan(0);
    expectInsidePortlandBox(rows);
  });

  it('gives most contributions small amounts and a few large ones', async () => {
    const amounts = (
      await db.select({ amount: contributions.amountCents }).from(contributions)
    ).map((row) => row.amount);
    const small = amounts.filter((amount) => amount >= 500 && amount <= 25_000);
    expect(small.length / amounts.length).toBeGreaterThan(0.7);
    expect(amounts.some((amount) => amount > 100_000)).toBe(true);
  });

  it('matches the matched part of processed gifts: at most the first $20 per donor per campaign', async () => {
    const matched = await db
      .select({
        matchId: contributions.matchId,
        campaignId: contributions.campaignId,
        amount: contributions.amountCents,
        match: contributions.matchAmountCents,
        status: contributions.status,
        inPortland: contributions.matchInPortland,
        strength: contributions.matchStrength,
      })
      .from(contributions)
      .where(sql`${contributions.matchAmountCents} > 0`);
    expect(matched.length).toBeGreaterThan(100);
    const perDonor = new Map<string, number>();
    for (const row of matched) {
      expect(row.status).toBe('processed');
      expect(row.inPortland).toBe(true);
      expect(['exact', 'strong']).toContain(row.strength);
      expect(row.match).toBeLessThanOrEqual(Math.min(row.amount, 2000));
      const key = `${row.matchId}:${row.campaignId}`;
      perDonor.set(key, (perDonor.get(key) ?? 0) + (row.match ?? 0));
    }
    expect(Math.max(...perDonor.values())).toBeLessThanOrEqual(2000);
    expect(9 * Math.max(...perDonor.values())).toBeLessThanOrEqual(MAX_MATCH_PER_DONOR_CENTS);
  });

  it('finds each individual donor in the voter file through the real matcher, at every strength', async () => {
    const rows = await db
      .select({ strength: contributions.matchStrength, results: contributions.matchResults })
      .from(contributions)
      .where(
        and(
          eq(contributions.contributorType, 'individual'),
          ne(contributions.oaeType, 'public_matching_contribution'),
        ),
      );
    expect(rows.every((row) => row.results !== null)).toBe(true);
    const strengths = new Set(rows.map((row) => row.strength));
    expect([...strengths].sort()).toEqual(['exact', 'none', 'strong', 'weak']);
    const exact = rows.filter((row) => row.strength === 'exact').length;
    expect(exact / rows.length).toBeGreaterThan(0.4);
  });

  it('records public money of nine times every matched part, in the same batch', async () => {
    const gifts = await db
      .select({ batchId: contributions.batchId, match: contributions.matchAmountCents })
      .from(contributions)
      .where(sql`${contributions.matchAmountCents} > 0`);
    const publicMatches = await db
      .select({ batchId: contributions.batchId, amount: contributions.amountCents })
      .from(contributions)
      .where(eq(contributions.oaeType, 'public_matching_contribution'));
    const byBatch = (rows: { batchId: string | null; value: number | null }[]) =>
      rows.map((row) => `${row.batchId}=${row.value}`).sort();
    expect(
      byBatch(publicMatches.map((row) => ({ batchId: row.batchId, value: row.amount }))),
    ).toEqual(byBatch(gifts.map((row) => ({ batchId: row.batchId, value: 9 * (row.match ?? 0) }))));
  });

  it('writes an election whose payment run today pays the campaign of the demo campaign admin', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const programme = await programmeFor(db, 1, today);
    if (!programme) throw new Error('The demo has no election');
    const run = computePaymentRun({
      ledgers: (await campaignFacts(db, programme, today)).map((facts) =>
        ledgerOf(programme, facts),
      ),
      matches: await candidateMatches(db, programme, today),
    });
    const adminCampaign = DEMO_ACCOUNTS.find(
      (account) => account.email === 'campaign.admin@example.org',
    );
    const [campaign] = await db
      .select({ id: campaigns.id })
      .from(campaigns)
      .where(eq(campaigns.name, adminCampaign?.campaignName ?? ''));
    const line = run.lines.find((candidate) => candidate.campaignId === campaign?.id);
    expect(line?.amountCents).toBeGreaterThan(0);
  });

  it('gives every contribution a batch id', async () => {
    const [missing] = await db
      .select({ value: count() })
      .from(contributions)
      .where(sql`${contributions.batchId} is null`);
    expect(missing?.value).toBe(0);
  });

  it('writes activities for contributions and expenditures, including demo account actions', async () => {
    const [forContributions] = await db
      .select({ value: count() })
      .from(activities)
      .where(isNotNull(activities.contributionId));
    const [forExpenditures] = await db
      .select({ value: count() })
      .from(activities)
      .where(isNotNull(activities.expenditureId));
    const [byAccounts] = await db
      .select({ value: count() })
      .from(activities)
      .where(isNotNull(activities.userId));
    expect(forContributions?.value).toBeGreaterThan(0);
    expect(forExpenditures?.value).toBeGreaterThan(0);
    expect(byAccounts?.value).toBeGreaterThan(0);
  });

  it('changes nothing when run a second time', async () => {
    const before = await rowCounts(db);
    expect(await seedDemo(db, { matcher: demoMatcher })).toEqual({ seeded: false });
    expect(await rowCounts(db)).toEqual(before);
  });
});

describe('seedDemo determinism', () => {
  it('writes the same records on two fresh databases', async () => {
    const snapshot = async () => {
      const handle = await createTestDatabase();
      try {
        await seedDemo(handle.db, {
          matcher: demoMatcher,
          contributions: 150,
          expenditures: 20,
          externalContributions: 20,
          knownContributors: 60,
        });
        const rows = await handle.db
          .select({
            id: contributions.id,
            date: contributions.date,
            amount: contributions.amountCents,
            lastName: contributions.lastName,
            status: contributions.status,
            latitude: contributions.latitude,
            matchId: contributions.matchId,
          })
          .from(contributions)
          .orderBy(contributions.id);
        return rows;
      } finally {
        await handle.close();
      }
    };
    const first = await snapshot();
    expect(first.length).toBeGreaterThanOrEqual(150);
    expect(await snapshot()).toEqual(first);
  });
});
