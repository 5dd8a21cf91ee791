import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';

const artifactsDir = join(dirname(fileURLToPath(import.meta.url)), 'artifacts');

export const baseUrl = () => inject('baseUrl');

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
  try {
    await scenario(page);
  } catch (error) {
    mkdirSync(artifactsDir, { recursive: true });
    const file = `${name.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.png`;
    await page.screenshot({ path: join(artifactsDir, file), fullPage: true }).catch(() => {});
    throw error;
  } finally {
    await context.close();
  }
}
