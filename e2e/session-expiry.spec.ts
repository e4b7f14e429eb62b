import { expect, test } from '@playwright/test';
import { SESSION_TTL_SECONDS } from '../src/server/auth/session.ts';
import { SESSION_WARNING_MS } from '../src/admin/components/session/warningTime.ts';
import { adminPage } from './adminSession.ts';
import { seedLeads } from './seedLeads.ts';
import { expectFocusVisible } from './focus.ts';

/**
 * A staff session ends 8 hours after sign-in (src/server/auth/sessionLifetime.ts). Two minutes
 * before, the staff area warns and offers "Stay signed in"; taking it keeps everything typed and
 * puts focus back where the person was. The browser's clock is run forward; the server's session
 * is real, so "Stay signed in" really extends it.
 */
test('the session warns before it ends; Stay signed in extends it and keeps the typing', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.clock.install();
  const tok = `s${Math.random().toString(36).slice(2, 9)}`;
  const [id] = await seedLeads(page.request, baseURL!, [
    {
      name: 'Sam Session',
      email: `sam.${tok}@example.com`,
      serviceType: 'Real Estate',
      message: 'Looking for a storefront on High Street.',
    },
  ]);
  // The warning's timer starts once the staff area knows how long the session has left.
  const known = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
  await page.goto(`/admin/leads?lead=${id}`);
  await known;
  const notes = page.getByRole('dialog', { name: 'Sam Session' }).getByLabel('Notes');
  await notes.fill('Called back, wants a second viewing on');
  await expect(notes).toBeFocused();

  // Nothing yet a minute before the warning is due.
  await page.clock.fastForward(SESSION_TTL_SECONDS * 1000 - SESSION_WARNING_MS - 60_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.clock.fastForward(61_000);
  const warning = page.getByRole('alertdialog', { name: 'Your session is about to end' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('another 8 hours');
  const stay = warning.getByRole('button', { name: 'Stay signed in' });
  await expect(stay).toBeFocused();

  const extended = page.waitForResponse((r) => r.url().endsWith('/api/auth/session/extend'));
  await page.keyboard.press('Enter');
  expect((await extended).status()).toBe(200);
  await expect(warning).toBeHidden();
  await expect(notes).toBeFocused();
  await expectFocusVisible(page);
  await expect(notes).toHaveValue('Called back, wants a second viewing on');
  await page.keyboard.type(' Friday.');
  await expect(notes).toHaveValue('Called back, wants a second viewing on Friday.');

  // The next warning comes 8 hours after the extension, not before.
  await page.clock.fastForward(SESSION_TTL_SECONDS * 1000 - SESSION_WARNING_MS - 60_000);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.context().close();
});

test('a session that ends anyway says how to carry on without losing the typing', async ({
  browser,
  baseURL,
}) => {
  const page = await adminPage(browser, baseURL!);
  await page.clock.install();
  const known = page.waitForResponse((r) => r.url().endsWith('/api/auth/session'));
  await page.goto('/admin/dashboard');
  await known;
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const ended = page.getByRole('alertdialog', { name: 'Your session has ended' });
  // The staff area counts the 8 hours from when its script has read the answer, which can come
  // a moment after the response the test waited for: a jump made before that moves the end with
  // it. So jump again if needed; the first test pins the exact timing.
  await expect(async () => {
    await page.clock.fastForward(SESSION_TTL_SECONDS * 1000 + 1000);
    await expect(ended).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expect(ended.getByRole('link', { name: 'Sign in (new tab)' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await page.context().close();
});
