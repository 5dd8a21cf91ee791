import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { signInAs } from './portal';

/** A phone: the iPhone 12-15 viewport in CSS pixels. */
export const PHONE = { width: 390, height: 844 };

/**
 * A 1280x720 laptop at 200% browser zoom. Zoom halves the CSS viewport (what media queries and
 * layout see), so a 640x360 CSS viewport is the same page the zoomed laptop renders;
 * deviceScaleFactor alone would only sharpen pixels without changing the layout.
 */
export const ZOOMED_LAPTOP = { width: 640, height: 360 };

/** Waits until the page has its data and its transition has ended. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(600);
}

/**
 * Asserts the page does not scroll sideways (`scrollWidth <= innerWidth`); on failure names the
 * elements that stick out, which is what a developer needs to fix it.
 */
export async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    const culprits: string[] = [];
    if (scrollWidth > width) {
      for (const element of Array.from(document.body.querySelectorAll('*'))) {
        const box = element.getBoundingClientRect();
        if (box.right > width + 1 && box.width > 0) {
          const name = element.getAttribute('aria-label') ?? element.textContent?.slice(0, 40);
          culprits.push(`${element.tagName.toLowerCase()}.${element.className} "${name}"`);
        }
        if (culprits.length >= 5) break;
      }
    }
    return { width, scrollWidth, culprits };
  });
  expect(
    overflow.scrollWidth,
    `${where} scrolls sideways (${overflow.scrollWidth} > ${overflow.width}): ${overflow.culprits.join('; ')}`,
  ).toBeLessThanOrEqual(overflow.width);
}

/** Signs in as `email`, turns the window into a phone and opens `path` once it has settled. */
export async function openOnPhone(page: Page, email: string, path: string) {
  await signInAs(page, email);
  await page.setViewportSize(PHONE);
  await page.goto(path);
  await settle(page);
}
