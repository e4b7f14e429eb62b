import { expect, test } from '@playwright/test';
import { newAxeBuilder } from './fixtures.ts';

/**
 * The open chat adds no second page banner: its title bar is not a <header> landmark, which inside
 * role=dialog would be exposed as another `banner` beside the site header (axe best practice).
 */
test('with the chat open at 1280 px the page has one banner and unique landmarks', async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  const results = await newAxeBuilder(page)
    .withRules(['landmark-no-duplicate-banner', 'landmark-unique'])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`),
  ).toEqual([]);
});
