import { describe, expect, it } from 'vitest';
import { parseBulkContributions } from '../../src/records/exports';

const HEADER =
  'date,type,subType,amount,oaeType,contributorType,firstName,lastName,address1,city,state,zip,paymentMethod,notes';
const row = (amount: string, notes = '') =>
  `2024-03-01,contribution,cash,${amount},matchable,individual,Ada,Lovelace,1 Main St,Portland,OR,97201,cash,${notes}`;

const issuesOf = (csvText: string) => {
  const result = parseBulkContributions(csvText, 1);
  return result.ok ? [] : result.issues;
};

describe('parseBulkContributions', () => {
  it('numbers rows as a spreadsheet does: blank lines count, a multi-line cell is one row', () => {
    const text = [HEADER, row('1', '"two\nlines"'), '', row('x'), ',,,', row('1.001')].join('\n');
    expect(issuesOf(text)).toEqual([
      'Row 4: Amount: Must be a number',
      'Row 6: Amount: Amounts can have at most 2 decimals',
    ]);
  });

  it('reads a file saved with a byte-order mark and Windows line ends', () => {
    const result = parseBulkContributions(`\ufeff${HEADER}\r\n${row('12.5')}\r\n`, 1);
    expect(
      result.ok && result.contributions.map(({ contribution }) => contribution.amount),
    ).toEqual([12.5]);
  });

  it('names the row where a quoted cell is never closed, and saves nothing', () => {
    const text = [HEADER, row('1'), '', row('2', '"unclosed'), row('3')].join('\n');
    expect(issuesOf(text)).toEqual(['Could not read the file: Row 4: Quoted field unterminated']);
  });

  it('reads a quote inside a cell that does not start with one as written', () => {
    const result = parseBulkContributions(
      `${HEADER}\n${row('1').replace('1 Main St', '1 Main St "Rear"')}\n`,
      1,
    );
    expect(result.ok && result.contributions[0]?.contribution.address1).toBe('1 Main St "Rear"');
  });

  it('refuses a row with more cells than the header, as a quote after a space splits a cell', () => {
    const text = [HEADER, row('1', 'thanks'), row('2', ' "Gift, thanks"'), row('3', '')].join('\n');
    expect(issuesOf(text)).toEqual([
      'Row 3: The row has more cells than the header row: check its commas and quotes',
    ]);
    // Empty cells past the header's last, as spreadsheets write them, are no problem.
    expect(issuesOf(`${HEADER}\n${row('1')},,\n`)).toEqual([]);
  });

  it.each([
    ['12.34', 1234],
    ['12.3', 1230],
    ['"$1,234.56"', 123456],
    ['0.01', 1],
    ['1000000', 100000000],
  ])('reads amount %s as exactly %i cents', (amount, cents) => {
    const result = parseBulkContributions(`${HEADER}\n${row(amount)}\n`, 1);
    expect(result.ok && Math.round((result.contributions[0]?.contribution.amount ?? 0) * 100)).toBe(
      cents,
    );
  });

  it.each([
    ['2024-03-01', '2024-03-01'],
    ['3/1/2024', '2024-03-01'],
    ['12/31/2024', '2024-12-31'],
    ['1/1/2025', '2025-01-01'],
  ])('keeps the calendar date %s as %s', (written, date) => {
    const result = parseBulkContributions(
      `${HEADER}\n${row('1').replace('2024-03-01', written)}\n`,
      1,
    );
    expect(result.ok && result.contributions[0]?.contribution.date).toBe(date);
  });

  it.each(['2/30/2024', '2024-13-01', '31/12/2024', 'tomorrow'])(
    'refuses the date %s',
    (written) => {
      expect(issuesOf(`${HEADER}\n${row('1').replace('2024-03-01', written)}\n`)).toEqual([
        'Row 2: Contribution Date: Contribution date is required',
      ]);
    },
  );

  it('reads select columns by stored value or by the label the form shows', () => {
    const text = `${HEADER}\n${row('1').replace('contribution,cash', 'Contribution,In-Kind Contribution').replace(',cash,', ',,')}\n`;
    expect(issuesOf(text)).toEqual(['Row 2: In-Kind Type: Inkind type is required']);
  });

  it('refuses a file without rows', () => {
    expect(issuesOf(`${HEADER}\n`)).toEqual(['The file has no contributions']);
  });
});
