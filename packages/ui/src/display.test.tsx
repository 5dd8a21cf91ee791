import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '../test/render';
import { DateText } from './dates/DateText';
import { Money } from './money/Money';
import { StatusBadge } from './status/StatusBadge';

describe('display components', () => {
  it.each([
    ['out_of_compliance', 'Out Of Compliance'],
    ['Draft', 'Draft'],
    ['in_compliance', 'In Compliance'],
  ])('StatusBadge shows %s as %s', (status, text) => {
    renderWithMantine(<StatusBadge status={status} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    [0, '$0.00'],
    [123_456, '$1,234.56'],
    [-2_500, '-$25.00'],
  ])('Money shows %i cents as %s', (cents, text) => {
    renderWithMantine(<Money cents={cents} />);
    expect(screen.getByText(text)).toBeTruthy();
  });

  it.each([
    // Winter (UTC-8) and summer (UTC-7); 05:00 UTC on 1 March is still 29 February in Portland.
    ['2024-01-15T20:07:00Z', 'activity', '01-15-2024 @ 12:07PM'],
    ['2024-07-04T16:30:00Z', 'activity', '07-04-2024 @ 09:30AM'],
    ['2024-03-01T05:00:00Z', 'lastEdited', '02-29-24 09:00 PM'],
  ] as const)('DateText shows %s in the %s format as %s', (moment, format, text) => {
    renderWithMantine(<DateText value={moment} format={format} />);
    const time = screen.getByText(text);
    expect(time.getAttribute('datetime')).toBe(new Date(moment).toISOString());
  });
});
