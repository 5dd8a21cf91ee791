import { contributions, type Database } from '@portal/db';
import { describe, expect, it } from 'vitest';
import { listDashboardCampaigns } from '../../src/dashboard/data/facts';
import { dashboardFigures } from '../../src/dashboard/data/figures';
import { contributionRow, createCampaign, createGovernment } from '../support/factories';
import { useTestApi } from '../support/harness';

const testApi = useTestApi();

const gift = (governmentId: number, campaignId: number, date: string, donorKey: string) => ({
  ...contributionRow(governmentId, campaignId),
  status: 'submitted' as const,
  amountCents: 5_000,
  date,
  donorKey,
});

/**
 * The database as the dashboard sees it, except that its first raw read of figures (just after
 * the check whether the range holds every gift) lets another request's write start at once, as
 * a campaign's concurrent write might.
 */
function writingDuringFirstRead(db: Database, write: () => Promise<unknown>) {
  let written: Promise<unknown> | null = null;
  const intercept = <T extends object>(target: T): T =>
    new Proxy(target, {
      get(inner, prop, receiver) {
        const value = Reflect.get(inner, prop, receiver);
        if (typeof value !== 'function') return value;
        if (prop === 'execute')
          return (...args: unknown[]) => {
            written ??= write();
            return value.apply(inner, args);
          };
        if (prop === 'transaction')
          return (run: (tx: object) => unknown, config?: unknown) =>
            value.call(inner, (tx: object) => run(intercept(tx)), config);
        return value;
      },
    });
  return { db: intercept(db), written: () => written };
}

describe('dashboard figures for a date range', () => {
  it('never count a gift written outside the range while the figures are read', async () => {
    const { db } = testApi.handle;
    const government = await createGovernment(db);
    const campaign = await createCampaign(db, government.id);
    await db.insert(contributions).values(gift(government.id, campaign.id, '2024-03-01', 'a'));
    const campaignList = await listDashboardCampaigns(db, government.id);
    const backdated = {
      ...gift(government.id, campaign.id, '2023-12-31', 'b'),
      amountCents: 90_000,
    };
    const racing = writingDuringFirstRead(db, () =>
      db.insert(contributions).values(backdated).execute(),
    );

    const figures = await dashboardFigures(
      racing.db,
      government.id,
      {
        financing: 'public',
        campaigns: [],
        offices: [],
        startDate: '2024-01-01',
        endDate: null,
        compare: false,
      },
      campaignList,
    );
    await racing.written();

    expect(racing.written()).not.toBeNull();
    expect(figures.summary[0]).toMatchObject({ contributions: 1, donors: 1, totalCents: 5_000 });
  });
});
