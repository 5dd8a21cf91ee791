import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { campaignStaff } from '../test/fixtures';
import { inputLabelled } from '../test/inputs';
import { renderApp } from '../test/render-app';
import {
  ADDRESS_SUGGEST_DELAY_MS,
  type AddressSuggestion,
  distinctAddresses,
  serverAddressProvider,
} from './address-suggestions';

const oak: AddressSuggestion = {
  address1: '12 Oak St',
  address2: null,
  city: 'Salem',
  state: 'OR',
  zip: '97301',
};
const oakFlat: AddressSuggestion = { ...oak, address2: 'APT 4', zip: '97302' };

/** A provider over a fake client that records the queries it sends. */
function recordingProvider(answer: AddressSuggestion[]) {
  const asked: unknown[] = [];
  const provider = serverAddressProvider({
    addresses: {
      suggest: {
        query: async (input) => {
          asked.push(input);
          return answer;
        },
      },
    },
  });
  return { provider, asked };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('[contributions] street address suggestions', () => {
  it.each([
    ['12', []],
    ['  1 ', []],
    ['12 O', [{ query: '12 O', limit: 8 }]],
    ['  12 Oak ', [{ query: '12 Oak', limit: 8 }]],
  ] as const)('the server provider sends %j as %j', async (typed, expected) => {
    const { provider, asked } = recordingProvider([oak]);
    const found = await provider.suggest(typed);
    expect(asked).toEqual(expected);
    expect(found).toEqual(expected.length > 0 ? [oak] : []);
  });

  it('offers an address found twice once, keeping different units apart', () => {
    expect(distinctAddresses([oak, { ...oak, address1: '12 OAK ST' }, oakFlat])).toEqual([
      oak,
      oakFlat,
    ]);
  });

  it('asks the server once typing pauses and fills street, unit, city, state and zip', async () => {
    const { callsTo } = renderApp('/contributions/add', {
      'auth.session': () => campaignStaff,
      'addresses.suggest': () => [oak, oak, oakFlat],
    });
    await screen.findByText('New Contribution');
    const street = inputLabelled('Street Address');
    fireEvent.focus(street);
    fireEvent.change(street, { target: { value: '12' } });
    fireEvent.change(street, { target: { value: '12 O' } });
    fireEvent.change(street, { target: { value: '12 Oa' } });
    const options = await screen.findAllByRole('option', {
      name: '12 Oak St, Salem, OR 97301',
      hidden: true,
    });
    // The same address twice in the answer is offered once.
    expect(options).toHaveLength(1);
    expect(callsTo('addresses.suggest').map((call) => call.input)).toEqual([
      { query: '12 Oa', limit: 8 },
    ]);
    const flat = await screen.findByRole('option', {
      name: '12 Oak St, APT 4, Salem, OR 97302',
      hidden: true,
    });
    fireEvent.click(flat);
    await waitFor(() => expect(inputLabelled('City').value).toBe('Salem'));
    expect(inputLabelled('Street Address').value).toBe('12 Oak St');
    expect(inputLabelled('Address Line 2').value).toBe('APT 4');
    expect(inputLabelled('Zip Code').value).toBe('97302');
    expect(inputLabelled('State').value).toBe('OR');
  });

  it('asks nothing for fewer than 3 characters', async () => {
    const { callsTo } = renderApp('/contributions/add', {
      'auth.session': () => campaignStaff,
      'addresses.suggest': () => [oak],
    });
    await screen.findByText('New Contribution');
    const street = inputLabelled('Street Address');
    fireEvent.focus(street);
    fireEvent.change(street, { target: { value: '12' } });
    await pause(ADDRESS_SUGGEST_DELAY_MS * 2);
    expect(callsTo('addresses.suggest')).toEqual([]);
  });

  it('fills the payee address of a new expense the same way', async () => {
    renderApp('/expenses/new', {
      'auth.session': () => campaignStaff,
      'addresses.suggest': () => [oak],
    });
    const street = await waitFor(() => inputLabelled('Street Address'));
    fireEvent.focus(street);
    fireEvent.change(street, { target: { value: '12 Oak' } });
    fireEvent.click(
      await screen.findByRole('option', { name: '12 Oak St, Salem, OR 97301', hidden: true }),
    );
    await waitFor(() => expect(inputLabelled('City').value).toBe('Salem'));
    expect(inputLabelled('Street Address').value).toBe('12 Oak St');
    expect(inputLabelled('Zip Code').value).toBe('97301');
    expect(inputLabelled('State').value).toBe('OR');
  });
});
