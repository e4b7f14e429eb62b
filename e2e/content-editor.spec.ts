import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { check as prettierCheck } from 'prettier';
import sharp from 'sharp';
import { parse as parseYaml } from 'yaml';
import { contentFileSchemas } from '../src/lib/contentSchemas/contentFiles.ts';
import { factsEntrySchema } from '../src/lib/contentSchemas/facts.ts';
import {
  createStaffMember,
  E2E_ADMIN,
  ensureAdmin,
  originHeaders,
  signInWithApi,
} from './adminSession.ts';
import { contentServerPort, startContentServer, type ContentServer } from './contentServer.ts';
import { expectNoAxeViolations } from './fixtures.ts';

/**
 * The content editor end to end, offline, on a fresh database and a throw-away copy of the
 * repository: an employee edits a testimonial in both languages and saves a draft, an admin
 * publishes it with a new office phone and new office hours, the files on disk pass the schemas
 * and Prettier, and the rebuilt pages show the new text, and the pages and the chat the new number
 * and hours; last, an employee adds a question and deletes it again (drafts only: no rebuild).
 * Publishing rebuilds the copy's site and waits for the whole build, so the file publishes once.
 */
test.describe.configure({ mode: 'serial', timeout: 600_000 });

// A port of its own: the browser tests run two at a time, and two servers on one port would
// let a spec talk to another spec's server.
const PORT = contentServerPort(0);
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

async function signedIn(browser: Browser, credentials: { email: string; password: string }) {
  const context = await browser.newContext({ baseURL: server.baseURL });
  const page = await context.newPage();
  await signInWithApi(page, server.baseURL, credentials);
  return page;
}

async function publishAsAdmin(browser: Browser): Promise<void> {
  const page = await signedIn(browser, E2E_ADMIN);
  await page.goto('/admin/content');
  await page.getByRole('button', { name: 'Publish drafts' }).click();
  // A rebuild takes a while: "Publishing…" first, so an earlier publish's "Live at" cannot pass.
  await expect(page.getByTestId('publish-state')).toHaveText('Publishing…');
  await expect(page.getByTestId('publish-state')).toHaveText(/Live at/, { timeout: 400_000 });
  await page.context().close();
}

const onDisk = (file: string) => readFile(path.join(server.root, file), 'utf8');
const PRETTIER = { singleQuote: true, printWidth: 100, parser: 'yaml' } as const;

test('an employee saves a testimonial in both languages and a new team photo; an admin publishes them', async ({
  browser,
}) => {
  const employee = await createStaffMember(browser, server.baseURL, 'employee');
  const page: Page = await signedIn(browser, employee);
  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { name: 'Content', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Karen Li' }).click();

  const quote =
    'They found down-payment help we qualified for, and we bought our first home that spring.';
  const quoteEs =
    'Encontraron ayuda para el pago inicial que nos correspondía y compramos nuestra primera casa esa primavera.';
  const english = page.getByRole('region', { name: 'English' });
  const spanish = page.getByRole('region', { name: 'Spanish' });
  await english.getByLabel('Quote').fill(quote);
  await spanish.getByLabel('Quote').fill('Corta');
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The schema's own rule, under the Spanish field, before anything is sent.
  await expect(spanish.getByText(/at least 20|Too small/i)).toBeVisible();
  await spanish.getByLabel('Quote').fill(quoteEs);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // A new portrait for Jordan Hayes, uploaded with the EXIF a phone camera adds; one publish
  // takes it with the testimonial (each publish is a whole rebuild).
  await page.goto('/admin/content/team/jordan-hayes');
  const upload = await portrait();
  expect((await sharp(upload).metadata()).exif, 'the upload carries EXIF').toBeDefined();
  await page
    .getByRole('region', { name: 'English' })
    .getByLabel('Photo', { exact: true })
    .setInputFiles({
      name: 'jordan-hayes-2026.jpg',
      mimeType: 'image/jpeg',
      buffer: upload,
    });
  // Stored under the person's name and the picture's hash, whatever the phone called the file.
  const current = page.getByText(/^Current: jordan-hayes-[0-9a-f]{10}\.jpg$/);
  await expect(current).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'New photo' })).toBeVisible();
  const photoFile = ((await current.textContent()) ?? '').replace('Current: ', '');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('Draft saved', { exact: true })).toBeVisible();
  await page.context().close();

  // Before publishing, the admin reads what goes live: each entry, who saved it, each field's
  // change in each language (the published value struck out, the draft's below).
  const reviewer = await signedIn(browser, E2E_ADMIN);
  await reviewer.goto('/admin/content');
  await reviewer.getByText('What publishing changes').click();
  const drafts = reviewer.getByRole('list', { name: 'Drafts to publish' });
  const karen = drafts.getByRole('listitem').filter({ hasText: /^Testimonials: Karen Li/ });
  await expect(karen.getByText(`English and Spanish · saved by ${employee.name}`)).toBeVisible();
  const changes = karen.getByRole('list', { name: /^Changes to Testimonials: Karen Li/ });
  for (const [language, text] of [
    ['English', quote],
    ['Spanish', quoteEs],
  ] as const) {
    const field = changes.getByRole('listitem').filter({ hasText: `quote (${language})` });
    await expect(field.locator('ins')).toHaveText(`Now: ${text}`);
    await expect(field.locator('del')).toHaveCount(1);
  }
  await expect(
    drafts.getByRole('listitem').filter({ hasText: 'Team: Jordan Hayes' }).first(),
  ).toContainText('photo (English)');
  await expectNoAxeViolations(reviewer);
  await reviewer.context().close();

  // The next tests' drafts go out with this publish: one rebuild for all.
  await saveNewOfficeHoursDraft(browser);
  await saveNewOfficePhoneDraft(browser);
  await publishAsAdmin(browser);

  const stored = await readFile(path.join(server.root, 'src/assets/team', photoFile));
  const metadata = await sharp(stored).metadata();
  expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual([
    'jpeg',
    400,
    500,
    undefined,
  ]);
  for (const [file, photo] of [
    ['src/content/team/jordan-hayes.yaml', `../../assets/team/${photoFile}`],
    ['src/content/team/es/jordan-hayes.yaml', `../../../assets/team/${photoFile}`],
  ] as const) {
    expect(parseYaml(await onDisk(file)).photo, file).toBe(photo);
  }

  for (const [file, text] of [
    ['src/content/testimonials/karen-li.yaml', quote],
    ['src/content/testimonials/es/karen-li.yaml', quoteEs],
  ] as const) {
    const written = await onDisk(file);
    expect(contentFileSchemas.testimonials.parse(parseYaml(written)).quote).toBe(text);
    expect(await prettierCheck(written, PRETTIER), `${file} passes prettier --check`).toBe(true);
  }
  const visitor = await browser.newPage({ baseURL: server.baseURL });
  await visitor.goto('/impact');
  await expect(visitor.getByText(quote)).toBeVisible();
  await visitor.goto('/es/impact');
  // Spanish pages set a quotation in «» with the full stop after the closing mark.
  await expect(visitor.getByText(`«${quoteEs.replace(/\.$/, '')}».`)).toBeVisible();
  // Astro names its optimised images after the source file: the old portrait is gone.
  for (const teamPage of ['/team', '/es/team']) {
    await visitor.goto(teamPage);
    const photo = visitor
      .locator(`img[src*="/_astro/${photoFile.replace(/\.jpg$/, '')}."]`)
      .first();
    await expect(photo, teamPage).toBeVisible();
    expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(visitor.locator('img[src*="/_astro/jordan-hayes."]'), teamPage).toHaveCount(0);
  }
  await visitor.close();
});

/** A 400×500 JPEG portrait carrying EXIF (camera make, GPS-like comment) the server must drop. */
function portrait(): Promise<Buffer> {
  return sharp({ create: { width: 400, height: 500, channels: 3, background: '#2f6f4f' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCam', ImageDescription: 'GPS 42.1015 N 72.5898 W' } })
    .toBuffer();
}

/** The office phone the admin saves as a draft; the first test's publish takes it along. */
const phone = '(413) 555-0199';
async function saveNewOfficePhoneDraft(browser: Browser): Promise<void> {
  const page = await signedIn(browser, E2E_ADMIN);
  await page.goto('/admin/content/facts/firm');
  await page.getByRole('region', { name: 'English' }).getByLabel('Office phone').fill(phone);
  await page.getByRole('button', { name: 'Save draft' }).click();
  // The first test's drafts are waiting too, so the publish bar counts more than this one file.
  await expect(page.getByText('This entry has an unpublished draft.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'History' })
      .getByText(/^Saved by Avery Admin, .*\(en\.phone\)$/),
  ).toBeVisible();
  await page.context().close();
}

/**
 * Changing the office hours, which EDITING.md lists as changeable, used to fail every publish: the
 * footer, the contact card and /verification-documents passed the English label through a Spanish
 * dictionary that only knew the old one. The admin changes the hours in both languages; the first
 * test's publish takes them along.
 */
const HOURS = {
  opens: '08:30',
  closes: '17:30',
  en: 'Monday – Friday, 8:30 AM – 5:30 PM',
  es: 'Lunes a viernes, de 8:30 a. m. a 5:30 p. m.',
};
async function saveNewOfficeHoursDraft(browser: Browser): Promise<void> {
  const page = await signedIn(browser, E2E_ADMIN);
  await page.goto('/admin/content/facts/firm');
  // The first test's drafts are waiting too: the hours add the facts in both languages, two files.
  const count = page.getByText(/^\d+ files? saved as drafts\.$/);
  const before = Number.parseInt((await count.textContent()) ?? '', 10);
  const english = page.getByRole('region', { name: 'English' });
  await english.getByLabel('Opens').fill(HOURS.opens);
  await english.getByLabel('Closes').fill(HOURS.closes);
  await english.getByLabel('Hours as printed').fill(HOURS.en);
  await page.getByRole('region', { name: 'Spanish' }).getByLabel('Hours as printed').fill(HOURS.es);
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText(`${before + 2} files saved as drafts.`)).toBeVisible();
  await page.context().close();
}

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

// Published by the first test (each publish is a whole rebuild of the copy's site).
test('new office hours in both languages reach the footer, the contact card, the verification page and the chat', async ({
  browser,
}) => {
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

// Published by the first test (each publish is a whole rebuild of the copy's site).
test('a new office phone reaches the pages and the chat', async ({ browser }) => {
  expect(
    factsEntrySchema.parse(JSON.parse(await onDisk('src/content/facts/firm.json'))).phone,
  ).toBe(phone);
  // The repository stays green after the publish (a testimonial, a portrait, the facts): the
  // whole content tree passes the project's own format check, run as a developer would.
  expect(
    spawnSync(path.join(server.root, 'node_modules/.bin/prettier'), ['--check', 'src/content'], {
      cwd: server.root,
      encoding: 'utf8',
    }),
  ).toMatchObject({ status: 0 });
  const visitor = await browser.newPage({ baseURL: server.baseURL });
  for (const path of ['/', '/contact', '/es', '/es/contact']) {
    await visitor.goto(path);
    await expect(visitor.getByText(phone).first(), path).toBeVisible();
    await expect(visitor.locator('a[href="tel:+14135550199"]').first(), path).toBeAttached();
  }
  await visitor.close();

  // The running API answers with the new facts too, without a restart: it reloads the chat
  // knowledge the rebuild wrote.
  const context = await browser.newContext({ baseURL: server.baseURL });
  const res = await context.request.post('/api/chat', {
    data: { messages: [{ role: 'user', content: 'What is your phone number?' }], locale: 'en' },
    headers: originHeaders(server.baseURL),
  });
  expect(res.status()).toBe(200);
  expect(((await res.json()) as { response: string }).response).toContain(phone);
  await context.close();
});

test('an employee adds a question in both languages, then deletes it', async ({ browser }) => {
  const question = 'Do you work on weekends?';
  const employee = await createStaffMember(browser, server.baseURL, 'employee');
  const page = await signedIn(browser, employee);
  await page.goto('/admin/content');
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  await faq.getByRole('button', { name: 'New entry in Questions and answers' }).click();
  const dialog = page.getByRole('dialog', { name: 'New entry: Questions and answers' });
  const english = dialog.getByRole('group', { name: 'English' });
  const spanish = dialog.getByRole('group', { name: 'Spanish' });
  await english.getByLabel('Question').fill(question);
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  // The schema's own rules, under the fields, before anything is sent.
  await expect(spanish.getByText(/Fill this in|at least 5/i).first()).toBeVisible();
  await expect(dialog.getByLabel('File name')).toHaveValue('do-you-work-on-weekends');
  await english.getByLabel('Answer').fill('Yes, by appointment on Saturdays.');
  await english.getByLabel('contact', { exact: true }).check();
  await spanish.getByLabel('Question').fill('¿Trabajan los fines de semana?');
  await spanish.getByLabel('Answer').fill('Sí, los sábados con cita previa.');
  await expectNoAxeViolations(page);
  // A file name that is taken: the server's 409, under the field.
  await dialog.getByLabel('File name').fill('regions');
  await dialog.getByRole('button', { name: 'Create draft' }).click();
  await expect(dialog.getByText('An entry with this id already exists')).toBeVisible();
  await dialog.getByLabel('File name').fill('weekends');
  await dialog.getByRole('button', { name: 'Create draft' }).click();

  await expect(page).toHaveURL(/\/admin\/content\/faq\/weekends$/);
  await expect(page.getByRole('heading', { name: question, level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'All content' }).click();
  await faq.getByRole('link', { name: question }).click();

  const remove = page.getByRole('button', { name: 'Delete', exact: true });
  await remove.click();
  const confirm = page.getByRole('dialog', { name: 'Delete entry' });
  await expect(confirm).toContainText(`Are you sure you want to delete “${question}”`);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(remove).toBeFocused();
  await remove.click();
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  await expect(page.getByText('Entry deleted', { exact: true })).toBeVisible();
  await expect(faq.getByRole('link', { name: 'Is the first consultation free?' })).toBeVisible();
  await expect(faq.getByRole('link', { name: question })).toHaveCount(0);
  await page.context().close();
});

test('a deleted entry stays listed as awaiting publish, and the admin sees it among the drafts', async ({
  browser,
}) => {
  const question = 'How quickly will you respond?';
  const employee = await createStaffMember(browser, server.baseURL, 'employee');
  const page = await signedIn(browser, employee);
  await page.goto('/admin/content');
  const faq = page.getByRole('region', { name: 'Questions and answers' });
  await faq.getByRole('link', { name: question }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Delete entry' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page).toHaveURL(/\/admin\/content$/);
  // Still on the site until published: listed, marked, and no longer a link to an editor.
  const row = faq.getByRole('listitem').filter({ hasText: question });
  await expect(row.getByText('Deleted – awaiting publish')).toBeVisible();
  await expect(faq.getByRole('link', { name: question })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();

  const admin = await signedIn(browser, E2E_ADMIN);
  await admin.goto('/admin/content');
  await admin.getByText('What publishing changes').click();
  await expect(admin.getByRole('list', { name: 'Drafts to publish' })).toContainText(
    `Questions and answers: ${question} (Deleted – awaiting publish)`,
  );
  await expect(admin.getByRole('button', { name: 'Publish drafts' })).toBeEnabled();
  await admin.context().close();
});

test('a save over someone else’s newer draft is refused, and the editor keeps what they typed', async ({
  browser,
}) => {
  const employee = await createStaffMember(browser, server.baseURL, 'employee');
  // Both open Marcus Bell's testimonial; the admin saves first.
  const late = await signedIn(browser, employee);
  await late.goto('/admin/content/testimonials/marcus-bell');
  const lateQuote = late.getByRole('region', { name: 'English' }).getByLabel('Quote');
  await expect(lateQuote).not.toHaveValue('');
  const early = await signedIn(browser, E2E_ADMIN);
  await early.goto('/admin/content/testimonials/marcus-bell');
  const theirs = 'They walked us through every permit, and we opened our dispensary on schedule.';
  await early.getByRole('region', { name: 'English' }).getByLabel('Quote').fill(theirs);
  await early.getByRole('button', { name: 'Save draft' }).click();
  await expect(early.getByText('Draft saved', { exact: true })).toBeVisible();
  await early.context().close();

  const mine = 'Their team answered every question we had about the license, even on short notice.';
  await lateQuote.fill(mine);
  await late.getByRole('button', { name: 'Save draft' }).click();
  const conflict = late.getByRole('alert').filter({ hasText: 'Someone else changed this entry' });
  await expect(conflict).toBeVisible();
  await expect(lateQuote).toHaveValue(mine);
  await expectNoAxeViolations(late);
  // Nothing of the refused save was stored: the draft is the admin's.
  const saved = await late.request.get('/api/admin/content/testimonials/marcus-bell');
  expect(((await saved.json()) as { en: { quote: string } }).en.quote).toBe(theirs);
  await conflict.getByRole('button', { name: 'Load their version' }).click();
  await expect(lateQuote).toHaveValue(theirs);
  await late.context().close();
});
