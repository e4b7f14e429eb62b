import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures.ts';

/**
 * The axe helper settles axe's *incomplete* colour-contrast results on pixels instead of letting
 * them pass (e2e/incompleteContrast.ts). axe files these under "incomplete", never "violations":
 * the invisible "Yes, Cancel It" of review 2 (B1) was one. Small pages of their own, so each case
 * is known: the helper must fail the unreadable ones and pass the readable ones.
 */
const page_ = (body: string) =>
  `<!doctype html><html lang="en"><head><title>Contrast</title></head><body style="margin:0;font:16px/1.5 sans-serif"><main>${body}</main></body></html>`;

test('white text on a transparent button over a white card fails (the B1 button)', async ({
  page,
}) => {
  await page.setContent(
    page_(`<section aria-label="Card" style="background:#fff;padding:24px">
      <button style="color:#fff;background:transparent;border:0;padding:8px 16px">Yes, Cancel It</button>
      <button style="color:#16201b;background:#fff;border:1px solid #74827a;padding:8px 16px">Keep It</button>
    </section>`),
  );
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/incomplete, equalRatio.*1\.00:1/s);
});

test('grey text over a light gradient fails; white text over a dark gradient passes', async ({
  page,
}) => {
  const band = (text: string, colors: string, gradient: string) =>
    `<div style="background:linear-gradient(90deg,${gradient});padding:24px"><p style="color:${colors};margin:0">${text}</p></div>`;
  await page.setContent(page_(band('Readable on the dark band', '#ffffff', '#0f3f2d,#145f41')));
  await expectNoAxeViolations(page);
  expect(
    test.info().annotations.filter((a) => a.type === 'axe incomplete color-contrast'),
    'axe could not judge the gradient itself: the helper measured it',
  ).toHaveLength(1);

  await page.setContent(page_(band('Faint on the light band', '#9aa59f', '#ffffff,#eef3ef')));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/incomplete, bgGradient/);
});

test('text hidden from screen readers is still measured unless a modal dialog covers it', async ({
  page,
}) => {
  // A decorative character: aria-hidden, but on screen, white on white.
  await page.setContent(
    page_(
      `<p style="background:#fff">Rated <span aria-hidden="true" style="color:#fff;background:transparent">★★★</span></p>`,
    ),
  );
  const hidden = await expectNoAxeViolations(page).then(
    () => 'passed',
    (error: Error) => error.message,
  );
  // axe may call it a violation or leave it incomplete; either way the helper must not pass it.
  expect(hidden).not.toBe('passed');
});
