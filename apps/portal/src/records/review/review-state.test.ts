import { describe, expect, it } from 'vitest';
import {
  complianceStateText,
  type HistoryLine,
  latestOutOfComplianceDecision,
  NOT_REVIEWED,
} from './review-state';

describe('complianceStateText', () => {
  it.each([
    [{ status: 'submitted', compliant: null }, NOT_REVIEWED],
    [{ status: 'draft' }, NOT_REVIEWED],
    [{ status: 'processed', compliant: true }, 'In Compliance'],
    [{ status: 'processed', compliant: false }, 'Out of Compliance'],
    [{ status: 'out_of_compliance', compliant: false }, 'Out of Compliance'],
    [{ status: 'out_of_compliance' }, 'Out of Compliance'],
    [{ status: 'in_compliance' }, 'In Compliance'],
  ])('%o reads %s', (record, text) => {
    expect(complianceStateText(record)).toBe(text);
  });
});

const line = (notes: string, name = 'Greta Gov'): HistoryLine => ({
  notes,
  createdAt: '2024-03-05T18:00:00Z',
  actor: { id: 1, name } as { name: string },
  onBehalfOfCampaign: null,
});

describe('latestOutOfComplianceDecision', () => {
  it('reads the reason and the author of the newest Out of Compliance line', () => {
    const decision = latestOutOfComplianceDecision([
      line('Greta Gov changed zip from 97201 to 97202 on contribution #42.'),
      line('Greta Gov marked contribution #42 out of compliance: Over Limit. Gave twice.'),
      line('Olga Old marked contribution #42 out of compliance: Older reason.', 'Olga Old'),
    ]);
    expect(decision?.reason).toBe('Over Limit. Gave twice');
    expect(decision?.line.actor?.name).toBe('Greta Gov');
  });

  it('keeps a reason written over several lines', () => {
    const decision = latestOutOfComplianceDecision([
      line('Greta Gov marked expenditure #51 out of compliance: First line\nsecond line.'),
    ]);
    expect(decision?.reason).toBe('First line\nsecond line');
  });

  it('has no reason when none was given, and no decision without such a line', () => {
    expect(
      latestOutOfComplianceDecision([line('Greta Gov marked contribution #42 out of compliance.')])
        ?.reason,
    ).toBeNull();
    expect(
      latestOutOfComplianceDecision([line('Greta Gov marked contribution #42 in compliance.')]),
    ).toBeNull();
  });
});
