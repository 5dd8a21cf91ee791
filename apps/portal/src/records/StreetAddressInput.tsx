import { Autocomplete } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { ContributionForm } from '@portal/domain';
import { useState } from 'react';
import {
  type AddressSuggestionProvider,
  addressLabel,
  knownAddressProvider,
  useKnownAddresses,
} from './address-suggestions';

/**
 * Street address with suggestions (spec section 5: the autocomplete fills address, city, state
 * and zip). Choosing a suggestion fills all four fields.
 */
export function StreetAddressInput({
  form,
  provider = knownAddressProvider,
}: {
  form: UseFormReturnType<ContributionForm>;
  provider?: AddressSuggestionProvider;
}) {
  // Suggestions load on first focus, so pages that are only viewed do not fetch them.
  const [wanted, setWanted] = useState(false);
  const known = useKnownAddresses(wanted);
  const suggestions = provider.suggest(form.values.address1, known);
  const input = form.getInputProps('address1');

  const change = (text: string) => {
    const chosen = suggestions.find((address) => addressLabel(address) === text);
    if (chosen) form.setValues({ ...chosen });
    else form.setFieldValue('address1', text);
  };

  return (
    <Autocomplete
      label="Street Address"
      withAsterisk
      error={input.error}
      onBlur={input.onBlur}
      onFocus={() => setWanted(true)}
      value={form.values.address1}
      onChange={change}
      data={suggestions.map(addressLabel)}
      filter={({ options }) => options}
    />
  );
}
