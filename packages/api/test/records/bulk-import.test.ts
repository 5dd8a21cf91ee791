import { activities, contributions } from '@portal/db';
import { BULK_IMPORT_MAX_BYTES } from '@portal/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { toContributionRecord } from '../../src/records/data/contributions';
import { bulkContributionsTemplate } from '../../src/records/exports';
import { type Browser, expectTRPCError } from '../support/harness';
import { useRecordsWorld } from './records-fixture';

const world = useRecordsWorld();

const HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,name,address1,city,state,zip,paymentMethod';
const row = (date: string, amount: string, lastName = 'Lovelace') =>
  `${date},contribution,cash,${amount},matchable,individual,Ada,${lastName},,1 Main St,Portland,OR,97201,cash`;
const file = (...rows: string[]) => `${[HEADER, ...rows].join('\n')}\n`;

/** A file of these rows, imported by that browser into that campaign. */
const importRows = (browser: Browser, campaignId: number, ...lines: string[]) =>
  browser.call((api) =>
    api.contributions.bulkImport({ campaignId, fileName: 'a.csv', csvText: file(...lines) }),
  );

const countIn = async (campaignId: number) =>
  (
    await world.api.handle.db
      .select({ id: contributions.id })
      .from(contributions)
      .where(eq(contributions.campaignId, campaignId))
  ).length;

describe('contributions.bulkImport', () => {
  it('saves every row as a draft, keeping cents and the calendar dates written in the file', async () => {
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({
        campaignId: world.campaignId,
        fileName: 'march.csv',
        csvText: file(
          row('2024-03-01', '12.34'),
          row('3/7/2024', '"$1,000.05"'),
          row('12/31/2023', '0.10'),
        ),
      }),
    );
    if (!result.ok) throw new Error(result.issues.join('; '));
    expect(result.contributions.map((c) => [c.date, c.amount, c.status])).toEqual([
      ['2024-03-01', 12.34, 'draft'],
      ['2024-03-07', 1000.05, 'draft'],
      ['2023-12-31', 0.1, 'draft'],
    ]);
    const ids = result.contributions.map((c) => c.id);
    const stored = await world.api.handle.db
      .select({ amountCents: contributions.amountCents, date: contributions.date })
      .from(contributions)
      .where(inArray(contributions.id, ids));
    expect(stored.map((s) => s.amountCents).sort((a, b) => a - b)).toEqual([10, 1234, 100005]);
    const history = await world.api.handle.db
      .select({ contributionId: activities.contributionId, notes: activities.notes })
      .from(activities)
      .where(inArray(activities.contributionId, ids));
    expect(history).toHaveLength(3);
    expect(history[0]?.notes).toContain('Imported from march.csv');
  });

  it('saves nothing when any row is wrong, and names each problem by spreadsheet row', async () => {
    const before = await countIn(world.campaignId);
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({
        fileName: 'bad.csv',
        csvText: file(
          row('2024-03-01', '12.34'),
          row('2024-03-02', '1.234'),
          row('2024-03-03', '5', ''),
          row('2024-02-30', 'abc'),
        ),
      }),
    );
    expect(result).toEqual({
      ok: false,
      message: 'Could not upload CSV.',
      contributions: [],
      issues: [
        'Row 3: Amount: Amounts can have at most 2 decimals',
        'Row 4: Last Name: Last name is required.',
        'Row 5: Amount: Must be a number',
        'Row 5: Contribution Date: Contribution date is required',
      ],
    });
    expect(await countIn(world.campaignId)).toBe(before);
  });

  it('accepts the template as served, and refuses unknown columns', async () => {
    const template = await world.campaignAdmin.call((api) =>
      api.contributions.bulkImport({
        fileName: 'template.csv',
        csvText: bulkContributionsTemplate(),
      }),
    );
    expect(template.ok).toBe(true);
    const unknown = await world.campaignAdmin.call((api) =>
      api.contributions.bulkImport({
        fileName: 'x.csv',
        csvText: `${HEADER},favouriteColour\n${row('2024-03-01', '1')},blue\n`,
      }),
    );
    expect(unknown.ok ? [] : unknown.issues).toEqual(["Row 1: Unknown column 'favouriteColour'"]);
  });

  const padded = (bytes: number) => {
    const text = file(row('2024-03-01', '1'));
    return text + '\n'.repeat(Math.max(0, bytes - Buffer.byteLength(text)));
  };

  it.each([
    ['contributions.csv', 499_999, []],
    ['contributions.csv', 500_000, []],
    ['contributions.csv', 500_001, ['Max allowed size is 500KB']],
    ['contributions.txt', 100, ['Not a valid file type']],
  ])('%s of %i bytes: %j', async (fileName, bytes, issues) => {
    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({ fileName, csvText: padded(bytes) }),
    );
    expect(result.ok ? [] : result.issues).toEqual(issues);
  });

  it('refuses importing into another campaign and government admins not in edit mode', async () => {
    const before = await countIn(world.otherCampaignId);
    await expectTRPCError(
      importRows(world.campaignStaff, world.otherCampaignId, row('2024-03-01', '1')),
      'NOT_FOUND',
    );
    await expectTRPCError(
      importRows(world.governmentAdmin, world.campaignId, row('2024-03-01', '1')),
      'FORBIDDEN',
    );
    expect(await countIn(world.otherCampaignId)).toBe(before);
  });

  it('lets a government admin in edit mode import into the assumed campaign', async () => {
    const result = await importRows(
      world.assumingAdmin,
      world.campaignId,
      row('2024-05-01', '7.00'),
    );
    expect(result.ok && result.contributions.map((c) => c.campaignId)).toEqual([world.campaignId]);
    const [history] = await world.api.handle.db
      .select({ onBehalf: activities.onBehalfOfCampaignId })
      .from(activities)
      .where(
        and(
          eq(activities.contributionId, result.ok ? (result.contributions[0]?.id ?? 0) : 0),
          eq(activities.campaignId, world.campaignId),
        ),
      );
    expect(history?.onBehalf).toBe(world.campaignId);
  });
});

describe('contributions.bulkImport answer', () => {
  it('is each record as stored, read back by id, without its match', async () => {
    const result = await importRows(
      world.campaignStaff,
      world.campaignId,
      row('2024-05-01', '7.5', 'Answer'),
      row('5/2/2024', '19.99', 'Answers'),
    );
    if (!result.ok) throw new Error(result.issues.join('; '));
    const ids = result.contributions.map((c) => c.id);
    const stored = await world.api.handle.db
      .select()
      .from(contributions)
      .where(inArray(contributions.id, ids))
      .orderBy(asc(contributions.id));
    const campaignName = result.contributions[0]?.campaign.name ?? '';
    expect(result.contributions).toEqual(
      stored.map((row) =>
        toContributionRecord(
          { ...row, matchId: null, matchStrength: null, matchInPortland: null },
          campaignName,
        ),
      ),
    );
    expect(result.contributions[0]?.createdAt).toBeInstanceOf(Date);
  });
});

describe('contributions.bulkImport of the largest file the spec allows', () => {
  it('saves a 500KB file of template rows (past 65,535 bind parameters) in one go', async () => {
    const [header, example] = bulkContributionsTemplate().trimEnd().split(/\r?\n/);
    const rows: string[] = [];
    let size = Buffer.byteLength(`${header}\n`);
    while (size + Buffer.byteLength(`${example}\n`) <= BULK_IMPORT_MAX_BYTES) {
      rows.push(example ?? '');
      size += Buffer.byteLength(`${example}\n`);
    }
    const csvText = `${[header, ...rows].join('\n')}\n`;
    expect(Buffer.byteLength(csvText)).toBeLessThanOrEqual(BULK_IMPORT_MAX_BYTES);
    expect(rows.length).toBeGreaterThan(2_000);
    const before = await countIn(world.campaignId);

    const result = await world.campaignStaff.call((api) =>
      api.contributions.bulkImport({ campaignId: world.campaignId, fileName: 'full.csv', csvText }),
    );

    if (!result.ok) throw new Error(result.issues.slice(0, 3).join('; '));
    expect(result.contributions).toHaveLength(rows.length);
    expect(await countIn(world.campaignId)).toBe(before + rows.length);
  });
});
