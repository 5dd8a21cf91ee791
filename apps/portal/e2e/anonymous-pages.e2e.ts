import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { PUBLIC_ROUTES } from './route-walk';
import { settle } from './viewport';

launchBrowserForFile();

/**
 * The page's failed answers (status and path) and the errors its console reports, from now on.
 * A browser reports every 4xx or 5xx answer to a fetch as a console error, so a 401 shows both.
 */
function watchFailures(page: Page) {
  const failedAnswers: string[] = [];
  const consoleErrors: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400)
      failedAnswers.push(`${response.status()} ${new URL(response.url()).pathname}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message.text());
  });
  return { failedAnswers, consoleErrors };
}

/** The public routes that look up a code nobody was given: their 404 lookup is the point. */
const looksUpUnknownCode = (route: string) => /unknown/.test(route);

describe('[public] pages a visitor opens without signing in', () => {
  it('[public] no page asks anything that answers 401, and the plain pages report no console error', async () => {
    await withPage('public-pages-no-401', async (page) => {
      const failures: string[] = [];
      for (const route of PUBLIC_ROUTES) {
        const watched = watchFailures(page);
        await page.goto(route);
        await settle(page);
        page.removeAllListeners('response');
        page.removeAllListeners('console');
        failures.push(
          ...watched.failedAnswers
            .filter((answer) => answer.startsWith('401 '))
            .map((answer) => `${route}: ${answer}`),
        );
        if (!looksUpUnknownCode(route))
          failures.push(...watched.consoleErrors.map((error) => `${route}: console: ${error}`));
      }

      expect(failures).toEqual([]);
    });
  });
});
