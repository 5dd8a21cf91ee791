import { Autocomplete } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import {
  type AddressSuggestion,
  type AddressSuggestionProvider,
  addressLabel,
  useAddressSuggestions,
  useServerAddressProvider,
} from './address-suggestions';
import { recordFieldId } from './form-inputs';
import { maskZip } from './masks';

type Values = Record<string, unknown>;

/** Which form fields hold the address: contributions and expenses name them differently. */
export interface AddressFieldNames<V extends Values> {
  address1: keyof V & string;
  address2: keyof V & string;
  city: keyof V & string;
  state: keyof V & string;
  zip: keyof V & string;
}

/**
 * Street address with suggestions (spec section 5: the autocomplete fills address, city, state
 * and zip). Choosing a suggestion fills the street, unit, city, state and zip fields.
 */
export function StreetAddressInput<V extends Values>({
  form,
  fields,
  required = false,
  provider,
}: {
  form: UseFormReturnType<V>;
  fields: AddressFieldNames<V>;
  required?: boolean;
  /** Another source of suggestions; the server's known addresses when left out. */
  provider?: AddressSuggestionProvider;
}) {
  const serverProvider = useServerAddressProvider();
  // Suggestions are asked for only after the field got focus, so viewing a page asks nothing.
  const [wanted, setWanted] = useState(false);
  const input = form.getInputProps(fields.address1);
  const text = String(input.value ?? '');
  const suggestions = useAddressSuggestions(provider ?? serverProvider, text, wanted);

  const fill = (address: AddressSuggestion) =>
    form.setValues({
      [fields.address1]: address.address1,
      [fields.address2]: address.address2 ?? '',
      [fields.city]: address.city,
      [fields.state]: address.state,
      [fields.zip]: maskZip(address.zip),
    } as Partial<V>);

  const change = (typed: string) => {
    const chosen = suggestions.find((address) => addressLabel(address) === typed);
    if (chosen) fill(chosen);
    else (form.setFieldValue as (path: string, value: unknown) => void)(fields.address1, typed);
  };

  return (
    <Autocomplete
      label="Street Address"
      id={recordFieldId(fields.address1)}
      withAsterisk={required}
      aria-required={required ? true : undefined}
      error={input.error}
      onBlur={input.onBlur}
      onFocus={() => setWanted(true)}
      value={text}
      onChange={change}
      data={suggestions.map(addressLabel)}
      // The provider already chose and ordered the suggestions; filtering again would hide
      // addresses whose label does not contain the typed text word for word.
      filter={({ options }) => options}
    />
  );
}
