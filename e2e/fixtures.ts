import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { MIN_FILL_TIME_MS } from '../src/lib/fillTime.ts';
import { contrastFailures, measureIncompleteContrast } from './incompleteContrast.ts';

/**
 * axe in the page itself (legacy mode): by default @axe-core/playwright opens a second, blank page
 * for every analysis to merge the results of each frame, which cost ~0.4 s a run, half of axe's
 * time; our pages have no frames, and same-origin frames are still tested in this mode. Passing
 * and inapplicable rules come back as counts, not every node: no test reads them.
 */
export function newAxeBuilder(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations', 'incomplete'] });
}

/**
 * Runs axe (WCAG 2.2 A/AA rules) on the current page and fails with the rule ids it found. It
 * first lets running transitions finish: mid-fade, white text over a half-drawn background reads
 * as a contrast failure that no one ever sees (a link turning active, a menu opening).
 *
 * axe's *incomplete* colour-contrast results fail it too, unless pixels settle them: text over a
 * gradient or an image, or the same colour as its background, is measured on a screenshot
 * (e2e/incompleteContrast.ts). Call it in every state a test reaches (dialogs open, errors shown).
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter(
          // Time-based and finite: a scroll-driven animation (the chat button stepping aside)
          // or an endless spinner never finishes.
          (animation) =>
            animation.timeline === document.timeline &&
            animation.effect?.getComputedTiming().iterations !== Infinity,
        )
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await newAxeBuilder(page)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`,
  );
  const measured = await measureIncompleteContrast(page, results.incomplete);
  for (const m of measured) {
    // Kept with the test's result, so a reader sees each incomplete text and how it was settled.
    test.info().annotations.push({
      type: 'axe incomplete color-contrast',
      description: `${m.target} (${m.reason}): ${m.exempt ?? `${m.measured?.toFixed(2)}:1 on pixels, needs ${m.required}:1`}`,
    });
    if (process.env.AXE_INCOMPLETE_REPORT) console.log(test.info().annotations.at(-1)!.description);
  }
  const unsettled = contrastFailures(measured);
  expect([...summary, ...unsettled]).toEqual([]);
}

/**
 * The public forms refuse submissions faster than people type (src/lib/fillTime.ts): the form
 * measures the time since it rendered on the page's clock and sends it, and the server refuses
 * anything under the minimum. Instead of the test sleeping it out, the page's clock is moved on
 * past it: Playwright's fake clock, set to now (it would start at 1970 otherwise) and then run
 * forward; time then runs on from there, here and in the pages the context opens later. For
 * tests that have not set the page's clock themselves (setting it again would turn it back).
 */
export async function passMinimumFillTime(page: Page): Promise<void> {
  await page.clock.install();
  await page.clock.fastForward(MIN_FILL_TIME_MS + 300);
}
