import { stringify } from 'csv-stringify/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type CsvColumn, csvChunks, csvField, csvLines } from '../../src/shared/csv-cells';

/**
 * The library the export used to write with, kept as the reference for the hand-written lines,
 * told to quote every line break as RFC 4180 asks (by default it left a lone LF or CR bare).
 */
const reference = (rows: string[][]) =>
  stringify(rows, { record_delimiter: 'windows', quoted_match: /[\r\n]/ });

// Text rich in what CSV treats specially: quotes, commas, both line breaks, formula starts, blanks.
const cellText = fc.oneof(
  fc.string({ unit: fc.constantFrom('"', ',', '\r', '\n', ' ', 'a', '=', '-', "'", '\t', 'é') }),
  fc.string({ unit: 'grapheme' }),
  fc.constant(''),
);
const rows = fc.array(fc.array(cellText, { minLength: 1, maxLength: 6 }), {
  minLength: 1,
  maxLength: 8,
});

describe('hand-written CSV lines', () => {
  it('equal csv-stringify byte for byte', () => {
    fc.assert(
      fc.property(rows, (table) => {
        expect(csvLines(table)).toBe(reference(table));
      }),
      { numRuns: 500 },
    );
  });

  it('quote only fields that need it', () => {
    expect(csvField('plain')).toBe('plain');
    expect(csvField('')).toBe('');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\r\nlines')).toBe('"two\r\nlines"');
    // A note typed on two lines stays one cell in a spreadsheet.
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('cr\r')).toBe('"cr\r"');
  });

  it('stream the same text as the reference, batch by batch', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.tuple(cellText, cellText), { maxLength: 5 }), { maxLength: 4 }),
        async (batches) => {
          const columns: CsvColumn<[string, string]>[] = [
            { header: 'First', cell: (row) => row[0] },
            { header: 'Second, quoted', cell: (row) => row[1] },
          ];
          let text = '';
          for await (const chunk of csvChunks(columns, batches)) text += chunk;
          const expected = reference([['First', 'Second, quoted'], ...batches.flat()]);
          expect(text).toBe(expected);
        },
      ),
      { numRuns: 200 },
    );
  });
});
