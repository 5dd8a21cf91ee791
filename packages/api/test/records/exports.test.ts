import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { CONTRIBUTION_CSV_COLUMNS, EXPENDITURE_CSV_COLUMNS } from '../../src/records/exports';
import { expectFieldErrors, expectTRPCError } from '../support/harness';
import { contributionInput, expenditureInput } from './record-inputs';
import { useRecordsWorld } from './records-fixture';
import { expectValidOrestar } from './xsd';

const world = useRecordsWorld();

const readCsv = async (chunks: AsyncIterable<string>) => {
  let text = '';
  for await (const chunk of chunks) text += chunk;
  return parse(text) as string[][];
};

const column = (rows: string[][], header: string) => {
  const index = rows[0]?.indexOf(header) ?? -1;
  expect(index, header).toBeGreaterThanOrEqual(0);
  return rows.slice(1).map((row) => row[index]);
};

describe('exports', () => {
  it('seeds records of two campaigns', async () => {
    await world.campaignStaff.call(async (api) => {
      await api.contributions.create(contributionInput(world.campaignId));
      await api.contributions.create(
        contributionInput(world.campaignId, {
          date: '2024-03-05',
          amount: 1000.05,
          contributorType: 'business',
          firstName: null,
          lastName: null,
          name: '=HYPERLINK("http://evil","O\'Brien & Sons")',
          address1: '+1 Main St',
          notes: '@SUM(A1:A9)',
        }),
      );
      await api.contributions.create(contributionInput(world.campaignId, { date: '2024-04-01' }));
      await api.expenditures.create(expenditureInput(world.campaignId, { notes: '-2+3' }));
    });
    await world.otherStaff.call(async (api) => {
      await api.contributions.create(
        contributionInput(world.otherCampaignId, { firstName: 'Othercampaign' }),
      );
    });
  });

  describe('CSV', () => {
    it('has a header of readable names and every contribution of the caller’s campaign only', async () => {
      const rows = await world.campaignStaff.call(async (api) =>
        readCsv(await api.contributions.exportCsv({ sort: { field: 'date', direction: 'ASC' } })),
      );
      expect(rows[0]).toEqual(CONTRIBUTION_CSV_COLUMNS.map((c) => c.header));
      expect(rows[0]).toContain('Contribution Date');
      expect(column(rows, 'Contribution Date')).toEqual(['2024-03-01', '2024-03-05', '2024-04-01']);
      expect(column(rows, 'Amount')).toEqual(['12.34', '1000.05', '12.34']);
      expect(column(rows, 'First Name')).not.toContain('Othercampaign');
    });

    it('neutralises spreadsheet formulas with a leading apostrophe, keeping the text', async () => {
      const rows = await world.campaignStaff.call(async (api) =>
        readCsv(await api.contributions.exportCsv({ sort: { field: 'date', direction: 'ASC' } })),
      );
      expect(column(rows, 'Entity Name')[1]).toBe('\'=HYPERLINK("http://evil","O\'Brien & Sons")');
      expect(column(rows, 'Street Address')[1]).toBe("'+1 Main St");
      expect(column(rows, 'Notes')[1]).toBe("'@SUM(A1:A9)");
    });

    it('applies the list filters', async () => {
      const rows = await world.campaignStaff.call(async (api) =>
        readCsv(
          await api.contributions.exportCsv({
            filter: { from: '2024-03-02', to: '2024-03-31', status: 'Draft' },
          }),
        ),
      );
      expect(column(rows, 'Contribution Date')).toEqual(['2024-03-05']);
      const none = await world.campaignStaff.call(async (api) =>
        readCsv(await api.contributions.exportCsv({ filter: { status: 'Submitted' } })),
      );
      expect(none).toHaveLength(1);
    });

    it('never gives a campaign user another campaign’s rows, even when asked by id', async () => {
      const rows = await world.campaignStaff.call(async (api) =>
        readCsv(await api.contributions.exportCsv({ campaignId: world.otherCampaignId })),
      );
      expect(rows).toHaveLength(1);
    });

    it('gives a government admin every campaign of their government, and nothing to another government', async () => {
      const rows = await world.governmentAdmin.call(async (api) =>
        readCsv(await api.contributions.exportCsv({})),
      );
      expect(new Set(column(rows, 'Campaign')).size).toBe(2);
      expect(rows).toHaveLength(5);
      const foreign = await world.foreignGovernmentAdmin.call(async (api) =>
        readCsv(await api.contributions.exportCsv({})),
      );
      expect(foreign).toHaveLength(1);
    });

    it('needs a session', async () => {
      await expectTRPCError(
        world.api.browser().call((api) => api.contributions.exportCsv({})),
        'UNAUTHORIZED',
      );
    });
  });

  describe('expenditures', () => {
    it('export every field as CSV, formulas neutralised, only the caller’s campaign', async () => {
      await world.otherStaff.call((api) =>
        api.expenditures.create(expenditureInput(world.otherCampaignId, { name: 'Other Payee' })),
      );
      const rows = await world.campaignStaff.call(async (api) =>
        readCsv(await api.expenditures.exportCsv({})),
      );
      expect(rows[0]).toEqual(EXPENDITURE_CSV_COLUMNS.map((c) => c.header));
      expect(column(rows, 'Notes')).toEqual(["'-2+3"]);
      expect(column(rows, 'Amount')).toEqual(['45.67']);
      expect(column(rows, 'Expenditure Date')).toEqual(['2024-04-02']);
      expect(column(rows, 'Payee Name')).not.toContain('Other Payee');
    });

    it('export as valid ORESTAR documents', async () => {
      const { documents } = await world.governmentAdmin.call((api) =>
        api.expenditures.exportXml({ filerId: '4321' }),
      );
      expect(documents[0]?.fileName).toMatch(/^expenditures-download-.*\.xml$/);
      const xml = documents[0]?.xml ?? '';
      await expectValidOrestar(xml);
      expect(xml.match(/<transaction id=/g)).toHaveLength(2);
    });
  });

  describe('XML for ORESTAR', () => {
    it.each([
      [{ filerId: ' ' }, 'Filer Id is required'],
      [{}, 'Filer Id is required'],
      [{ filerId: 'abc' }, 'Filer Id must be a number'],
      [{ filerId: '0' }, 'Filer Id must be a number'],
      [{ filerId: 0 }, 'Filer Id must be a number'],
      [{ filerId: 12.5 }, 'Filer Id must be a number'],
      [{ filerId: null }, 'Filer Id is required'],
    ])('%j is refused: %s', async (input, message) => {
      await expectFieldErrors(
        world.campaignStaff.call((api) =>
          api.contributions.exportXml(input as { filerId: string }),
        ),
        { filerId: message },
      );
    });

    it('exports the filtered list as a valid document of the caller’s campaign only', async () => {
      const { documents } = await world.campaignStaff.call((api) =>
        api.contributions.exportXml({ filerId: '4321', filter: { from: '2024-03-02' } }),
      );
      expect(documents).toHaveLength(1);
      const [document] = documents;
      expect(document?.fileName).toMatch(/^contributions-download-[0-9T-]+Z\.xml$/);
      const xml = document?.xml ?? '';
      await expectValidOrestar(xml);
      expect(xml.match(/<transaction id=/g)).toHaveLength(2);
      expect(xml).toContain("O'Brien &amp; Sons");
      expect(xml).not.toContain('Othercampaign');
    });

    it('takes the Filer Id as a JSON number too (a positive integer)', async () => {
      const { documents } = await world.campaignStaff.call((api) =>
        api.contributions.exportXml({ filerId: 1234, all: true }),
      );
      const xml = documents[0]?.xml ?? '';
      await expectValidOrestar(xml);
      expect(xml).toContain('filer-id="1234"');
    });

    it('with all, ignores the filters but not the caller’s scope', async () => {
      const { documents } = await world.campaignStaff.call((api) =>
        api.contributions.exportXml({ filerId: '4321', all: true, filter: { from: '2030-01-01' } }),
      );
      const xml = documents[0]?.xml ?? '';
      expect(xml.match(/<transaction id=/g)).toHaveLength(3);
      expect(xml).not.toContain('Othercampaign');
    });
  });
});
