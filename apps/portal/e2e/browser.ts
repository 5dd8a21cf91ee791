import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject, onTestFailed } from 'vitest';

const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

/** This worker's own server (global-setup.ts starts one per worker). */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const url = urls[worker - 1];
  // Two files at once on one server would see each other's writes.
  if (!url)
    throw new Error(`No server for worker ${worker}: global-setup.ts starts ${urls.length}`);
  return url;
};

let browser: Browser | undefined;

/** One Chromium per test file; each test gets a fresh context (no shared cookies). */
export function launchBrowserForFile() {
  beforeAll(async () => {
    browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  });
  afterAll(async () => {
    await browser?.close();
  });
}

/**
 * Runs `scenario` on a new page. On failure a screenshot named after the test is saved in
 * e2e/artifacts/ (git-ignored) before the error is re-thrown.
 */
export async function withPage(name: string, scenario: (page: Page) => Promise<void>) {
  if (!browser) throw new Error('launchBrowserForFile() must be called in the test file');
  const context = await browser.newContext({ baseURL: baseUrl() });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  // A scenario that runs into the test's time limit never reaches the catch below: report
  // where the page stood while it is still open, so the log says which step hung.
  onTestFailed(async () => {
    if (page.isClosed()) return;
    // A page whose script never yields answers no evaluate: say so rather than wait forever.
    const described = await Promise.race([
      describePage(page),
      new Promise<string>((resolve) =>
        setTimeout(() => resolve(`${page.url()} (the page did not answer within 5 s)`), 5_000),
      ),
    ]);
    console.error(`[${name}] the page when the test failed: ${described}`);
    await saveScreenshot(page, name);
  });
  try {
    await scenario(page);
  } catch (error) {
    await saveScreenshot(page, name);
    throw error;
  } finally {
    await context.close();
  }
}

async function saveScreenshot(page: Page, name: string) {
  mkdirSync(artifactsDir, { recursive: true });
  const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
  await page
    .screenshot({ path: join(artifactsDir, file), fullPage: true, timeout: 5_000 })
    .catch(() => {});
}

/** The URL, the focused control, open dialogs and lists, and any visible alert, in one line. */
async function describePage(page: Page): Promise<string> {
  const state = await page
    .evaluate(() => {
      const text = (element: Element | null | undefined) =>
        (element?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
      const focused = document.activeElement;
      const all = (selector: string) => Array.from(document.querySelectorAll(selector));
      return {
        focused:
          focused && focused !== document.body
            ? `${focused.tagName.toLowerCase()} "${
                focused.getAttribute('aria-label') ??
                (focused as HTMLInputElement).labels?.[0]?.textContent ??
                text(focused)
              }"`
            : 'nothing',
        dialogs: all('[role="dialog"]').map((dialog) => text(dialog).slice(0, 60)),
        listboxes: all('[role="listbox"]').map((list) => text(list).slice(0, 60)),
        alerts: all('[role="alert"], [role="status"]').map(text).filter(Boolean),
      };
    })
    .catch((error: unknown) => ({ error: String(error) }));
  return `${page.url()} ${JSON.stringify(state)}`;
}
