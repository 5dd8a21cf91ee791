import { createRequire } from 'node:module';
import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Runs axe-core on one part of the page (the part a test is about) and fails on any serious or
 * critical violation, naming the rule and the elements. Colour contrast is left out here: it
 * comes from the shared Mantine theme (its filled buttons and alert titles), which the theme's
 * own accessibility work owns; every other rule applies.
 */
export async function expectAccessible(region: Locator): Promise<void> {
  const page = region.page();
  await page.addScriptTag({ path: axeSource });
  const violations = await region.evaluate(async (element) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Element, options: object) => Promise<{ violations: AxeViolation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(element, { rules: { 'color-contrast': { enabled: false } } });
    return result.violations;
  });
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    );
  expect(serious).toEqual([]);
}
