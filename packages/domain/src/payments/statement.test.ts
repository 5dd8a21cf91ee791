import { describe, expect, it } from 'vitest';
import { statementLines } from './statement';

describe('statementLines', () => {
  it('keeps a running total against the cap: offsets first, then matches by date', () => {
    const lines = statementLines({
      capCents: 50_000,
      openingPaidCents: 20_000,
      entries: [
        { kind: 'paid', runId: 2, contributionId: 9, date: '2024-03-02', cents: 18_000 },
        {
          kind: 'held_back',
          runId: 2,
          contributionId: 7,
          date: '2024-03-01',
          cents: 18_000,
          reason: 'cap_reached',
        },
        {
          kind: 'offset',
          runId: null,
          contributionId: 3,
          date: '2024-03-05',
          cents: 2_000,
          reason: 'refunded',
        },
        { kind: 'paid', runId: 2, contributionId: 8, date: '2024-03-01', cents: 9_000 },
      ],
    });
    expect(
      lines.map((line) => [
        line.kind,
        line.contributionId,
        line.runningPaidCents,
        line.capRemainingCents,
        line.reasonLabel,
      ]),
    ).toEqual([
      ['offset', 3, 18_000, 32_000, 'Refunded after payment'],
      ['held_back', 7, 18_000, 32_000, 'Cap reached'],
      ['paid', 8, 27_000, 23_000, null],
      ['paid', 9, 45_000, 5_000, null],
    ]);
  });
});
