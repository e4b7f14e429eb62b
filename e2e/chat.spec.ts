import { expect, test, type Page } from '@playwright/test';
import { site } from '../src/lib/site.ts';
import { expectNoAxeViolations } from './fixtures.ts';

const FAILURE_MESSAGE = `I'm having trouble connecting right now. Please contact us directly at ${site.phone} or ${site.email} for immediate assistance.`;

const launcher = (page: Page) => page.getByRole('button', { name: 'Open chat assistant' });
const panel = (page: Page) => page.getByRole('dialog', { name: `${site.name} assistant` });
const input = (page: Page) => page.getByRole('textbox', { name: 'Your message' });
const sendButton = (page: Page) => page.getByRole('button', { name: 'Send message' });
const log = (page: Page) => page.getByRole('log', { name: 'Conversation' });

async function openChat(page: Page, path = '/') {
  await page.goto(path);
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
}

/** Holds each /api/chat call until the test lets it go, so the pending state can be observed. */
async function holdChatRequests(page: Page) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat', async (route) => {
    await gate;
    await route.continue();
  });
  return () => release();
}

test('a content page loads no React until the chat button is first clicked', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
  });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // React 19's element marker: present in every React build, absent from the launcher script.
  const isReact = (s: { body: string }) => s.body.includes('react.transitional.element');
  const beforeClick = [...scripts];
  expect(beforeClick.filter(isReact).map((s) => s.url)).toEqual([]);
  // Only the launcher's bootstrap (and Vite's dynamic-import helper, shared with other islands).
  const beforePaths = beforeClick.map((s) => new URL(s.url).pathname);
  expect(beforePaths).toContainEqual(expect.stringMatching(/^\/_astro\/ChatLauncher[^/]*\.js$/));
  expect(
    beforePaths.filter((p) => !/^\/_astro\/(ChatLauncher|preload-helper)[^/]*\.js$/.test(p)),
  ).toEqual([]);

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // Response bodies are read asynchronously after the network goes idle: poll, do not race them.
  await expect.poll(() => scripts.filter(isReact).length).toBeGreaterThan(0);
});

test('the panel opens with a greeting, focus in the message box, and keyboard sending', async ({
  page,
}) => {
  await openChat(page);
  await expect(launcher(page)).toBeHidden();
  await expect(input(page)).toBeFocused();
  await expect(log(page)).toHaveAttribute('aria-live', 'polite');
  await expect(log(page)).toContainText(`Hi! I'm the ${site.name} assistant.`);

  // Empty and whitespace-only input cannot be sent.
  await expect(sendButton(page)).toBeDisabled();
  await input(page).fill('   \n  ');
  await expect(sendButton(page)).toBeDisabled();
  await input(page).press('Enter');
  await expect(log(page).locator('[data-role="user"]')).toHaveCount(0);

  // Shift+Enter adds a line instead of sending.
  await input(page).fill('');
  await input(page).pressSequentially('Hello');
  await input(page).press('Shift+Enter');
  await input(page).pressSequentially('there');
  await expect(input(page)).toHaveValue('Hello\nthere');
  await expect(log(page).locator('[data-role="user"]')).toHaveCount(0);

  // Enter sends; while the reply is pending: Typing... and send disabled. The box keeps focus and
  // takes typing ahead (a disabled box would drop focus), but Enter sends nothing until the reply.
  const release = await holdChatRequests(page);
  await input(page).fill('What are your office hours?');
  await expect(sendButton(page)).toBeEnabled();
  await input(page).press('Enter');
  await expect(log(page).locator('[data-role="user"]')).toHaveText([
    'You: What are your office hours?',
  ]);
  await expect(page.getByText('Typing...')).toBeVisible();
  await expect(input(page)).toHaveValue('');
  await expect(input(page)).toBeEnabled();
  await expect(input(page)).toBeFocused();
  await expect(sendButton(page)).toBeDisabled();
  await page.keyboard.type('And on Saturday?');
  await page.keyboard.press('Enter');
  await expect(sendButton(page)).toBeDisabled();
  await expect(input(page)).toHaveValue('And on Saturday?');
  await expect(log(page).locator('[data-role="user"]')).toHaveCount(1);
  release();

  const reply = log(page).locator('[data-role="assistant"]').nth(1);
  await expect(reply).toContainText('Monday to Friday');
  await expect(page.getByText('Typing...')).toBeHidden();
  await expect(input(page)).toBeFocused();
  await expect(input(page)).toHaveValue('And on Saturday?');
  await expect(sendButton(page)).toBeEnabled();
  // Site paths in a reply become links named after the page; the list is scrolled to the newest message.
  await expect(reply.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
  const atBottom = await log(page).evaluate(
    (el) => Math.abs(el.scrollHeight - el.clientHeight - el.scrollTop) < 2,
  );
  expect(atBottom).toBe(true);
});

test('closing keeps the conversation; Escape closes and returns focus to the button', async ({
  page,
}) => {
  await openChat(page);
  await input(page).fill('Is the consultation free?');
  await input(page).press('Enter');
  await expect(log(page).locator('[data-role="assistant"]').nth(1)).toContainText(
    'at least one free hour',
  );

  await page.getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');

  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(log(page).locator('[data-role="user"]')).toHaveText([
    'You: Is the consultation free?',
  ]);
  await expect(log(page).locator('[data-role="assistant"]')).toHaveCount(2);

  await input(page).press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
});

test('a network failure shows the failure message with the phone and email', async ({ page }) => {
  await openChat(page);
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.route('**/api/chat', (route) => route.abort('internetdisconnected'));
  await input(page).fill('Hello?');
  await input(page).press('Enter');
  await expect(log(page).locator('[data-role="assistant"]').nth(1)).toHaveText(
    `Assistant: ${FAILURE_MESSAGE}`,
  );
  expect(errors.some((e) => e.includes('Chat request failed'))).toBe(true);
});

test('an unreadable answer also shows the failure message', async ({ page }) => {
  await openChat(page);
  await page.route('**/api/chat', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html>proxy error</html>' }),
  );
  await input(page).fill('Hello?');
  await input(page).press('Enter');
  await expect(log(page)).toContainText(FAILURE_MESSAGE);
});

test('a 429 shows the server’s own friendly message', async ({ page }) => {
  await openChat(page);
  const message = 'You’re sending messages faster than I can answer. Please wait a minute.';
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message, code: 'chat_rate_limited' }),
    }),
  );
  await input(page).fill('Hello?');
  await input(page).press('Enter');
  await expect(log(page).locator('[data-role="assistant"]').nth(1)).toHaveText(
    `Assistant: ${message}`,
  );
});

test('replies render as text, never as HTML', async ({ page }) => {
  await openChat(page);
  const reply =
    '<img src=x onerror="window.__chatXss=1"><b>bold</b> Book at /contact?service=cannabis';
  await page.route('**/api/chat', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ response: reply }),
    }),
  );
  await input(page).fill('Hello?');
  await input(page).press('Enter');
  const bubble = log(page).locator('[data-role="assistant"]').nth(1);
  await expect(bubble).toContainText('<img src=x onerror="window.__chatXss=1"><b>bold</b>');
  await expect(bubble.locator('img, b')).toHaveCount(0);
  await expect(bubble.getByRole('link', { name: 'Contact' })).toHaveAttribute(
    'href',
    '/contact?service=cannabis',
  );
  expect(await page.evaluate(() => (window as { __chatXss?: number }).__chatXss)).toBeUndefined();
});

test('the open panel passes axe and is 384 × 600 on desktop', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openChat(page);
  const box = await panel(page).boundingBox();
  expect(box).toMatchObject({ width: 384, height: 600 });
  await expectNoAxeViolations(page);
});

test('on a 390 px phone the panel is a full-screen sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // Not the home page: on a phone the button steps aside while the hero's figures pass under it.
  await openChat(page, '/team');
  const box = await panel(page).boundingBox();
  expect(box).toEqual({ x: 0, y: 0, width: 390, height: 844 });
  await expect(input(page)).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Close chat' })).toBeInViewport();
  await expectNoAxeViolations(page);
  // A reply with long unbroken text (the firm's profile addresses) wraps inside its bubble: the
  // conversation never scrolls sideways.
  await input(page).fill('do you have an instagram?');
  await input(page).press('Enter');
  const reply = log(page).locator('[data-role="assistant"]').nth(1);
  await expect(reply).toContainText(site.social.instagram);
  const sideways = await log(page).evaluate((el) => el.scrollWidth - el.clientWidth);
  expect(sideways).toBeLessThanOrEqual(0);
  const bubble = await reply.boundingBox();
  expect(bubble!.x + bubble!.width).toBeLessThanOrEqual(390);
});

test('the chat button is hidden in print and absent from /admin', async ({ page }) => {
  await page.goto('/');
  await expect(launcher(page)).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(launcher(page)).toBeHidden();
  await page.emulateMedia({ media: 'screen' });
  await page.goto('/admin');
  await expect(page.getByTestId('admin-app')).toBeVisible();
  await expect(launcher(page)).toHaveCount(0);
});
