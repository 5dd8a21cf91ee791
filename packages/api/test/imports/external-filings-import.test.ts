import { readFileSync } from 'node:fs';
import { Readable } from 'node:stream';
import { externalCommittees, externalContributions, geocodingJobs } from '@portal/db';
import type { Office } from '@portal/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { importExternalFilings } from '../../src/imports/external-contributions';
import { createOrganisations } from '../support/factories';
import { useTestApi } from '../support/harness';

const FIXTURE = readFileSync(new URL('./fixtures/orestar-export.csv', import.meta.url), 'utf8');
const [HEADER = '', ...ROWS] = FIXTURE.trimEnd().split('\r\n');
const OFFICES = new Map<string, Office>([
  ['21345', 'Mayor'],
  ['22918', 'Councilor District 2'],
]);

const testApi = useTestApi();
let governmentId: number;

beforeAll(async () => {
  governmentId = (await createOrganisations(testApi.handle.db)).government.id;
});

const load = (
  text: string,
  options: { offices?: Map<string, Office>; skipBadRows?: boolean } = {},
) =>
  importExternalFilings(testApi.handle.db, Readable.from([text]), {
    governmentId,
    offices: options.offices ?? new Map(),
    skipBadRows: options.skipBadRows ?? false,
  });

const nonParticipants = async () => {
  const view = await testApi
    .browser()
    .call((api) => api.dashboard.view({ governmentId, startDate: '2024-01-01', financing: 'all' }));
  return {
    row: view.summary.find((row) => row.participation === 'non_participants'),
    latestExternalDate: view.latestExternalDate,
  };
};

const storedRows = () =>
  testApi.handle.db
    .select({
      tranId: externalContributions.tranId,
      amountCents: externalContributions.amountCents,
      campaignName: externalContributions.campaignName,
      officeSought: externalContributions.officeSought,
    })
    .from(externalContributions)
    .where(eq(externalContributions.governmentId, governmentId))
    .orderBy(externalContributions.originalTranId);

describe('importing the state export of non-participants’ filings', () => {
  it('stops, naming each committee whose office nobody gave, and imports nothing', async () => {
    const result = await load(FIXTURE);
    expect(result).toMatchObject({
      ok: false,
      unknownCommittees: [
        { filerId: '21345', name: 'Friends of Pat Lee' },
        { filerId: '22918', name: 'Committee to Elect Sam Ortiz' },
      ],
      message:
        'Nothing was imported: give the office of Friends of Pat Lee (filer id 21345), Committee to Elect Sam Ortiz (filer id 22918)',
    });
    expect(await storedRows()).toEqual([]);
    expect(await testApi.handle.db.select().from(externalCommittees)).toEqual([]);
  });

  it('loads contributions only, creates the candidates and moves the Non-participants row', async () => {
    const result = await load(FIXTURE, { offices: OFFICES });
    expect(result).toMatchObject({
      ok: true,
      rows: 9,
      inserted: 6,
      amended: 0,
      skipped: 2,
      message:
        'Imported 7 contributions: 6 new, 0 amended, 1 unchanged; 2 rows skipped (not contributions); 2 new committees',
    });
    // The amendment in the same file won over its original: $550, not $500.
    expect(await storedRows()).toEqual([
      {
        tranId: 3402007,
        amountCents: 55_000,
        campaignName: 'Friends of Pat Lee',
        officeSought: 'Mayor',
      },
      {
        tranId: 3401121,
        amountCents: 100_000,
        campaignName: 'Friends of Pat Lee',
        officeSought: 'Mayor',
      },
      {
        tranId: 3401188,
        amountCents: 25_000,
        campaignName: 'Friends of Pat Lee',
        officeSought: 'Mayor',
      },
      {
        tranId: 3402310,
        amountCents: 15_000,
        campaignName: 'Committee to Elect Sam Ortiz',
        officeSought: 'Councilor District 2',
      },
      {
        tranId: 3402311,
        amountCents: 250_000,
        campaignName: 'Committee to Elect Sam Ortiz',
        officeSought: 'Councilor District 2',
      },
      {
        tranId: 3402399,
        amountCents: 7_500,
        campaignName: 'Committee to Elect Sam Ortiz',
        officeSought: 'Councilor District 2',
      },
    ]);
    expect(await nonParticipants()).toEqual({
      row: expect.objectContaining({ campaigns: 2, contributions: 6, totalCents: 452_500 }),
      latestExternalDate: '2024-03-22',
    });
    const waiting = await testApi.handle.db
      .select()
      .from(geocodingJobs)
      .where(
        and(eq(geocodingJobs.target, 'external_contribution'), eq(geocodingJobs.state, 'waiting')),
      );
    expect(waiting).toHaveLength(6);
  });

  it('changes nothing when the same file is imported again, and knows the committees now', async () => {
    const before = await storedRows();
    const result = await load(FIXTURE);
    expect(result).toMatchObject({
      ok: true,
      inserted: 0,
      amended: 0,
      unchanged: 7,
      newCommittees: [],
    });
    expect(await storedRows()).toEqual(before);
  });

  it('replaces an original with its amendment from a later file', async () => {
    const amendment = ROWS[1]
      ?.replace(/^3401121,3401121,/, '3403000,3401121,')
      .replace('1000.00,1000.00', '1200.00,1200.00');
    const result = await load(`${HEADER}\n${amendment}\n`);
    expect(result).toMatchObject({ ok: true, inserted: 0, amended: 1 });
    expect(await storedRows()).toContainEqual(
      expect.objectContaining({ tranId: 3403000, amountCents: 120_000 }),
    );
    expect((await nonParticipants()).row).toMatchObject({ contributions: 6, totalCents: 472_500 });
    // The original arriving late does not undo the amendment.
    expect(await load(`${HEADER}\n${ROWS[1]}\n`)).toMatchObject({
      ok: true,
      amended: 0,
      unchanged: 1,
    });
  });

  it('reports bad rows by line and imports nothing unless skipping them is chosen', async () => {
    const badDate = ROWS[5]?.replace('3402310,3402310,03/18/2024', '3409001,3409001,18/03/2024');
    const good = ROWS[6]?.replace('3402311,3402311', '3409002,3409002');
    const file = `${HEADER}\n${badDate}\n${good}\n`;
    const refused = await load(file);
    expect(refused).toMatchObject({
      ok: false,
      badRowCount: 1,
      badRows: [{ line: 2, message: 'Line 2: Tran Date must be a date written MM/DD/YYYY' }],
    });
    expect(await storedRows()).not.toContainEqual(expect.objectContaining({ tranId: 3409002 }));

    const skipped = await load(file, { skipBadRows: true });
    expect(skipped).toMatchObject({ ok: true, inserted: 1, badRowCount: 1 });
  });

  it('refuses a file that is not the state export', async () => {
    await expect(load('id,first_name\n1,Ada\n')).rejects.toThrow(/missing columns "Tran Id"/);
  });
});
