import { gzipSync } from 'node:zlib';
import { expect, test, type Page, type Request } from '@playwright/test';
import { BUDGET_HINT } from '../scripts/bench/budgets.ts';
import { expectNoAxeViolations } from './fixtures.ts';

/*
 * The consultation form against the real server. Storage of every field is proven by the API tests
 * (src/server/routes/consultations*.test.ts); here we check what the browser sends and what the
 * server answers, through the network log. The server refuses submissions made within 3 s of the
 * form rendering, so tests that submit for real wait that long, like a person would.
 */
const MIN_FILL_MS = 3000;

let ipCounter = 0;
/** A distinct client IP per test (the e2e server trusts this header), so per-IP limits stay apart. */
async function asNewVisitor(page: Page) {
  ipCounter++;
  const ip = `198.18.${process.pid % 250}.${ipCounter}`;
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': ip });
}

async function openForm(page: Page, query = '') {
  await asNewVisitor(page);
  await page.goto(`/contact${query}`);
  // The island hydrates when the browser is idle; a hydrated form fills the service from the URL.
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  return Date.now();
}

async function waitForFillTime(since: number) {
  const left = since + MIN_FILL_MS + 300 - Date.now();
  if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
}

/** Text inside the notification region (Radix also announces it in a separate live region). */
const toastText = (page: Page, text: string | RegExp) =>
  page.getByRole('region', { name: /Notifications/ }).getByText(text);

const submitButton = (page: Page) => page.getByRole('button', { name: /Request|Submitting/ });
const equityBox = (page: Page) => page.getByLabel('I am a social equity applicant');

/** What fillValid types into the form's text fields. */
const TYPED = {
  name: 'Ada Lovelace',
  email: 'Ada@Example.com',
  phone: '(413) 555-0100',
  company: 'Analytical Engines LLC',
  message: 'I am applying for a social equity license and need help.',
};

async function fillValid(page: Page) {
  await page.getByLabel('Full Name').fill(TYPED.name);
  await page.getByLabel('Email Address').fill(TYPED.email);
  await page.getByLabel('Phone').fill(TYPED.phone);
  await page.getByLabel(/^Company/).fill(TYPED.company);
  await page.getByLabel('How Can We Help?').fill(TYPED.message);
}

function consultationPost(page: Page): Promise<Request> {
  return page.waitForRequest(
    (r) => r.url().endsWith('/api/consultations') && r.method() === 'POST',
  );
}

test('a visitor fills in and submits the form; the request and answer are right', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { gtag: (...args: unknown[]) => void; gtagCalls: unknown[] };
    w.gtagCalls = [];
    w.gtag = (...args) => w.gtagCalls.push(args);
  });
  const since = await openForm(page);
  await expect(page.getByLabel('Service Interest')).toHaveValue('Cannabis/Social Equity');
  await expect(submitButton(page)).toHaveText('Request Consultation');
  await fillValid(page);
  await equityBox(page).check();
  await expect(submitButton(page)).toHaveText('Request Free Equity Consultation');
  await waitForFillTime(since);

  // Hold the answer so the pending state can be seen.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/consultations', async (route) => {
    await held;
    await route.continue();
  });
  const posted = consultationPost(page);
  await submitButton(page).click();
  await expect(submitButton(page)).toHaveText('Submitting...');
  await expect(submitButton(page)).toBeDisabled();
  const request = await posted;
  const responsePromise = request.response();
  release();
  const response = await responsePromise;

  const payload = request.postDataJSON();
  // As typed, the email in lower case; the service and the equity box as the link set them.
  expect(payload).toMatchObject({
    ...TYPED,
    email: TYPED.email.toLowerCase(),
    serviceType: 'Cannabis/Social Equity',
    isSocialEquityApplicant: true,
    website: '',
  });
  expect(payload.elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  expect(response?.status()).toBe(201);
  const created = await response!.json();
  expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number.isNaN(Date.parse(created.createdAt))).toBe(false);

  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeFocused();
  await expect(page.getByText(/Thank you for reaching out/)).toContainText(
    'within 24 hours to schedule your free equity consultation',
  );
  await expect(toastText(page, 'Consultation Request Received')).toBeVisible();
  // The toast makes the confirmation screen's promise, not the general one.
  await expect(
    toastText(page, "We'll be in touch within 24 hours to schedule your consultation."),
  ).toBeVisible();
  // The page-view config call on load is the layout's; the form adds exactly one conversion event.
  const calls = await page.evaluate(
    () => (window as unknown as { gtagCalls: unknown[][] }).gtagCalls,
  );
  expect(calls.filter((call) => call[0] === 'event')).toEqual([
    [
      'event',
      'consultation_request',
      { event_category: 'Form Submission', event_label: 'Cannabis/Social Equity', value: 1 },
    ],
  ]);
  await expectNoAxeViolations(page);

  // "Submit Another Request" brings back an empty form with the default service.
  await page.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByLabel('Email Address')).toHaveValue('');
  await expect(page.getByLabel('How Can We Help?')).toHaveValue('');
  await expect(page.getByLabel('Service Interest')).toHaveValue('Cannabis/Social Equity');
  await expect(equityBox(page)).not.toBeChecked();
  await expect(submitButton(page)).toHaveText('Request Consultation');
});

test('the equity checkbox follows the service, and is never sent as true when hidden', async ({
  page,
}) => {
  const since = await openForm(page);
  const service = page.getByLabel('Service Interest');
  await expect(equityBox(page)).toBeVisible();
  for (const hidden of ['Real Estate', 'Marketing', 'Clean Energy']) {
    await service.selectOption(hidden);
    await expect(equityBox(page)).toHaveCount(0);
  }
  await service.selectOption('Multiple Services');
  await expect(equityBox(page)).toBeVisible();
  await equityBox(page).check();
  await expect(submitButton(page)).toHaveText('Request Free Equity Consultation');

  await service.selectOption('Marketing');
  await expect(equityBox(page)).toHaveCount(0);
  await expect(submitButton(page)).toHaveText('Request Consultation');
  await service.selectOption('Cannabis/Social Equity');
  await expect(equityBox(page)).not.toBeChecked();
  await service.selectOption('Marketing');

  await fillValid(page);
  await waitForFillTime(since);
  const posted = consultationPost(page);
  await submitButton(page).click();
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({
    serviceType: 'Marketing',
    isSocialEquityApplicant: false,
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByText(/Thank you for reaching out/)).toContainText(
    'within 24-48 hours to schedule your consultation',
  );
  await expect(
    toastText(page, "We'll be in touch within 24-48 hours to schedule your consultation."),
  ).toBeVisible();
});

test('each rule shows its message inline, marks the field and focuses the first error', async ({
  page,
}) => {
  await openForm(page);
  let posts = 0;
  page.on('request', (r) => r.url().endsWith('/api/consultations') && posts++);

  await submitButton(page).click();
  const name = page.getByLabel('Full Name');
  const email = page.getByLabel('Email Address');
  const message = page.getByLabel('How Can We Help?');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Please provide more details about your needs')).toBeVisible();
  await expect(name).toBeFocused();
  for (const [field, text] of [
    [name, 'Name must be at least 2 characters'],
    [email, 'Please enter a valid email address'],
    [message, 'Please provide more details about your needs'],
  ] as const) {
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(text);
  }
  await expect(page.getByLabel('Phone')).not.toHaveAttribute('aria-invalid');
  await expectNoAxeViolations(page);

  // Fixing a field clears its message; the first remaining error gets focus on the next try.
  await name.fill('A');
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await name.fill('Ada');
  await expect(page.getByText('Name must be at least 2 characters')).toHaveCount(0);
  await expect(name).not.toHaveAttribute('aria-invalid');
  await email.fill('ada@');
  await submitButton(page).click();
  await expect(email).toBeFocused();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await email.fill('ada@example.com');
  await message.fill('Too short');
  await submitButton(page).click();
  await expect(message).toBeFocused();
  await expect(page.getByText('Please provide more details about your needs')).toBeVisible();
  await message.fill('x'.repeat(5001));
  await expect(page.getByText('Message must be at most 5000 characters')).toBeVisible();
  expect(posts).toBe(0);
});

test('?service= preselects the service, by its name or a short alias', async ({ page }) => {
  for (const [query, expected] of [
    ['?service=real-estate', 'Real Estate'],
    ['?service=Clean%20Energy', 'Clean Energy'],
    ['?service=multiple', 'Multiple Services'],
    ['?service=marketing', 'Marketing'],
    ['?service=nonsense', 'Cannabis/Social Equity'],
  ]) {
    await openForm(page, query);
    await expect(page.getByLabel('Service Interest')).toHaveValue(expected!);
  }
});

test('a keyboard-only visitor can fill in and submit the form', async ({ page }) => {
  const since = await openForm(page, '?service=cannabis');
  await page.getByLabel('Full Name').focus();
  await page.keyboard.type('Keyboard User');
  await page.keyboard.press('Tab');
  await page.keyboard.type('keys@example.com');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Phone')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(/^Company/)).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Service Interest')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(equityBox(page)).toBeFocused();
  await page.keyboard.press('Space');
  await expect(equityBox(page)).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('How Can We Help?')).toBeFocused();
  await page.keyboard.type('We need help preparing our equity application.');
  await page.keyboard.press('Tab');
  // The honeypot is skipped: the next stop is the submit button.
  await expect(submitButton(page)).toBeFocused();
  await waitForFillTime(since);
  const posted = consultationPost(page);
  await page.keyboard.press('Enter');
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({
    name: 'Keyboard User',
    isSocialEquityApplicant: true,
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Submit Another Request' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Full Name')).toBeFocused();
});

test('an early submit waits out the minimum fill time, showing it is pending, then succeeds', async ({
  page,
}) => {
  // The page's clock is ours: however slow the machine, the form is submitted "early". It pauses
  // a second ahead of the page's time (a second of the 3 s minimum): the clock runs on while the
  // pause is sent, and pausing at a moment already past throws (it did at 100 ms on a loaded CI).
  await page.clock.install();
  await openForm(page);
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
  await fillValid(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/consultations') && request.method() === 'POST') posts += 1;
  });
  await submitButton(page).click();
  // Within the 3 s: the button says it is working, nothing is refused, nothing is sent yet.
  await expect(submitButton(page)).toHaveText('Submitting...');
  await expect(submitButton(page)).toBeDisabled();
  expect(posts).toBe(0);
  const posted = consultationPost(page);
  // The wait's timer is set only once the lazily loaded validation has run, which on a loaded
  // machine can be after a single jump of the clock (the timer then never fired): the clock moves
  // in steps until the form sends, and elapsedMs below proves it did not send early.
  await expect
    .poll(async () => {
      await page.clock.runFor(250);
      return posts;
    })
    .toBeGreaterThan(0);
  const request = await posted;
  expect(request.postDataJSON().elapsedMs).toBeGreaterThanOrEqual(MIN_FILL_MS);
  expect((await request.response())?.status()).toBe(201);
  await page.clock.resume();
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeFocused();
  await expect(toastText(page, /That was quick!/)).toHaveCount(0);
  await expect(toastText(page, 'Submission Failed')).toHaveCount(0);
});

test('server and network failures show the spec’s failure toast', async ({ page }) => {
  const since = await openForm(page);
  await fillValid(page);
  await waitForFillTime(since);
  await page.route('**/api/consultations', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Too many requests. Please wait a few minutes.' }),
    }),
  );
  await submitButton(page).click();
  await expect(toastText(page, 'Submission Failed')).toBeVisible();
  await expect(toastText(page, 'Too many requests. Please wait a few minutes.')).toBeVisible();

  await page.unroute('**/api/consultations');
  await page.route('**/api/consultations', (route) => route.abort('connectionrefused'));
  await submitButton(page).click();
  await expect(toastText(page, 'Please try again or contact us directly.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toHaveCount(0);
});

test('the contact page is accessible and ships at most 90 KB of gzipped JS up front', async ({
  page,
}) => {
  const scripts = new Map<string, Promise<Buffer | null>>();
  page.on('response', (r) => {
    // A chunk fetched as the test ends (the lazy validation) must not fail the test.
    if (r.request().resourceType() === 'script')
      scripts.set(
        r.url(),
        r.body().catch(() => null),
      );
  });
  await asNewVisitor(page);
  const document = await page.goto('/contact');
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page);

  // Only React, react-hook-form and the island load before any interaction; zod and the toaster wait.
  const urls = [...scripts.keys()];
  expect(urls.some((url) => url.includes('consultationValidation'))).toBe(false);
  expect(urls.some((url) => url.includes('toaster'))).toBe(false);
  const html = (await document!.text()) ?? '';
  // Inline scripts that run; JSON-LD blocks are data, not JavaScript.
  const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter((m) => !/application\/ld\+json/.test(m[1]!))
    .map((m) => Buffer.from(m[2]!));
  const fetched = await Promise.all(scripts.values());
  expect(fetched.every((body) => body !== null)).toBe(true);
  const bodies = [...(fetched as Buffer[]), ...inline];
  const gzipped = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  expect(gzipped, BUDGET_HINT).toBeLessThanOrEqual(90 * 1024);

  await page.getByLabel('Full Name').focus();
  await expect
    .poll(() => [...scripts.keys()].some((url) => url.includes('consultationValidation')))
    .toBe(true);
});

test('at 390 px a submit before the form hydrates loses nothing; once hydrated it sends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await asNewVisitor(page);
  // A slow phone: the page's JavaScript (the island, React) has not arrived yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/_astro/**/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact', { waitUntil: 'commit' });
  await expect(page.locator('astro-island[ssr]')).toHaveCount(1);
  await fillValid(page);
  const button = submitButton(page).or(page.getByRole('button', { name: 'Loading…' }));
  await expect(button).toHaveText('Loading…');
  await expect(button).toBeDisabled();
  // Neither Enter in a field nor a click sends the plain HTML form away.
  await page.getByLabel('Full Name').press('Enter');
  await button.click({ force: true });
  await page.waitForTimeout(300);
  expect(new URL(page.url()).search).toBe('');
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');

  release();
  await expect(page.locator('astro-island[ssr]')).toHaveCount(0);
  await expect(submitButton(page)).toHaveText('Request Consultation');
  // What was typed before hydration is all still there, and is what gets sent.
  await expect(page.getByLabel('Full Name')).toHaveValue('Ada Lovelace');
  await expect(page.getByLabel('How Can We Help?')).toHaveValue(
    'I am applying for a social equity license and need help.',
  );
  const posted = consultationPost(page);
  await submitButton(page).click();
  const request = await posted;
  expect(request.postDataJSON()).toMatchObject({
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    phone: '(413) 555-0100',
    company: 'Analytical Engines LLC',
  });
  expect((await request.response())?.status()).toBe(201);
  await expect(page.getByRole('heading', { name: 'Request Received!' })).toBeFocused();
});

const boxesOverlap = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const width of [390, 1280]) {
  test(`at ${width} px the chat button never covers a form field on /contact`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await openForm(page);
    const launcher = page.getByRole('button', { name: 'Open chat assistant' });
    const fields = page.locator('form[aria-label] :is(input, textarea, select):visible');
    const count = await fields.count();
    expect(count).toBeGreaterThan(4);
    const check = async () => {
      if (!(await launcher.isVisible())) return;
      const chat = (await launcher.boundingBox())!;
      for (let i = 0; i < count; i++) {
        const box = await fields.nth(i).boundingBox();
        if (box) expect(boxesOverlap(chat, box), `field ${i} under the chat button`).toBe(false);
      }
    };
    // Focusing each field (as a visitor tapping it would), and scrolling the whole page.
    for (let i = 0; i < count; i++) {
      await fields.nth(i).focus();
      if (width === 390) await expect(launcher).toBeHidden();
      await check();
    }
    await page.locator('body').click({ position: { x: 1, y: 1 } });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let y = 0; y < height; y += 300) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
      await page.waitForTimeout(50);
      await check();
    }
    // Away from the form, the assistant is still there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(launcher).toBeVisible();
  });
}
