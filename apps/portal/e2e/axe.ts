import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

const WCAG_21_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * The serious and critical WCAG 2.1 A/AA violations axe-core finds on what the page shows now,
 * one line per rule with up to five of the elements that break it.
 */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  // axe measures the colours it sees: let page and modal transitions (opacity) finish first,
  // and wait until every open dialog is fully opaque (a modal opened by the last click may not
  // have started its transition yet).
  await page
    .waitForFunction(
      () =>
        document.getAnimations().length === 0 &&
        [...document.querySelectorAll('[role="dialog"]')].every(
          (dialog) => getComputedStyle(dialog).opacity === '1',
        ),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => {});
  const results = await new AxeBuilder({ page }).withTags(WCAG_21_AA_TAGS).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n${violation.nodes
          .slice(0, 5)
          .map((node) => `    ${node.target.join(' ')}: ${node.failureSummary ?? ''}`)
          .join('\n')}`,
    );
}

/**
 * Fails on any serious or critical axe-core violation (WCAG 2.1 AA); `where` names the screen
 * in the failure message, e.g. 'contributions list as campaign staff'.
 */
export async function expectNoSeriousAxeViolations(page: Page, where: string) {
  expect(await seriousAxeViolations(page), `axe on ${where}`).toEqual([]);
}
