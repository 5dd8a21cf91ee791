import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignStaff } from '../test/fixtures';
import { inputLabelled } from '../test/inputs';
import { contributionRecord } from '../test/records-fixtures';
import { renderApp } from '../test/render-app';
import { type AddressSuggestion, knownAddressProvider } from './address-suggestions';

const oak: AddressSuggestion = { address1: '12 Oak St', city: 'Salem', state: 'OR', zip: '97301' };
const elm: AddressSuggestion = {
  address1: '4 Elm Ave',
  city: 'Portland',
  state: 'OR',
  zip: '97201',
};

describe('[contributions] street address suggestions', { timeout: 60_000 }, () => {
  it.each([
    ['O', []],
    ['Oa', [oak]],
    ['oak st', [oak]],
    ['  ELM ', [elm]],
    ['Pine', []],
  ] as const)('typing %j suggests %j', (text, expected) => {
    expect(knownAddressProvider.suggest(text, [oak, elm])).toEqual(expected);
  });

  it('fills street, city, state and zip from an address of an earlier contribution', async () => {
    renderApp('/contributions/add', {
      'auth.me': () => campaignStaff,
      'contributions.list': () => ({
        data: [
          { ...contributionRecord({ id: 1, ...oak }), campaignName: 'Jane', name: 'Ana Ruiz' },
          { ...contributionRecord({ id: 2, ...oak }), campaignName: 'Jane', name: 'Ana Ruiz' },
        ],
        total: 2,
        page: 0,
        perPage: 150,
      }),
    });
    await screen.findByText('New Contribution');
    const street = inputLabelled('Street Address');
    fireEvent.focus(street);
    fireEvent.change(street, { target: { value: '12 Oa' } });
    const options = await screen.findAllByRole('option', {
      name: '12 Oak St, Salem, OR 97301',
      hidden: true,
    });
    // The same address from two contributions is offered once.
    expect(options).toHaveLength(1);
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(inputLabelled('City').value).toBe('Salem'));
    expect(inputLabelled('Street Address').value).toBe('12 Oak St');
    expect(inputLabelled('Zip Code').value).toBe('97301');
    expect(inputLabelled('State').value).toBe('OR');
  });
});
