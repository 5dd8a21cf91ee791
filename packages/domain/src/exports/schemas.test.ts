import { describe, expect, it } from 'vitest';
import { fieldErrorsFromZod } from '../forms/fields';
import { describeAnswers } from '../testing/answers';
import {
  bulkImportFileSchema,
  exportFileName,
  exportXmlFormSchema,
  filerIdSchema,
} from './schemas';

describe('exportXmlFormSchema', () => {
  it.each([
    [{ filerId: '' }, 'Filer Id is required'],
    [{ filerId: '  ' }, 'Filer Id is required'],
    [{}, 'Filer Id is required'],
    [{ filerId: 'PAC 12' }, 'Filer Id must be a number'],
    [{ filerId: '1234' }, null],
  ])('%j: %s', (input, message) => {
    // The modal says what the server would refuse before sending it.
    const result = exportXmlFormSchema.safeParse(input);
    expect(result.success).toBe(message === null);
    if (!result.success) expect(fieldErrorsFromZod(result.error)).toEqual({ filerId: message });
  });
});

describe('filerIdSchema', () => {
  it.each([
    ['1234', '1234'],
    [' 1234 ', '1234'],
    ['1', '1'],
    ['007', '007'],
    [1234, '1234'],
    [1, '1'],
    [Number.MAX_SAFE_INTEGER, '9007199254740991'],
  ])('reads %j as %j', (input, filerId) => {
    expect(filerIdSchema.parse(input)).toBe(filerId);
  });

  it.each([
    ['', 'Filer Id is required'],
    ['  ', 'Filer Id is required'],
    [undefined, 'Filer Id is required'],
    [null, 'Filer Id is required'],
    [true, 'Filer Id is required'],
    ['abc', 'Filer Id must be a number'],
    ['0', 'Filer Id must be a number'],
    ['-1', 'Filer Id must be a number'],
    ['12.5', 'Filer Id must be a number'],
    [0, 'Filer Id must be a number'],
    [-1, 'Filer Id must be a number'],
    [12.5, 'Filer Id must be a number'],
    // Past 2^53 a JSON number has already lost digits: it would name another filer.
    [Number.MAX_SAFE_INTEGER + 1, 'Filer Id must be a number'],
  ])('refuses %j: %s', (input, message) => {
    const result = filerIdSchema.safeParse(input);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([message]);
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
