import { describe, expect, it } from 'vitest';
import {
  contributionEntry,
  expenditureEntry,
  type OrestarEntry,
  orestarDocuments,
} from '../../src/records/exports';
import { contributionRow, expenditureRow } from './export-rows';
import { expectValidOrestar as expectValid } from './xsd';

const count = (xml: string, pattern: RegExp) => xml.match(pattern)?.length ?? 0;

describe('ORESTAR XML export', () => {
  it('validates against the state schema for every contribution subtype and contributor type', async () => {
    const entries: OrestarEntry[] = [
      contributionRow({ id: 1 }),
      contributionRow({
        id: 2,
        contributorType: 'business',
        firstName: null,
        lastName: null,
        name: "O'Brien & Sons <Holdings>",
        occupation: null,
        employerName: null,
        phoneType: 'work',
      }),
      contributionRow({
        id: 3,
        contributorType: 'political_committee',
        name: 'Friends of Parks',
        subType: 'inkind_contribution',
        paymentMethod: null,
        checkNumber: null,
        inKindType: 'postage',
        inKindDescription: 'Stamps for the mailer',
      }),
      contributionRow({ id: 4, type: 'other', subType: 'item_refund', paymentMethod: 'debit' }),
      contributionRow({
        id: 5,
        occupation: 'Not Employed',
        employerName: null,
        occupationLetterDate: '2024-02-29',
        state: 'Foreign',
        zip: 'SW1A 1AA',
        email: 'not an email',
        checkNumber: 'A-17',
        notes: 'x'.repeat(1500),
        firstName: 'Maximiliana-Josephine',
      }),
      contributionRow({ id: 6, occupation: 'Self Employed', zip: '97201-1234' }),
      contributionRow({ id: 7, subType: 'inkind_paid_supervision', paymentMethod: 'money_order' }),
    ].map(contributionEntry);
    const [document] = await orestarDocuments('12345', [entries]);
    if (!document) throw new Error('no document');
    await expectValid(document);
    expect(document).toContain(
      "<business-name>O'Brien &amp; Sons &lt;Holdings&gt;</business-name>",
    );
    expect(document).toContain('<date>2024-03-01</date>');
    expect(document).toContain('<amount>12.34</amount>');
  });

  it('validates expenditures of every type and payee type', async () => {
    const entries = [
      expenditureRow({ id: 1 }),
      expenditureRow({ id: 2, payeeType: 'individual', name: 'Grace Brewster Hopper' }),
      expenditureRow({ id: 3, payeeType: 'individual', name: 'Cher' }),
      expenditureRow({
        id: 4,
        type: 'expenditure',
        subType: 'personal_expenditure',
        dateOriginalTransaction: '2024-01-15',
        vendorForOriginalPurchase: 'Corner Store',
        purpose: 'personal_reimbursement',
      }),
      expenditureRow({ id: 5, type: 'other', subType: 'cash_balance_adjustment', purpose: null }),
      expenditureRow({
        id: 6,
        type: 'other_disbursement',
        subType: 'refund_of_expenditure',
        payeeType: 'political_party',
        address1: null,
        city: null,
        state: null,
        zip: null,
      }),
    ].map(expenditureEntry);
    const [document] = await orestarDocuments('12345', [entries]);
    if (!document) throw new Error('no document');
    await expectValid(document);
    expect(document).toContain('<sub-type>RT</sub-type>');
  });

  it('writes one contact per donor per document, with ids of at most 30 characters', async () => {
    const entries = [1, 2, 3]
      .map((id) => contributionRow({ id }))
      .concat(contributionRow({ id: 4, firstName: 'Grace', lastName: 'Hopper' }))
      .map(contributionEntry);
    const [document] = await orestarDocuments('12345', [entries]);
    expect(count(document ?? '', /<contact id=/g)).toBe(2);
    expect(count(document ?? '', /<transaction id=/g)).toBe(4);
    for (const match of (document ?? '').matchAll(/<contact-id>([^<]*)<\/contact-id>/g))
      expect(match[1]?.length).toBeLessThanOrEqual(30);
  });

  it('splits 2,001 transactions into two valid documents of 2,000 and 1', async () => {
    const rows = Array.from({ length: 2001 }, (_, index) =>
      contributionRow({ id: index + 1, lastName: `Donor${index % 2500}` }),
    );
    const documents = await orestarDocuments('12345', [
      rows.slice(0, 700).map(contributionEntry),
      rows.slice(700).map(contributionEntry),
    ]);
    expect(documents).toHaveLength(2);
    expect(documents.map((xml) => count(xml, /<transaction id=/g))).toEqual([2000, 1]);
    expect(documents.map((xml) => count(xml, /<contact id=/g))).toEqual([2000, 1]);
    for (const xml of documents) await expectValid(xml);
  });

  it('makes no document when there is nothing to export', async () => {
    expect(await orestarDocuments('12345', [[]])).toEqual([]);
  });
});
