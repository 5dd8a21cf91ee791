import { describe, expect, it } from 'vitest';
import type { Role } from '../enums/lists';
import { DomainError } from '../errors/domain-error';
import { describeAnswers } from '../testing/answers';
import { effectiveRole } from './actor';
import { assertFieldsEditable } from './fields';
import { CONTRIBUTION_KIND, EXPENDITURE_KIND } from './kinds';
import { moneyRecordPayload, moneyRecordPayloadWith } from './payload';
import { type DetailReadOnlyInput, isDetailReadOnly } from './read-only';

describeAnswers(
  'effectiveRole',
  [
    ['government_admin', true, 'campaign_admin'],
    ['government_admin', false, 'government_admin'],
    ['campaign_staff', true, 'campaign_staff'],
    ['campaign_admin', false, 'campaign_admin'],
  ],
  (role, assumed) => effectiveRole({ role, assumed }),
);

describe('isDetailReadOnly', () => {
  it.each([
    ['contribution', 'draft', 'campaign_staff', false, false],
    ['contribution', 'awaiting', 'campaign_admin', false, false],
    ['contribution', 'out_of_compliance', 'campaign_admin', false, false],
    ['contribution', 'submitted', 'campaign_admin', false, true],
    ['contribution', 'processed', 'campaign_staff', false, true],
    ['contribution', 'archived', 'campaign_staff', false, true],
    ['contribution', 'draft', 'government_admin', false, true],
    ['contribution', 'submitted', 'government_admin', true, false],
    ['contribution', 'processed', 'government_admin', true, false],
    ['contribution', 'archived', 'government_admin', true, true],
    ['expenditure', 'draft', 'campaign_staff', false, false],
    ['expenditure', 'submitted', 'campaign_staff', false, true],
    ['expenditure', 'in_compliance', 'campaign_admin', false, true],
    ['expenditure', 'out_of_compliance', 'campaign_admin', false, true],
    ['expenditure', 'archived', 'campaign_admin', false, true],
    ['expenditure', 'in_compliance', 'government_admin', false, true],
    ['expenditure', 'in_compliance', 'government_admin', true, false],
  ] as const)(
    '%s %s for %s (assumed %s) read-only: %s',
    (kind, status, role, assumed, readOnly) => {
      expect(isDetailReadOnly({ kind, status, role, assumed } as DetailReadOnlyInput)).toBe(
        readOnly,
      );
    },
  );
});

describe('assertFieldsEditable', () => {
  const input = (
    role: Role,
    assumed: boolean,
    status: 'draft' | 'submitted' | 'archived',
  ): DetailReadOnlyInput => ({ kind: 'contribution', role, assumed, status });

  it.each([
    [input('campaign_staff', false, 'draft'), ['amount', 'notes', 'status', 'id']],
    [input('government_admin', false, 'submitted'), ['compliant', 'matchAmount', 'status']],
    [input('government_admin', false, 'draft'), ['matchId', 'matchStrength']],
    [input('government_admin', true, 'submitted'), ['amount']],
    [input('campaign_admin', false, 'archived'), ['status']],
  ])('allows %j to change %j', (who, fields) => {
    expect(() => assertFieldsEditable(who, fields)).not.toThrow();
  });

  it.each([
    [
      input('campaign_admin', false, 'draft'),
      ['compliant'],
      'FORBIDDEN',
      'Only a government admin',
    ],
    [
      input('government_admin', true, 'submitted'),
      ['matchAmount'],
      'FORBIDDEN',
      'Only a government admin',
    ],
    [input('government_admin', false, 'submitted'), ['amount'], 'FORBIDDEN', 'Turn on edit mode'],
    [
      input('campaign_admin', false, 'submitted'),
      ['amount'],
      'INVALID_TRANSITION',
      'A submitted contribution cannot be edited',
    ],
    [
      input('government_admin', true, 'archived'),
      ['notes'],
      'INVALID_TRANSITION',
      'An archived contribution cannot be edited',
    ],
  ] as const)('refuses %j changing %j (%s)', (who, fields, code, message) => {
    try {
      assertFieldsEditable(who, fields);
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      expect((error as DomainError).code).toBe(code);
      expect((error as DomainError).message).toContain(message);
    }
  });
});

describe('moneyRecordPayloadWith', () => {
  const record = { date: '2024-03-01', type: 'contribution', subType: 'cash', amount: 12.345 };
  const spread = (fields: object) => ({
    ...moneyRecordPayload(record, CONTRIBUTION_KIND),
    ...fields,
  });

  it('is the shared fields and then the kind’s own, keys in that order, as a spread gives them', () => {
    const fields = { oaeType: 'matchable', notes: null, zip: '' };
    const payload = moneyRecordPayloadWith(record, CONTRIBUTION_KIND, fields);
    expect(payload).toEqual(spread(fields));
    expect(Object.keys(payload)).toEqual([
      'date',
      'type',
      'subType',
      'amount',
      'oaeType',
      'notes',
      'zip',
    ]);
    expect(payload.amount).toBe(12.35);
  });

  it('lets a field of the kind replace a shared one in its place, as a spread does', () => {
    const payload = moneyRecordPayloadWith(record, EXPENDITURE_KIND, {
      type: 'other',
      purpose: 'x',
    });
    expect(Object.entries(payload)).toEqual(
      Object.entries(spread({ type: 'other', purpose: 'x' })),
    );
  });
});
