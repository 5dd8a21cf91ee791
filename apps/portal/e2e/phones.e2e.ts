import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, signInAs } from './portal';
import { describeNoSidewaysScroll } from './route-walk';
import { openOnPhone, PHONE, settle } from './viewport';

launchBrowserForFile();

describeNoSidewaysScroll('phone 390x844', PHONE);

describe('[phones] record lists and the sidebar on a phone', () => {
  it('[phones] a contribution row shows date, name, amount, status and View without scrolling', async () => {
    await withPage('phones-stacked-rows', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page.setViewportSize(PHONE);
      for (const list of ['/contributions', '/expenses']) {
        await page.goto(list);
        await settle(page);
        const row = page.getByTestId('stacked-rows').getByRole('listitem').first();
        await row.waitFor();
        const box = await row.boundingBox();
        expect(box, `${list}: first row`).not.toBeNull();
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
        // Date and amount on one line ("2024-03-01 · $25.00"), the status badge and View.
        await expect.poll(() => row.textContent()).toMatch(/\d{4}-\d{2}-\d{2} · \$[\d,]+\.\d{2}/);
        const view = row.getByRole('link', { name: 'View' });
        expect(await view.isVisible()).toBe(true);
        const viewBox = await view.boundingBox();
        expect(viewBox?.height ?? 0).toBeGreaterThanOrEqual(24);
        expect((viewBox?.x ?? 0) + (viewBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width);
      }
    });
  });

  it('[phones] the stacked rows sort from a Sort by choice, as the table headers do', async () => {
    await withPage('phones-sort-by', async (page) => {
      await openOnPhone(page, DEMO_USERS.governmentAdmin, '/contributions');
      await page.getByLabel('Sort by').selectOption({ label: 'Contribution Amount' });
      await page.getByLabel('Order').selectOption({ label: 'Ascending' });
      await settle(page);
      const amounts = (
        await page.getByTestId('stacked-rows').getByRole('listitem').allTextContents()
      )
        .map((text) => Number(/\$([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')))
        .slice(0, 20);
      expect(amounts.length).toBeGreaterThan(1);
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
    });
  });

  it('[phones] the sidebar is a drawer behind the burger, and Escape gives focus back to it', async () => {
    await withPage('phones-sidebar-drawer', async (page) => {
      await openOnPhone(page, DEMO_USERS.governmentAdmin, '/contributions');
      expect(await page.getByRole('navigation', { name: 'Portal' }).isVisible()).toBe(false);
      const burger = page.getByRole('button', { name: 'Toggle navigation' });
      const burgerBox = await burger.boundingBox();
      expect(burgerBox?.height ?? 0).toBeGreaterThanOrEqual(24);
      await burger.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await drawer.getByRole('link', { name: 'Expenses' }).waitFor();
      await page.keyboard.press('Escape');
      await drawer.waitFor({ state: 'hidden' });
      expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
      await burger.click();
      await drawer.getByRole('link', { name: 'Expenses' }).click();
      await page.waitForURL((url) => url.pathname === '/expenses');
      await drawer.waitFor({ state: 'hidden' });
    });
  });
});
