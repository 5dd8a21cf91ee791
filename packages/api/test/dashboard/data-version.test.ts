import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { contributions } from '@portal/db';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dashboardDataVersion } from '../../src/dashboard/data/cache';
import { dashboardFiltersInputSchema } from '../../src/dashboard/schemas';
import { importExternalFilings } from '../../src/imports/external-contributions';
import { contributionInput } from '../records/record-inputs';
import { useRecordsWorld } from '../records/records-fixture';
import { oracleDashboardView } from './oracle';

const world = useRecordsWorld();
const ORESTAR = readFileSync(
  new URL('../imports/fixtures/orestar-export.csv', import.meta.url),
  'utf8',
);

const versionNow = () => dashboardDataVersion(world.api.handle.db, world.governmentId);

/**
 * The public dashboard after a write: the figures a visitor gets right away (no stale cache)
 * equal a fresh computation over the rows.
 */
async function expectDashboardFresh() {
  const input = dashboardFiltersInputSchema.parse({
    governmentId: world.governmentId,
    financing: 'all',
  });
  const { retrievedAt: _, ...shown } = await world.api
    .browser()
    .call((api) => api.dashboard.view(input));
  expect(shown).toEqual(await oracleDashboardView(world.api.handle.db, input));
}

async function expectVersionMoves(write: () => Promise<unknown>) {
  await world.api.browser().call((api) => api.dashboard.view({ governmentId: world.governmentId }));
  const before = await versionNow();
  await write();
  expect(await versionNow()).not.toBe(before);
  await expectDashboardFresh();
}

async function expectVersionStays(write: () => Promise<unknown>) {
  const before = await versionNow();
  await write();
  expect(await versionNow()).toBe(before);
}

const draft = () =>
  world.campaignStaff.call((api) => api.contributions.create(contributionInput(world.campaignId)));
const submitted = async () => {
  const { id } = await draft();
  await world.campaignAdmin.call((api) => api.contributions.update({ id, status: 'submitted' }));
  return id;
};

describe('dashboard data version, through the portal', () => {
  it('stays while a campaign writes drafts: one by one, edited, or a bulk import', async () => {
    await expectVersionStays(draft);
    const { id } = await draft();
    await expectVersionStays(() =>
      world.campaignStaff.call((api) => api.contributions.update({ id, amount: 99 })),
    );
    await expectVersionStays(() =>
      world.campaignStaff.call((api) =>
        api.contributions.bulkImport({
          campaignId: world.campaignId,
          fileName: 'drafts.csv',
          csvText:
            'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod\n' +
            '2024-03-01,contribution,cash,12.34,matchable,individual,Ada,Byron,,1 Main St,Portland,OR,97201,cash\n' +
            '2024-03-02,contribution,cash,50.00,matchable,individual,Al,Turing,,2 Main St,Salem,OR,97301,cash\n',
        }),
      ),
    );
  });

  it('moves when a contribution is submitted, processed, changed, matched or archived', async () => {
    const { id } = await draft();
    await expectVersionMoves(() =>
      world.campaignAdmin.call((api) => api.contributions.update({ id, status: 'submitted' })),
    );
    await expectVersionMoves(() =>
      world.governmentAdmin.call((api) =>
        api.contributions.update({ id, status: 'processed', compliant: true }),
      ),
    );
    const other = await submitted();
    await expectVersionMoves(() =>
      world.governmentAdmin.call((api) => api.matching.choose({ id: other, matchId: 'none' })),
    );
    await expectVersionMoves(() =>
      world.campaignStaff.call((api) => api.contributions.archive({ id: other })),
    );
  });

  it('moves when a campaign is renamed', async () => {
    await expectVersionMoves(() =>
      world.governmentAdmin.call((api) =>
        api.campaigns.rename({
          governmentId: world.governmentId,
          campaignId: world.campaignId,
          newName: 'Ada Renamed for Mayor 2028',
        }),
      ),
    );
  });

  it('moves when the state filings are imported', async () => {
    await expectVersionMoves(() =>
      importExternalFilings(world.api.handle.db, Readable.from([ORESTAR]), {
        governmentId: world.governmentId,
        offices: new Map([
          ['21345', 'Mayor'],
          ['22918', 'Councilor District 2'],
        ]),
        skipBadRows: false,
      }).then((result) => expect(result).toMatchObject({ ok: true })),
    );
  });

  it('moves for a public row written with plain SQL, and not for a draft written so', async () => {
    const insert = (status: string) =>
      world.api.handle.db.execute(sql`
        insert into contributions (government_id, campaign_id, status, type, sub_type,
          contributor_type, oae_type, amount_cents, date, address1, city, state, zip, batch_id)
        values (${world.governmentId}, ${world.campaignId}, ${status}, 'contribution', 'cash',
          'business', 'matchable', 123456, '2024-08-01', '5 Pine St', 'Bend', 'OR', '97701',
          'sql-1')`);
    await expectVersionStays(() => insert('draft'));
    await expectVersionMoves(() => insert('processed'));
  });

  it('moves when a public row gets its map point', async () => {
    const id = await submitted();
    await expectVersionMoves(() =>
      world.api.handle.db
        .update(contributions)
        .set({ latitude: 45.52, longitude: -122.68 })
        .where(eq(contributions.id, id)),
    );
  });
});
