import { describe, expect, it } from 'vitest';
import { parseOffice } from '../enums/places';
import { describeAnswers } from '../testing/answers';
import { readOrestarExportHeader, readOrestarExportRow } from './orestar-export';

const HEADER =
  'Tran Id,Original Id,Tran Date,Tran Status,Filer,Contributor/Payee,Sub Type,Amount,Aggregate Amount,Contributor/Payee Committee ID,Filer Id,Attest By Name,Attest Date,Review By Name,Review Date,Due Date,Occptn Ltr Date,Pymt Sched Txt,Purp Desc,Intrst Rate,Check Nbr,Tran Stsfd Ind,Filed By Name,Filed Date,Addr book Agent Name,Book Type,Title Txt,Occptn Txt,Emp Name,Emp City,Emp State,Employ Ind,Self Employ Ind,Addr Line1,Addr Line2,City,State,Zip,Zip Plus Four,County,Purpose Codes,Exp Date'.split(
    ',',
  );

const header = readOrestarExportHeader(HEADER);
if (!header.ok) throw new Error(header.message);
const { layout } = header;

const row = (values: Partial<Record<string, string>>) => {
  const cells = HEADER.map(() => '');
  const defaults: Record<string, string> = {
    'Tran Id': '3400101',
    'Original Id': '3400101',
    'Tran Date': '03/14/2024',
    Filer: 'Friends of Pat Lee',
    'Contributor/Payee': 'Rivera Maria',
    'Sub Type': 'Cash Contribution',
    Amount: '250.00',
    'Filer Id': '21345',
    'Book Type': 'Individual',
    'Addr Line1': '1200 SE Morrison St',
    City: 'Portland',
    State: 'or',
    Zip: '97214',
  };
  for (const [column, value] of Object.entries({ ...defaults, ...values }))
    cells[HEADER.indexOf(column)] = value ?? '';
  return readOrestarExportRow(cells, layout);
};

describe('readOrestarExportHeader', () => {
  it('finds the columns in any order and case', () => {
    const shuffled = [...HEADER].reverse().map((name) => name.toUpperCase());
    expect(readOrestarExportHeader(shuffled).ok).toBe(true);
  });

  it('names every missing column', () => {
    expect(readOrestarExportHeader(['Tran Id', 'Amount'])).toMatchObject({
      ok: false,
      message: expect.stringContaining('"Original Id", "Tran Date"'),
    });
  });
});

describe('readOrestarExportRow', () => {
  it('reads a cash contribution in cents on its calendar date', () => {
    expect(row({})).toEqual({
      kind: 'contribution',
      contribution: expect.objectContaining({
        tranId: 3400101,
        originalTranId: 3400101,
        filerId: '21345',
        committeeName: 'Friends of Pat Lee',
        date: '2024-03-14',
        amountCents: 25000,
        contributionSubType: 'cash',
        contributorType: 'individual',
        state: 'OR',
        zip: '97214',
        address2: null,
      }),
    });
  });

  it.each([
    ['Cash Contribution', 'cash'],
    ['In-Kind Contribution', 'inkind_contribution'],
    ['In-Kind/Forgiven Account Payable', 'inkind_forgiven_account'],
    ['In-Kind / Forgiven Personal Expenditures', 'inkind_forgiven_personal'],
  ])('loads %s as %s', (subType, stored) => {
    expect(row({ 'Sub Type': subType })).toMatchObject({
      kind: 'contribution',
      contribution: { contributionSubType: stored },
    });
  });

  it.each([
    'Cash Expenditure',
    'Personal Expenditure for Reimbursement',
    'Loan Received (Non-Exempt)',
  ])('skips %s', (subType) => {
    expect(row({ 'Sub Type': subType, Amount: 'not checked' })).toEqual({ kind: 'skipped' });
  });

  it.each([
    ['Business Entity', 'business'],
    ['Political Committee', 'political_committee'],
    ['Labor Organization', 'labor'],
    ['Other', 'other'],
    ['Something new', 'other'],
  ])('maps the book type %s to %s', (bookType, contributorType) => {
    expect(row({ 'Book Type': bookType })).toMatchObject({ contribution: { contributorType } });
  });

  it('takes a blank Original Id as an original', () => {
    expect(row({ 'Original Id': '' })).toMatchObject({ contribution: { originalTranId: 3400101 } });
  });

  it.each([
    [{ 'Tran Id': 'abc' }, 'Tran Id must be a positive whole number'],
    [{ 'Tran Id': '0' }, 'Tran Id must be a positive whole number'],
    [{ 'Tran Id': '1234567890123456' }, 'Tran Id must be a positive whole number'],
    [{ 'Original Id': '-4' }, 'Original Id must be a positive whole number'],
    [{ 'Tran Date': '2024-13-01' }, 'Tran Date must be a date written MM/DD/YYYY'],
    [{ 'Tran Date': '02/30/2024' }, 'Tran Date must be a date written MM/DD/YYYY'],
    [{ Amount: '12.345' }, 'Amount must be an amount of dollars with at most 2 decimals'],
    [{ Amount: '-5.00' }, 'Amount must be between $0 and $10,000,000'],
    [{ Amount: '10000000.01' }, 'Amount must be between $0 and $10,000,000'],
    [{ 'Filer Id': '' }, 'Filer Id is required'],
    [{ 'Sub Type': '' }, 'Sub Type is required'],
    [{ City: 'x'.repeat(301) }, 'City is longer than 300 characters'],
  ])('refuses %o: %s', (values, problem) => {
    expect(row(values)).toEqual({ kind: 'bad', problems: expect.arrayContaining([problem]) });
  });

  it('accepts the amount limit itself', () => {
    expect(row({ Amount: '10,000,000.00' })).toMatchObject({ kind: 'contribution' });
  });
});

describeAnswers(
  'parseOffice',
  [
    ['mayor', 'Mayor'],
    ['MAYOR', 'Mayor'],
    ['Councilor District 2', 'Councilor District 2'],
    ['councilor_district_3', 'Councilor District 3'],
    [' auditor ', 'Auditor'],
    ['governor', null],
    ['', null],
  ],
  (text) => parseOffice(text),
);
