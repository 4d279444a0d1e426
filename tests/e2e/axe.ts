/**
 * axe-core's WCAG 2.1 A/AA rules on the current page (through @axe-core/playwright): the
 * violations as "rule (impact): selectors", so a failing test names what to fix.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export async function axeViolations(page: Page, include?: string): Promise<string[]> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  if (include) builder = builder.include(include);
  const result = await builder.analyze();
  // The rules did run (landmarks, contrast, headings, link names …).
  expect(result.passes.length).toBeGreaterThan(include ? 0 : 10);
  return result.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}
