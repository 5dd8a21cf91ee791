import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The accessible name of the focused element, as far as a test needs it (label, aria-label, text). */
export function focusedName(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return '';
    const labelledBy = element.getAttribute('aria-labelledby');
    const byIds = labelledBy
      ? labelledBy
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' ')
      : '';
    const label = (element as HTMLInputElement).labels?.[0]?.textContent ?? '';
    return (element.getAttribute('aria-label') || label || byIds || element.textContent || '')
      .replace(/\s+/g, ' ')
      .trim();
  });
}

/**
 * The focused element shows a focus ring: an outline or a box shadow drawn because it has
 * keyboard focus (`:focus-visible`).
 */
export async function expectVisibleFocusRing(page: Page, what: string) {
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const style = getComputedStyle(element);
    return {
      focusVisible: element.matches(':focus-visible'),
      outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
      shadow: style.boxShadow !== 'none',
    };
  });
  expect(ring, `${what}: nothing focused`).not.toBeNull();
  expect(ring?.focusVisible, `${what}: no :focus-visible`).toBe(true);
  expect(ring?.outline || ring?.shadow, `${what}: no focus ring drawn`).toBe(true);
}

const namePattern = (name: string | RegExp) =>
  typeof name === 'string'
    ? new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)
    : name;

/** Presses Tab (or Shift+Tab) until the control named `name` has focus, and checks its ring. */
export async function tabTo(
  page: Page,
  name: string | RegExp,
  options: { backwards?: boolean } = {},
) {
  const pattern = namePattern(name);
  // A page with many controls (the dashboard) may need a whole round of the page and the
  // browser's own stops before the target comes round again.
  for (let step = 0; step < 250; step += 1) {
    await page.keyboard.press(options.backwards ? 'Shift+Tab' : 'Tab');
    if (pattern.test(await focusedName(page))) {
      await expectVisibleFocusRing(page, String(name));
      return;
    }
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

/**
 * Opens the focused select with ArrowDown, walks its options with the arrows, Enter picks one.
 * Each key is followed by a wait for the highlight to move: on a loaded machine the list renders
 * a moment after the key, and reading it at once would read the option before.
 */
export async function chooseWithArrows(page: Page, option: string) {
  let before: string | null = null;
  let stillInARow = 0;
  for (let step = 0; step < 40; step += 1) {
    await page.keyboard.press('ArrowDown');
    const moved: string | null = await page
      .waitForFunction(
        (previous: string | null) => {
          const now =
            document.querySelector('[data-combobox-selected]')?.textContent?.trim() ?? null;
          return now !== null && now !== previous ? now : false;
        },
        before,
        { timeout: 2_000 },
      )
      .then(async (handle) => String(await handle.jsonValue()))
      .catch(() => null);
    if (moved === null) {
      // Each miss waits 2 s: a list that never opens must fail here, named, well inside the
      // test's own time limit.
      stillInARow += 1;
      if (stillInARow === 4) {
        throw new Error(
          `The arrows moved no option towards ${option} (focus on "${await focusedName(page)}")`,
        );
      }
      continue;
    }
    stillInARow = 0;
    before = moved;
    await timersQueuedByTheKeyHaveRun(page);
    if (moved === option) {
      await page.keyboard.press('Enter');
      return;
    }
  }
  throw new Error(`The arrows never reached the option ${option}`);
}

/**
 * Mantine's Select highlights the first option at once when ArrowDown opens its list, but sets
 * the index Enter acts on in two timeouts it queues then (the chosen option's, then the
 * highlighted one's). The browser runs a key before waiting timeouts, so a key pressed as soon as
 * the highlight shows can land between them and find no option: the Enter that took nothing in
 * CI. A timeout queued now runs after Mantine's, as a person's next key would.
 */
function timersQueuedByTheKeyHaveRun(page: Page): Promise<void> {
  return page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/** Whether focus is inside the open dialog named `title`. */
export function focusIsInDialog(page: Page, title: string): Promise<boolean> {
  return page.evaluate((name) => {
    const dialog = document.activeElement?.closest('[role="dialog"]');
    const labelId = dialog?.getAttribute('aria-labelledby');
    const label = labelId ? document.getElementById(labelId)?.textContent : null;
    return label?.trim() === name;
  }, title);
}
