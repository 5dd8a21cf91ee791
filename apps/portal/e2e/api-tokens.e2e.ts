import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { baseUrl, launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, signInAs } from './portal';
import { expectNoSidewaysScroll, PHONE, settle } from './viewport';

launchBrowserForFile();

/** The status of `GET /me` for a script presenting `token` (and no cookie). */
async function meStatusWith(token: string): Promise<number> {
  const response = await fetch(`${baseUrl()}/me`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return response.status;
}

async function openSettings(page: Page) {
  await page.goto('/settings');
  await page.getByRole('heading', { name: 'API tokens' }).waitFor();
  await settle(page);
}

describe('[api tokens] settings', () => {
  it('[api tokens] a user creates a token, copies it once, sees it listed and revokes it', async () => {
    const name = `weekly export ${Date.now()}`;
    await withPage('api-tokens-lifecycle', async (page) => {
      await page
        .context()
        .grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl() });
      await signInAs(page, DEMO_USERS.campaignStaff);
      await openSettings(page);
      await expectNoSeriousAxeViolations(page, 'settings with API tokens');

      await page.getByLabel(/^Token name/).fill(name);
      await page.getByLabel(/^Read-only/).check();
      await page.getByRole('button', { name: 'Create token' }).click();

      const dialog = page.getByRole('dialog', { name: 'Your new API token' });
      await dialog.getByText('You will not see this token again.', { exact: false }).waitFor();
      const token = await dialog.getByLabel(`Token "${name}"`).inputValue();
      expect(token).toMatch(/^cfp_[0-9A-Za-z]{43}$/);
      await expectNoSeriousAxeViolations(page, 'new API token modal');
      await dialog.getByRole('button', { name: 'Copy token' }).click();
      await dialog.getByRole('button', { name: 'Copied' }).waitFor();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(token);
      await dialog.getByRole('button', { name: 'Done' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // Shown once: the secret is nowhere on the page any more, only its prefix in the list.
      expect(await page.content()).not.toContain(token);
      const row = page.getByRole('row').filter({ hasText: name });
      await row.getByText('Read-only').waitFor();
      await row.getByText(`${token.slice(0, 12)}…`).waitFor();
      const lastUsed = row.getByRole('cell').nth(3);
      expect(await lastUsed.textContent()).toBe('Never');
      // A script uses it; the list then shows when.
      expect(await meStatusWith(token)).toBe(200);
      await openSettings(page);
      expect(await lastUsed.textContent()).toMatch(/^\d{2}-\d{2}-\d{4} @ /);

      await row.getByRole('button', { name: `Revoke ${name}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Revoke API token' });
      await confirm
        .getByText('Scripts using it will stop working at once', { exact: false })
        .waitFor();
      await expectNoSeriousAxeViolations(page, 'revoke API token confirmation');
      await confirm.getByRole('button', { name: 'Revoke token' }).click();
      await page.getByText(`API token "${name}" revoked`).waitFor();
      await row.getByText('Revoked').waitFor();
      expect(await row.getByRole('button', { name: `Revoke ${name}` }).count()).toBe(0);
      expect(await meStatusWith(token)).toBe(401);
    });
  });

  it('[api tokens] the form names a missing name, and the section fits a phone', async () => {
    await withPage('api-tokens-phone', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.setViewportSize(PHONE);
      await openSettings(page);
      await page.getByRole('button', { name: 'Create token' }).click();
      await page.getByText('Name is required').waitFor();
      await expectNoSidewaysScroll(page, 'settings with API tokens on a phone');
      await expectNoSeriousAxeViolations(page, 'API tokens form with an error on a phone');
    });
  });
});
