import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';

// Evaluated through the DevTools protocol, which the app's CSP (no inline scripts) rightly does not
// allow a <script> tag to do.
const AXE_SOURCE = readFileSync(path.resolve('node_modules/axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0/2.1/2.2 A and AA plus best practice, as GOV.UK Frontend runs it (STYLE.md §2). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** axe-core's violations on the page as it is now: rule id, impact and the offending selectors. */
export async function axeViolations(page: Page | Frame): Promise<Array<{ id: string; impact: string | null; targets: string[] }>> {
  // As a person sees the page once it has settled: a dialog half-way through its fade-in has
  // half its contrast. Endless animations (a spinner) are not waited for.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    const result = await (
      window as unknown as {
        axe: {
          run(
            context: Document,
            options: object,
          ): Promise<{ violations: Array<{ id: string; impact: string | null; nodes: Array<{ target: string[] }> }> }>;
        };
      }
    ).axe.run(document, {
      runOnly: { type: 'tag', values: tags },
    });
    return result.violations.map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
  }, TAGS);
}
