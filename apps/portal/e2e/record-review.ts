import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { expectNoSeriousAxeViolations } from './axe';
import { withPage } from './browser';
import { markOutOfCompliance, recordIdFromUrl } from './contributions-records';
import { DEMO_USERS, expectPath, signInAs } from './portal';

/** What the review walk needs to know of a kind of record; the rest of the walk is shared. */
export interface ReviewedKind {
  /** The suite's tag and the list's address: 'contributions' at /contributions. */
  tag: string;
  path: string;
  /** The record as the portal's messages name it ('Contribution Added'). */
  noun: string;
  /** The record as the axe reports name it ('contribution detail (draft)'). */
  label: string;
  /** A mark different on every run, written into the record so the history can be found. */
  uniqueMark: () => string;
  /** On a signed-in page: fills a new record with `mark` in it and saves it as a draft. */
  saveDraft: (page: Page, mark: string) => Promise<void>;
  /** The explanation the city gives for marking the record out of compliance. */
  explanation: (mark: string) => string;
}

/** Opens the detail page of record `id` and waits for its heading with the status. */
async function openRecord(page: Page, kind: ReviewedKind, id: number, status: string) {
  await page.goto(`${kind.path}/${id}`);
  await page.getByRole('heading', { name: `#${id} ${status}` }).waitFor();
}

/**
 * The bookkeeping and review walk of one kind, from three sessions: campaign staff save a
 * draft, the campaign admin submits it, the city marks it out of compliance with an
 * explanation that the record's history then shows. Every page it opens is checked with axe.
 */
export function describeBookkeepingAndReview(kind: ReviewedKind) {
  describe(`[${kind.tag}] bookkeeping and review`, () => {
    it(`[${kind.tag}] staff saves a draft, the admin submits it, the city marks it out of compliance`, async () => {
      const mark = kind.uniqueMark();
      const explanation = kind.explanation(mark);
      let id = 0;
      await withPage(`${kind.tag}-staff-saves-a-draft`, async (page) => {
        await signInAs(page, DEMO_USERS.campaignStaff);
        await kind.saveDraft(page, mark);
        await page.getByText(`${kind.noun} Added`).waitFor();
        id = await recordIdFromUrl(page, kind.path);
        await page.getByRole('heading', { name: `#${id} Draft` }).waitFor();
      });

      await withPage(`${kind.tag}-admin-submits`, async (page) => {
        await signInAs(page, DEMO_USERS.campaignAdmin);
        await openRecord(page, kind, id, 'Draft');
        await expectNoSeriousAxeViolations(page, `${kind.label} detail (draft)`);
        await page.getByTestId('record-actions').getByRole('button', { name: 'Submit' }).click();
        await page.getByText(`${kind.noun} Updated Submitted`).waitFor();
        await expectPath(page, kind.path);
      });

      await withPage(`${kind.tag}-city-out-of-compliance`, async (page) => {
        await signInAs(page, DEMO_USERS.governmentAdmin);
        await openRecord(page, kind, id, 'Submitted');
        await expectNoSeriousAxeViolations(page, `${kind.label} under review`);
        await markOutOfCompliance(page, explanation);
        await page.getByText(`${kind.noun} Updated Out of Compliance`).waitFor();
        await expectNoSeriousAxeViolations(page, `${kind.tag} list with the update flash`);
        await openRecord(page, kind, id, 'Out of Compliance');
        await page
          .getByTestId('transaction-history')
          .getByText(explanation, { exact: false })
          .first()
          .waitFor();
      });
    });
  });
}
