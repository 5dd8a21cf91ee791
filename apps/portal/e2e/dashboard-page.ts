import type { Page } from 'playwright-core';

/** First visit shows the Info modal; closing it writes the visited cookie. */
export async function openDashboard(page: Page, path = '/') {
  await page.goto(path);
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await dialog.waitFor({ state: 'detached' });
  await page.getByRole('table', { name: 'Summary by participation' }).waitFor();
}
