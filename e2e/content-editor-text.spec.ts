import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { factsEntrySchema } from '../src/lib/contentSchemas/facts.ts';
import { E2E_ADMIN, ensureAdmin, signInWithApi } from './adminSession.ts';

/**
 * Page text in the editor, as an editor meets it (nothing is saved: refused text writes nothing and
 * the preview never does): the preview prints what the site would, in the site's typography, with
 * `<2 years` and `{dólar}` as text and the facts filled in; HTML typed in the Spanish page text is
 * refused at save, the reason shown under the Spanish field and the refusal announced beside Save.
 */
const FACTS = path.resolve(import.meta.dirname, '../src/content/facts/firm.json');

test('the preview prints what publishes; refused Spanish page text is named under the field and beside Save', async ({
  page,
  baseURL,
}) => {
  const { phone } = factsEntrySchema.parse(JSON.parse(await readFile(FACTS, 'utf8')));
  await ensureAdmin(page.request, baseURL!);
  await signInWithApi(page, baseURL!, E2E_ADMIN);
  await page.goto('/admin/content/divisions/marketing');

  const english = page.getByRole('region', { name: 'English' });
  await english.getByRole('textbox', { name: 'Page text' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(
    '\n\nPay back in <2 years, every {dólar} & "more" -- call {site.phone}.',
  );
  await english.getByRole('button', { name: 'Preview' }).click();
  const preview = english.getByTestId('markdown-preview');
  await expect(preview).toHaveClass(/prose-copy/);
  // Smart punctuation and the phone number, as the site's Markdown step prints them.
  await expect(preview).toContainText(
    `Pay back in <2 years, every {dólar} & “more” – call ${phone}.`,
  );

  const spanish = page.getByRole('region', { name: 'Spanish' });
  await spanish.getByRole('textbox', { name: 'Page text (Spanish)' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  // Pasted, not typed: typed keys meet the Markdown editor's tag auto-closing, which added a second
  // `</script>` when the closing tag was typed on a loaded machine.
  await page.keyboard.insertText('<script>alert(1)</script>');
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(
    spanish.getByText(/^Line \d+: "<script>alert\(1\)<\/script>" is HTML/),
  ).toBeVisible();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Not saved: one field needs a change' }),
  ).toBeVisible();

  await spanish.getByRole('button', { name: 'Preview' }).click();
  await expect(spanish.getByRole('alert')).toContainText('cannot be published as it is');
  await expect(spanish.getByRole('alert')).toContainText('is HTML');
});
