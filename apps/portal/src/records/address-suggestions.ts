import { useQuery } from '@tanstack/react-query';
import { type ContributionRow, recordKeys, useRecordsClient } from './api';
import { useListScope } from './use-list-query';

/** An address the street field can fill in: street, city, state and zip. */
export interface AddressSuggestion {
  address1: string;
  city: string;
  state: string;
  zip: string;
}

/**
 * Where address suggestions come from. No maps service is reachable here, so the portal offers
 * addresses it already knows; another source (a geocoder) only has to implement this.
 */
export interface AddressSuggestionProvider {
  suggest: (text: string, known: readonly AddressSuggestion[]) => AddressSuggestion[];
}

const MAX_SUGGESTIONS = 8;
/** Earlier contributions read for suggestions: the newest page the list allows. */
const KNOWN_ADDRESS_SAMPLE = 150;

export const addressLabel = (address: AddressSuggestion) =>
  `${address.address1}, ${address.city}, ${address.state} ${address.zip}`;

/** Suggests known addresses whose street contains the typed text (case-insensitive). */
export const knownAddressProvider: AddressSuggestionProvider = {
  suggest: (text, known) => {
    const wanted = text.trim().toLowerCase();
    if (wanted.length < 2) return [];
    return known
      .filter((address) => address.address1.toLowerCase().includes(wanted))
      .slice(0, MAX_SUGGESTIONS);
  },
};

type AddressRow = ContributionRow & Partial<AddressSuggestion>;

/** Distinct complete addresses of rows, first seen first. */
export function distinctAddresses(rows: readonly AddressRow[]): AddressSuggestion[] {
  const seen = new Map<string, AddressSuggestion>();
  for (const row of rows) {
    if (!row.address1 || !row.city || !row.state || !row.zip) continue;
    const address = { address1: row.address1, city: row.city, state: row.state, zip: row.zip };
    const key = addressLabel(address).toLowerCase();
    if (!seen.has(key)) seen.set(key, address);
  }
  return [...seen.values()];
}

/** Addresses of the newest contributions the user may see, loaded once per page visit. */
export function useKnownAddresses(enabled: boolean): AddressSuggestion[] {
  const client = useRecordsClient();
  const scope = useListScope();
  const input = {
    ...scope,
    filter: {},
    sort: { field: 'createdAt', direction: 'DESC' as const },
    page: 0,
    perPage: KNOWN_ADDRESS_SAMPLE,
  };
  const query = useQuery({
    queryKey: [...recordKeys.list('contributions', input), 'addresses'],
    queryFn: () => client.contributions.list.query(input),
    enabled,
    staleTime: 5 * 60_000,
  });
  return distinctAddresses((query.data?.data ?? []) as AddressRow[]);
}
