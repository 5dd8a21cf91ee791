import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { launchBrowserForFile, withPage } from './browser';
import { DEMO_USERS, signInAs } from './portal';

launchBrowserForFile();

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

/**
 * Collects every CSP violation of the page: the `securitypolicyviolation` events of each loaded
 * document and the browser's console reports, so a blocked script, style or image fails the test.
 */
async function watchForViolations(page: Page): Promise<() => Promise<string[]>> {
  const consoleReports: string[] = [];
  page.on('console', (message) => {
    if (/Content[ -]Security[ -]Policy/i.test(message.text())) consoleReports.push(message.text());
  });
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => {
    const events = await page.evaluate(() => window.cspViolations ?? []);
    const found = [...events, ...consoleReports];
    consoleReports.length = 0;
    return found;
  };
}

/** Opens each path as a fresh page load under the CSP and returns what was violated, by path. */
async function visitAll(page: Page, paths: string[]): Promise<string[]> {
  const violationsOf = await watchForViolations(page);
  const found: string[] = [];
  for (const path of paths) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    await page.waitForLoadState('networkidle');
    await page.locator('main, [role="main"], h1').first().waitFor();
    found.push(...(await violationsOf()).map((violation) => `${path}: ${violation}`));
  }
  return found;
}

async function firstRecordIds(page: Page) {
  const me = (await (await page.request.get('/me')).json()) as {
    permissions: { campaignId: number | null }[];
  };
  const campaignId = me.permissions[0]?.campaignId;
  const firstId = async (kind: string) => {
    const response = await page.request.post(`/${kind}`, { data: { campaignId } });
    const list = (await response.json()) as { data: { id: number }[] };
    const id = list.data[0]?.id;
    if (!id) throw new Error(`the demo campaign has no ${kind}`);
    return id;
  };
  return {
    contributionId: await firstId('contributions'),
    expenditureId: await firstId('expenditures'),
  };
}

describe('[security] the built portal under its Content-Security-Policy', () => {
  it('[security] the watcher sees a violation when an inline script is injected', async () => {
    await withPage('csp-watcher-works', async (page) => {
      const violationsOf = await watchForViolations(page);
      await page.goto('/about');
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true';
        document.body.append(script);
      });
      await expect.poll(violationsOf).not.toEqual([]);
    });
  });

  it('[security] every public page loads with no CSP violation', async () => {
    await withPage('csp-public-pages', async (page) => {
      const violations = await visitAll(page, [
        '/',
        '/about',
        '/sandbox',
        '/sign-in',
        '/sign-up',
        '/invitation/made-up-code',
        '/reset-password',
        '/forgot-password',
        '/update-forgotten-password?invitationCode=made-up-code',
      ]);
      expect(violations).toEqual([]);
    });
  });

  it.each([
    {
      who: 'campaign staff',
      user: DEMO_USERS.campaignStaff,
      pagesOf: async (page: Page) => {
        const { contributionId, expenditureId } = await firstRecordIds(page);
        return [
          '/dashboard',
          '/contributions',
          '/contributions/add',
          `/contributions/${contributionId}`,
          '/expenses',
          '/expenses/new',
          `/expenses/${expenditureId}`,
          '/settings',
          '/no-such-page',
        ];
      },
    },
    {
      who: 'a government admin',
      user: DEMO_USERS.governmentAdmin,
      pagesOf: async () => [
        '/dashboard',
        '/campaigns',
        '/contributions',
        '/expenses',
        '/settings',
        '/settings/manage-user',
      ],
    },
  ])(
    '[security] every page of $who loads with no CSP violation',
    async ({ who, user, pagesOf }) => {
      await withPage(`csp-pages-of-${who}`, async (page) => {
        await signInAs(page, user);
        const violations = await visitAll(page, await pagesOf(page));
        expect(violations).toEqual([]);
      });
    },
  );
});
