import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useMemo, useState } from 'react';
import { useTRPCClient } from '../trpc';

/** An address the street field can fill in: street, unit, city, state and zip. */
export interface AddressSuggestion {
  address1: string;
  address2: string | null;
  city: string;
  state: string;
  zip: string;
}

/**
 * Where address suggestions come from. No maps service is reachable here, so the default
 * provider asks the server for addresses the portal already knows; another source (a geocoder)
 * only has to implement this. Asynchronous, because every real source is a network call.
 */
export interface AddressSuggestionProvider {
  suggest: (query: string) => Promise<AddressSuggestion[]>;
}

/** The server refuses shorter queries: they would match too much to help. */
export const ADDRESS_QUERY_MIN_LENGTH = 3;
/** Waits for a pause in typing, so a street typed quickly costs one request, not ten. */
export const ADDRESS_SUGGEST_DELAY_MS = 300;
const MAX_SUGGESTIONS = 8;

export const addressLabel = (address: AddressSuggestion) =>
  [address.address1, address.address2, `${address.city}, ${address.state} ${address.zip}`]
    .filter(Boolean)
    .join(', ');

/** The one server call the default provider makes; the tRPC client is one. */
export interface AddressSuggestClient {
  addresses: {
    suggest: {
      query: (input: { query: string; limit?: number }) => Promise<AddressSuggestion[]>;
    };
  };
}

/** Addresses the portal knows (voter file and the records the user may see), from the server. */
export function serverAddressProvider(client: AddressSuggestClient): AddressSuggestionProvider {
  return {
    suggest: async (query) => {
      const wanted = query.trim();
      if (wanted.length < ADDRESS_QUERY_MIN_LENGTH) return [];
      return client.addresses.suggest.query({ query: wanted, limit: MAX_SUGGESTIONS });
    },
  };
}

/** The default provider, kept the same across renders so suggestions are not asked again. */
export function useServerAddressProvider(): AddressSuggestionProvider {
  const client = useTRPCClient();
  return useMemo(() => serverAddressProvider(client), [client]);
}

/**
 * Distinct addresses by their label, first seen first: a provider that joins several sources
 * may find one address twice, and the autocomplete needs each option once.
 */
export function distinctAddresses(addresses: readonly AddressSuggestion[]): AddressSuggestion[] {
  const seen = new Map<string, AddressSuggestion>();
  for (const address of addresses) {
    const key = addressLabel(address).toLowerCase();
    if (!seen.has(key)) seen.set(key, address);
  }
  return [...seen.values()];
}

/**
 * The provider's suggestions for `text`, asked once typing pauses and only while `enabled` (the
 * field has focus), so pages that are only viewed ask nothing. An answer that arrives after the
 * text changed again is dropped; a failed answer suggests nothing, as typing must go on.
 */
export function useAddressSuggestions(
  provider: AddressSuggestionProvider,
  text: string,
  enabled: boolean,
): AddressSuggestion[] {
  const [settled] = useDebouncedValue(text.trim(), ADDRESS_SUGGEST_DELAY_MS);
  const [suggestions, setSuggestions] = useState<AddressSuggestion[]>([]);
  useEffect(() => {
    if (!enabled || settled.length < ADDRESS_QUERY_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    let current = true;
    provider.suggest(settled).then(
      (found) => {
        if (current) setSuggestions(distinctAddresses(found));
      },
      () => {
        if (current) setSuggestions([]);
      },
    );
    return () => {
      current = false;
    };
  }, [provider, settled, enabled]);
  return suggestions;
}
