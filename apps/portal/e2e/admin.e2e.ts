import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { launchBrowserForFile, withPage } from './browser';
import {
  DEMO_USERS,
  expectPath,
  inviteUser,
  latestMailTo,
  openFromSidebar,
  sidebarTitle,
  signInAs,
  signUpWith,
  turnOnEditMode,
  uniqueEmail,
} from './portal';

launchBrowserForFile();

/** A query through the portal's own tRPC endpoint, with the page's session cookie. */
async function trpcQuery<T>(page: Page, path: string, input: unknown): Promise<T> {
  const encoded = encodeURIComponent(JSON.stringify({ json: input }));
  const response = await page.request.get(`/trpc/${path}?input=${encoded}`);
  const text = await response.text();
  const body = JSON.parse(text) as { result?: { data: { json: T } } };
  if (!body.result) throw new Error(`${path} answered ${response.status()}: ${text}`);
  return body.result.data.json;
}

async function signUpFromInvitation(page: Page, email: string, password: string) {
  const mail = await latestMailTo(email, '/invitation');
  await page.goto(mail.link);
  await page.getByRole('link', { name: 'Sign up' }).click();
  await expectPath(page, '/sign-up');
  await signUpWith(page, password);
}

describe('[admin] campaigns and people', () => {
  it('[admin] a government admin creates a campaign and its invited admin signs up and sees its dashboard', async () => {
    const email = uniqueEmail('first.admin');
    const campaignName = `Rivera ${Date.now()} for Auditor 2028`;
    await withPage('admin-create-campaign', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await openFromSidebar(page, 'Campaigns');
      await page.getByRole('heading', { name: /^Campaigns \(\d+\)$/ }).waitFor();
      await expectNoSeriousAxeViolations(page, 'campaigns');
      await page.getByRole('button', { name: 'Add New Campaign' }).click();
      const dialog = page.getByRole('dialog', { name: 'Add New Campaign' });
      await dialog.getByLabel(/Campaign Name/).fill(campaignName);
      await dialog.getByRole('combobox', { name: 'Office' }).click();
      await page.getByRole('option', { name: 'Auditor' }).click();
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('First Name').fill('Rosa');
      await dialog.getByLabel('Last Name').fill('Rivera');
      await expectNoSeriousAxeViolations(page, 'Add New Campaign modal');
      await dialog.getByRole('button', { name: 'Submit' }).click();
      await page.getByText('Campaign created').waitFor();
      await page.getByRole('button', { name: campaignName }).waitFor();
    });
    await withPage('admin-first-admin-signs-up', async (page) => {
      await signUpFromInvitation(page, email, 'rosa-password-1');
      await signInAs(page, email, 'rosa-password-1');
      await page.getByRole('heading', { name: 'Campaign Finances' }).waitFor();
      expect(await sidebarTitle(page)).toBe(campaignName);
      await page.getByRole('group', { name: 'Contributions' }).getByText('Total (0)').waitFor();
      await expectNoSeriousAxeViolations(page, 'portal dashboard of a new campaign');
    });
  });

  it('[admin] a campaign admin invites staff and removes them', async () => {
    const email = uniqueEmail('new.staff');
    await withPage('admin-invite-and-remove-staff', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await openFromSidebar(page, 'Settings');
      await inviteUser(page, { email, firstName: 'Sam', lastName: 'Staffer' });
      const row = page.getByRole('row', { name: new RegExp(email.replaceAll('.', '\\.')) });
      await row.getByRole('button', { name: 'Manage' }).click();
      await expectPath(page, '/settings/manage-user');
      await page.getByText("This user hasn't finished creating their account.").waitFor();
      await expectNoSeriousAxeViolations(page, 'manage user');
      await page.getByRole('button', { name: 'Remove User' }).click();
      await page.getByRole('dialog', { name: 'Remove User' }).waitFor();
      await expectNoSeriousAxeViolations(page, 'Remove User modal');
      await page
        .getByRole('dialog', { name: 'Remove User' })
        .getByRole('button', { name: 'Remove User' })
        .click();
      await page.getByText('User Removed').waitFor();
      await expectPath(page, '/settings');
      await page.getByRole('heading', { name: /^Users \(\d+\)$/ }).waitFor();
      expect(await page.getByText(email).count()).toBe(0);
    });
  });
});

describe('[admin] portal dashboard', () => {
  it('[admin] the status links open the filtered lists', async () => {
    await withPage('admin-dashboard-status-links', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      await page
        .getByRole('group', { name: 'Contributions' })
        .getByRole('link', { name: /^Draft \(\d+\)$/ })
        .click();
      await expectPath(page, '/contributions');
      expect(new URL(page.url()).searchParams.get('status')).toBe('Draft');
      await page.getByRole('heading', { name: 'Contributions', level: 1, exact: true }).waitFor();
      await expectNoSeriousAxeViolations(page, 'contributions filtered by status');
      await page.goto('/dashboard');
      await page
        .getByRole('group', { name: 'Expenses' })
        .getByRole('link', { name: /^In Compliance \(\d+\)$/ })
        .click();
      await expectPath(page, '/expenses');
      expect(new URL(page.url()).searchParams.get('status')).toBe('in_compliance');
    });
  });

  it('[admin] search finds a contribution by donor name and opens it', async () => {
    await withPage('admin-search-by-donor', async (page) => {
      await signInAs(page, DEMO_USERS.campaignAdmin);
      const me = await trpcQuery<{ permissions: Array<{ campaignId: number }> }>(
        page,
        'auth.me',
        undefined,
      );
      const campaignId = me.permissions[0]?.campaignId;
      const listed = await trpcQuery<{ data: Array<{ id: number; name: string }> }>(
        page,
        'contributions.list',
        {
          campaignId,
          filter: {},
          sort: { field: 'date', direction: 'DESC' },
          page: 0,
          perPage: 50,
        },
      );
      const donor = listed.data.find((row) => row.name.trim().includes(' '));
      if (!donor) throw new Error('The demo campaign has no contribution from a person');
      const lastName = donor.name.trim().split(' ').pop() ?? donor.name;
      await page.getByPlaceholder('Contribution #, Expenses #').fill(lastName.toLowerCase());
      const result = page.getByRole('link', { name: `Contribution #${donor.id} ${donor.name}` });
      await result.click();
      await expectPath(page, `/contributions/${donor.id}`);
    });
  });
});

describe('[admin] edit mode', () => {
  it('[admin] a government admin turns on edit mode, saves a campaign’s draft and the history names them', async () => {
    await withPage('admin-edit-mode', async (page) => {
      await signInAs(page, DEMO_USERS.governmentAdmin);
      await turnOnEditMode(page);
      await expectPath(page, '/contributions');
      const nav = page.getByRole('navigation', { name: 'Portal' });
      expect(await sidebarTitle(page)).toBe('Campaign Edit');
      await expectNoSeriousAxeViolations(page, 'contributions in edit mode');
      for (const hidden of ['Dashboard', 'Campaigns', 'Settings']) {
        expect(await nav.getByRole('link', { name: hidden }).count()).toBe(0);
      }

      await page.goto('/contributions?status=Draft');
      await page.getByRole('button', { name: 'EDIT MODE ON - Click to turn off' }).waitFor();
      await page.getByRole('button', { name: 'View', exact: true }).first().click();
      await page.waitForURL((url) => /^\/contributions\/\d+$/.test(url.pathname));
      const detailPath = new URL(page.url()).pathname;
      const note = `Corrected by the city ${Date.now()}`;
      await page.getByLabel('Notes').fill(note);
      await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
      await page.getByText(/^Contribution Updated/).waitFor();
      await page.goto(detailPath);
      await page
        .getByText(/Grace Kim \(on behalf of /)
        .first()
        .waitFor();

      await page.getByRole('button', { name: 'EDIT MODE ON - Click to turn off' }).click();
      await expectPath(page, '/dashboard');
      expect(await sidebarTitle(page)).toBe('City Portal');
    });
  });
});
