import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { expect } from 'vitest';

/** The visible input labelled `label` (Mantine selects also label their listbox). */
export function inputLabelled(label: string): HTMLInputElement {
  // Required fields add ' *' to their label.
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const input = screen
    .getAllByLabelText(new RegExp(`^${escaped}( \\*)?$`))
    .find(
      (element): element is HTMLInputElement =>
        element instanceof HTMLInputElement && element.type !== 'hidden',
    );
  if (!input) throw new Error(`No input labelled ${label}`);
  return input;
}

export function typeInto(label: string, value: string) {
  const input = inputLabelled(label);
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** Opens a Mantine select and picks the option with this text. */
export async function choose(label: string, option: string) {
  const input = inputLabelled(label);
  fireEvent.focus(input);
  fireEvent.click(input);
  // Other selects keep their dropdowns mounted, so look only in this one's listbox; it is still
  // fading in (hidden to the accessibility tree) when clicked.
  const listbox = await waitFor(() => {
    const element = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!element) throw new Error(`The ${label} dropdown did not open`);
    return element;
  });
  fireEvent.click(await within(listbox).findByRole('option', { name: option, hidden: true }));
}

/**
 * Waits for `message` under the field labelled `label`: the field's own message, which its input
 * names as its description (a new form's summary repeats the words as a link).
 */
export async function findFieldMessage(label: string, message: string) {
  await waitFor(() => {
    const ids = inputLabelled(label).getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids.map((id) => document.getElementById(id)?.textContent)).toContain(message);
  });
}
