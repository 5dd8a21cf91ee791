import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { describeAnswers } from '../testing/answers';
import { bulkImportFileSchema, exportFileName, exportXmlFormSchema } from './schemas';

describe('exportXmlFormSchema', () => {
  it.each([
    [{ filerId: '' }, false],
    [{ filerId: '  ' }, false],
    [{}, false],
    [{ filerId: '1234' }, true],
  ])('%j valid: %s', (input, valid) => {
    const result = exportXmlFormSchema.safeParse(input);
    expect(result.success).toBe(valid);
    if (!result.success)
      expect(fieldErrorsFromZod(result.error)).toEqual({ filerId: 'Filer Id is required' });
  });
});

describe('bulkImportFileSchema', () => {
  const file = (type: string, size: number) => ({ name: 'contributions.csv', type, size });

  it.each([
    [file('text/csv', 499_999), []],
    [file('text/csv', 500_000), []],
    [file('text/csv', 500_001), ['Max allowed size is 500KB']],
    [file('application/pdf', 10), ['Not a valid file type']],
    [file('', 600_000), ['Not a valid file type', 'Max allowed size is 500KB']],
    [null, ['CSV file is required']],
    [undefined, ['CSV file is required']],
  ])('%j gives %j', (input, messages) => {
    const result = bulkImportFileSchema.safeParse(input);
    expect(result.success ? [] : result.error.issues.map((issue) => issue.message)).toEqual(
      messages,
    );
  });
});

describeAnswers(
  'exportFileName',
  [
    ['contributions', 'csv', 'contributions-download-1700000000000.csv'],
    ['expenditures', 'xml', 'expenditures-download-1700000000000.xml'],
  ],
  (kind, format) => exportFileName(kind, format, 1_700_000_000_000),
);
