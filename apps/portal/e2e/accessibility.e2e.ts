import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import { choose } from './contributions-records';
import { DEMO_PASSWORD, DEMO_USERS, expectPath, signIn, signInAs } from './portal';

launchBrowserForFile();

/** One screen of the walk: how to get there from the page before, and its name in reports. */
interface Screen {
  name: string;
  open: (page: Page) => Promise<void>;
}

const visit =
  (path: string, heading?: string | RegExp): Screen['open'] =>
  async (page) => {
    await page.goto(path);
    if (heading) await page.getByRole('heading', { name: heading }).first().waitFor();
    else await page.getByRole('main').waitFor();
  };

const openDialog =
  (button: string, dialog: string | RegExp): Screen['open'] =>
  async (page) => {
    await page.getByRole('button', { name: button, exact: true }).first().click();
    await page.getByRole('dialog', { name: dialog }).waitFor();
  };

const closeDialog: Screen['open'] = async (page) => {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
};

/** Opens the first row's detail page of a record list. */
const firstRecord =
  (list: string): Screen['open'] =>
  async (page) => {
    await page.goto(list);
    const view = page
      .getByRole('link', { name: /^View/ })
      .or(page.getByRole('button', { name: 'View' }));
    await view.first().click();
    await page.getByRole('heading', { name: /^#\d+/ }).waitFor();
  };

/** Walks the screens in order and reports every screen's violations together. */
async function walk(page: Page, role: string, screens: Screen[]) {
  const failures: string[] = [];
  for (const screen of screens) {
    await screen.open(page);
    if (screen.name === '') continue;
    const violations = await seriousAxeViolations(page);
    if (violations.length > 0)
      failures.push(`${screen.name} (${role}):\n  ${violations.join('\n  ')}`);
  }
  expect(failures, `axe on every screen as ${role}`).toEqual([]);
}

const step = (name: string, open: Screen['open']): Screen => ({ name, open });
const quietly = (open: Screen['open']): Screen => ({ name: '', open });

const RECORD_SCREENS: Screen[] = [
  step('contributions list', visit('/contributions', 'Contributions')),
  step('Export XML modal (contributions)', openDialog('Export XML', 'Export XML')),
  quietly(closeDialog),
  step('contribution detail', firstRecord('/contributions')),
  step('expenses list', visit('/expenses', 'Expenses')),
  step('Export XML modal (expenses)', openDialog('Export XML', 'Export XML')),
  quietly(closeDialog),
  step('expense detail', firstRecord('/expenses')),
];

const CAMPAIGN_SCREENS: Screen[] = [
  step('portal dashboard', visit('/dashboard', 'Campaign Finances')),
  ...RECORD_SCREENS,
  step('new contribution', visit('/contributions/add')),
  step('new expense', visit('/expenses/new')),
  step('Bulk Add Contributions modal', async (page) => {
    await visit('/contributions', 'Contributions')(page);
    await openDialog('Bulk Add Contributions', 'Bulk Add Contributions')(page);
  }),
  quietly(closeDialog),
  step('settings', visit('/settings', /^Users \(\d+\)$/)),
  step('reset password', visit('/reset-password')),
  // The dashboard's status links, one the filter does not offer among them.
  step('contributions out of compliance', visit('/contributions?status=Out_of_compliance')),
  step('a record address that cannot exist', async (page) => {
    await page.goto('/contributions/new');
    await page.getByText('This record does not exist.').waitFor();
  }),
];

// Each walk visits a dozen screens and runs axe on each: longer than one ordinary test.
describe('[accessibility] axe on every route and modal, for every role', {
  timeout: 240_000,
}, () => {
  it('[accessibility] anonymous visitor', async () => {
    await withPage('a11y-anonymous', async (page) => {
      await walk(page, 'anonymous', [
        step('public dashboard with the Info modal', async (page) => {
          await page.goto('/');
          await page.getByRole('dialog').waitFor();
        }),
        quietly(closeDialog),
        step('public dashboard', async (page) => {
          await page.getByText('Contributor type').first().waitFor();
        }),
        step('Info modal (returning visitor)', openDialog('Info', /Small Donor Elections/)),
        quietly(closeDialog),
        step('public dashboard, a To date before the From date', async (page) => {
          await page.goto('/?startDate=2024-03-10&endDate=2024-03-09');
          await page.getByText('Range is not valid').waitFor();
        }),
        step('about', visit('/about', 'About')),
        step('sandbox', visit('/sandbox', 'Sandbox')),
        step('sign in', visit('/sign-in')),
        step('forgot password', visit('/forgot-password')),
        step(
          'invitation',
          visit('/invitation?invitationCode=x&campaign=Test&email=a%40example.org'),
        ),
        step('sign up', visit('/sign-up?invitationCode=x')),
        step('update forgotten password', visit('/update-forgotten-password?invitationCode=x')),
      ]);
    });
  });

  it('[accessibility] campaign staff', async () => {
    await withPage('a11y-campaign-staff', async (page) => {
      await signInAs(page, DEMO_USERS.campaignStaff);
      await walk(page, 'campaign staff', CAMPAIGN_SCREENS);
    });
  });

  it('[accessibility] campaign admin', async () => {
    await withPage('a11y-campaign-admin', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await walk(page, 'campaign admin', [
        ...CAMPAIGN_SCREENS,
        quietly(visit('/settings', /^Users \(\d+\)$/)),
        step('Add a New User modal', openDialog('Add New User', 'Add a New User')),
        quietly(closeDialog),
        step('manage user', async (page) => {
          await page.getByRole('button', { name: 'Manage' }).last().click();
          await page.getByRole('heading', { name: 'Manage Role' }).waitFor();
        }),
        step('Remove User modal', openDialog('Remove User', 'Remove User')),
        quietly(closeDialog),
      ]);
    });
  });

  it('[accessibility] government admin', async () => {
    await withPage('a11y-government-admin', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await walk(page, 'government admin', [
        step('portal dashboard', visit('/dashboard', 'Campaign Finances')),
        step('campaigns', visit('/campaigns', /^Campaigns \(\d+\)$/)),
        step('Add New Campaign modal', openDialog('Add New Campaign', 'Add New Campaign')),
        quietly(closeDialog),
        step('settings', visit('/settings', /^Users \(\d+\)$/)),
        step('Add a New User modal', openDialog('Add New User', 'Add a New User')),
        quietly(closeDialog),
        ...RECORD_SCREENS,
        step('submitted contribution under review', firstRecord('/contributions?status=Submitted')),
        step('Out of Compliance modal', async (page) => {
          await choose(page, 'Compliance', 'Out of Compliance');
          await page.getByRole('dialog', { name: 'Out of Compliance' }).waitFor();
        }),
        quietly(closeDialog),
        step('Match Contribution modal', async (page) => {
          await choose(page, 'Compliance', 'Match Contribution');
          await page.getByRole('dialog', { name: 'Match Contribution' }).waitFor();
        }),
        quietly(closeDialog),
      ]);
    });
  });

  it('[accessibility] government admin in edit mode', async () => {
    await withPage('a11y-edit-mode', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      const nav = page.getByRole('navigation', { name: 'Portal' });
      await walk(page, 'government admin in edit mode', [
        step('Turn on edit mode', async (page) => {
          await nav.getByRole('button', { name: 'Turn on edit mode' }).click();
          await page.getByRole('combobox', { name: 'Campaign to edit' }).waitFor();
        }),
        quietly(async (page) => {
          await page.getByRole('combobox', { name: 'Campaign to edit' }).click();
          await page.getByRole('option').filter({ visible: true }).first().click();
          await page.getByRole('button', { name: 'Edit this campaign' }).click();
          await page.getByRole('button', { name: 'EDIT MODE ON - Click to turn off' }).waitFor();
        }),
        ...RECORD_SCREENS,
        step('new contribution', visit('/contributions/add')),
        step('new expense', visit('/expenses/new')),
      ]);
    });
  });
});

describe('[accessibility] names, landmarks and focus', () => {
  it('[accessibility] a skip link leads to the one main landmark; each page names the tab', async () => {
    await withPage('a11y-skip-link', async (page) => {
      await page.goto('/about');
      await page.getByRole('heading', { name: 'About', level: 1 }).waitFor();
      expect(await page.title()).toBe('About - City Portal');
      expect(await page.getByRole('main').count()).toBe(1);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Skip to main content' });
      expect(await skip.evaluate((link) => link === document.activeElement)).toBe(true);
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
    });
  });

  it('[accessibility] each route names the browser tab after its page', async () => {
    await withPage('a11y-titles', async (page) => {
      const titles: Array<[string, string]> = [
        ['/', 'Campaign Contributions'],
        ['/about', 'About'],
        ['/sandbox', 'Sandbox'],
        ['/sign-in', 'Sign in'],
        ['/forgot-password', 'Forgot Password'],
        ['/sign-up?invitationCode=x', 'Sign up'],
      ];
      const signedInTitles: Array<[string, string]> = [
        ['/dashboard', 'Campaign Finances'],
        ['/campaigns', 'Campaigns'],
        ['/public-funds', 'Public funds'],
        ['/settings', 'Settings'],
        ['/contributions', 'Contributions'],
        ['/expenses', 'Expenses'],
        ['/no-such-page', 'Page not found'],
      ];
      const expectTitle = async ([path, title]: [string, string]) => {
        await page.goto(path);
        await page.waitForFunction(
          (expected) => document.title === expected,
          `${title} - City Portal`,
        );
      };
      for (const route of titles) await expectTitle(route);
      await signInAs(page, DEMO_USERS.governmentAdmin);
      for (const route of signedInTitles) await expectTitle(route);
    });
  });

  it('[accessibility] after navigating, focus is on the new page heading', async () => {
    await withPage('a11y-heading-focus', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      const heading = page.getByRole('heading', { name: 'Campaign Finances', level: 1 });
      await heading.waitFor();
      expect(await page.title()).toBe('Campaign Finances - City Portal');
      await page
        .getByRole('navigation', { name: 'Portal' })
        .getByRole('link', { name: 'Settings' })
        .click();
      const settings = page.getByRole('heading', { name: /^Users \(\d+\)$/, level: 1 });
      await settings.waitFor();
      await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
      expect(await settings.evaluate((element) => element === document.activeElement)).toBe(true);
    });
  });

  it('[accessibility] a modal keeps focus inside and gives it back to its button', async () => {
    await withPage('a11y-modal-focus', async (page) => {
      await page.goto('/');
      await page.getByRole('dialog').waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const info = page.getByRole('button', { name: 'Info' });
      await info.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      for (let step = 0; step < 6; step += 1) {
        await page.keyboard.press('Tab');
        expect(await dialog.evaluate((modal) => modal.contains(document.activeElement))).toBe(true);
      }
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await info.evaluate((button) => button === document.activeElement)).toBe(true);
    });
  });

  it('[accessibility] an error flash is announced and stays until dismissed', async () => {
    await withPage('a11y-error-flash', async (page) => {
      await signIn(page, DEMO_USERS.campaignStaff, `not-${DEMO_PASSWORD}`);
      const flash = page.getByRole('alert').filter({ hasText: 'Signin Error' });
      await flash.waitFor();
      // Past Mantine's 4 s default, after which errors used to vanish unread.
      await page.waitForTimeout(5_000);
      expect(await flash.isVisible()).toBe(true);
      await flash.getByRole('button', { name: 'Dismiss' }).click();
      await flash.waitFor({ state: 'detached' });
      await expectPath(page, '/sign-in');
    });
  });
});
