import { MantineProvider } from '@mantine/core';
import { initialDashboardFilters } from '@portal/domain';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FilterBar } from './FilterBar';

const renderBar = (startDate: string | null, endDate: string | null) =>
  render(
    <MantineProvider>
      <FilterBar
        filters={{ ...initialDashboardFilters(), startDate, endDate }}
        campaigns={[]}
        onChange={() => undefined}
      />
    </MantineProvider>,
  );

describe('[public] dashboard filters', () => {
  it.each([
    ['2024-03-10', '2024-03-09', true],
    ['2024-03-10', '2024-03-10', false],
    [null, '2024-03-09', false],
  ])('From %s and To %s: says the range is not valid: %s', (from, to, refused) => {
    renderBar(from, to);
    expect(screen.queryByText('Range is not valid') !== null).toBe(refused);
  });
});

describe('[public] dashboard filters: the two "All" controls', () => {
  it('the participation choice and the All button each say what they are', () => {
    renderBar(null, null);
    const participation = screen.getByRole('radiogroup', { name: 'Participation' });
    expect(participation.textContent).toContain('All');
    const allButtons = screen.getAllByRole('button', { name: /^All\b/ });
    expect(allButtons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'All: show participants and non-participants',
    ]);
  });
});
