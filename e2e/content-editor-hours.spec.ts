import { expect, test, type Browser } from '@playwright/test';
import { E2E_ADMIN, ensureAdmin, originHeaders, signInWithApi } from './adminSession.ts';
import { contentServerPort, startContentServer, type ContentServer } from './contentServer.ts';

/**
 * Changing the office hours, which EDITING.md lists as changeable, used to fail every publish: the
 * footer, the contact card and /verification-documents passed the English label through a Spanish
 * dictionary that only knew the old one. Here an admin changes the hours in both languages and
 * publishes (a whole rebuild of a throw-away copy of the repository); the three places show the new
 * hours in English and Spanish, and the chat states them.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

// A port of its own: the browser tests run two at a time, and two servers on one port would
// let a spec talk to another spec's server.
const PORT = contentServerPort(1);
const HOURS = {
  opens: '08:30',
  closes: '17:30',
  en: 'Monday – Friday, 8:30 AM – 5:30 PM',
  es: 'Lunes a viernes, de 8:30 a. m. a 5:30 p. m.',
};
let server: ContentServer;

test.beforeAll(async ({ browser }) => {
  test.setTimeout(300_000);
  server = await startContentServer(PORT);
  const context = await browser.newContext({ baseURL: server.baseURL });
  await ensureAdmin(context.request, server.baseURL);
  await context.close();
});
test.afterAll(async () => {
  await server?.close();
});

async function askChat(browser: Browser, content: string, locale: 'en' | 'es') {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const res = await context.request.post('/api/chat', {
    data: { messages: [{ role: 'user', content }], locale },
    headers: originHeaders(server.baseURL),
  });
  expect(res.status()).toBe(200);
  const { response } = (await res.json()) as { response: string };
  await context.close();
  return response;
}

test('new office hours in both languages reach the footer, the contact card, the verification page and the chat', async ({
  browser,
}) => {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, E2E_ADMIN);
  await page.goto('/admin/content/facts/firm');
  const english = page.getByRole('region', { name: 'English' });
  await english.getByLabel('Opens').fill(HOURS.opens);
  await english.getByLabel('Closes').fill(HOURS.closes);
  await english.getByLabel('Hours as printed').fill(HOURS.en);
  await page.getByRole('region', { name: 'Spanish' }).getByLabel('Hours as printed').fill(HOURS.es);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('2 files saved as drafts.')).toBeVisible();

  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  await expect(page.getByTestId('publish-state')).toHaveText('Publishing…');
  await expect(page.getByTestId('publish-state')).toHaveText(/Live at/, { timeout: 400_000 });
  await context.close();

  const visitor = await browser.newPage({ baseURL: server.baseURL });
  for (const [path, label] of [
    ['/contact', HOURS.en],
    ['/es/contact', HOURS.es],
    ['/verification-documents', HOURS.en],
    ['/es/verification-documents', HOURS.es],
  ] as const) {
    await visitor.goto(path);
    // The footer on every page; the contact card (/contact) and the facts list in the page body.
    await expect(visitor.getByRole('contentinfo'), path).toContainText(label);
    await expect(visitor.getByRole('main'), path).toContainText(label);
  }
  await visitor.close();

  expect(await askChat(browser, 'What are your office hours?', 'en')).toContain(HOURS.en);
  expect(await askChat(browser, '¿Cuál es su horario de oficina?', 'es')).toContain(
    'lunes a viernes, de 8:30 a. m. a 5:30 p. m.',
  );
});
