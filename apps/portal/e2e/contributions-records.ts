import type { Locator, Page } from 'playwright-core';

/**
 * The input labelled `label` exactly (required labels end in ' *'). Mantine also labels a
 * select's listbox, and 'Type of ...' is part of 'Subtype of ...', so match the input only.
 */
export function field(page: Page, label: string): Locator {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}( \\*)?$`)).and(page.locator('input'));
}

/** Picks an option of the Mantine select labelled `label`. */
export async function choose(page: Page, label: string, option: string) {
  await field(page, label).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Types a date into a date picker and closes its calendar. */
export async function typeDate(page: Page, label: string, date: string) {
  await field(page, label).fill(date);
  await page.keyboard.press('Escape');
}

/** The id at the end of a detail address such as /contributions/42. */
export async function recordIdFromUrl(page: Page, prefix: string): Promise<number> {
  await page.waitForURL((url) => new RegExp(`^${prefix}/\\d+$`).test(url.pathname));
  return Number(new URL(page.url()).pathname.split('/').pop());
}

/** Government admin: Out of Compliance from the dropdown, with an explanation in the modal. */
export async function markOutOfCompliance(page: Page, explanation: string) {
  await choose(page, 'Compliance', 'Out of Compliance');
  const dialog = page.getByRole('dialog', { name: 'Out of Compliance' });
  await dialog.getByRole('button', { name: 'Mark Out of Compliance' }).click();
  await dialog.getByText('Choose a reason').waitFor();
  await dialog.getByLabel('Other Reason').check();
  await dialog.getByLabel('Explanation').fill(explanation);
  await dialog.getByRole('button', { name: 'Mark Out of Compliance' }).click();
}

/**
 * The message `text` under a field. A new form also lists what stops Save as Draft in its
 * summary, so the same words appear there as a link: this is the field's own message.
 */
export function fieldError(page: Page, text: string): Locator {
  return page.locator('.mantine-InputWrapper-error', { hasText: text });
}
