import { expect, test } from '@playwright/test';
import { site } from '../src/lib/site.ts';
import { expectNoAxeViolations } from './fixtures.ts';

/**
 * The assistant on the Spanish site: Spanish panel, Spanish answers with the facts and
 * links to /es pages; and a Spanish question asked on an English page is answered in Spanish.
 */
test('on /es the assistant greets and answers three questions in Spanish, with the facts', async ({
  page,
}) => {
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': `198.20.${process.pid % 250}.1` });
  await page.goto('/es');
  await page.getByRole('button', { name: 'Abrir el asistente de chat' }).click();
  const panel = page.getByRole('dialog', { name: `Asistente de ${site.name}` });
  await expect(panel).toBeVisible();
  const log = page.getByRole('log', { name: 'Conversación' });
  await expect(log).toContainText('¡Hola! Soy el asistente');

  const questions: [string, (string | RegExp)[]][] = [
    ['¿Cuál es su horario?', ['lunes a viernes', '9:00', '5:00']],
    ['¿La consulta es gratis?', ['gratuita']],
    ['¿Dónde está su oficina?', [site.address.street, 'Holyoke']],
  ];
  for (const [index, [question, facts]] of questions.entries()) {
    await page.getByRole('textbox', { name: 'Su mensaje' }).fill(question);
    await page.getByRole('button', { name: 'Enviar mensaje' }).click();
    const answer = log.locator('[data-role="assistant"]').nth(index + 1);
    for (const fact of facts) await expect(answer).toContainText(fact);
    // Links go to the Spanish pages and are named, not read out as paths.
    await expect(answer.locator('a[href^="/es/"]')).not.toHaveCount(0);
    await expect(answer.getByRole('link', { name: /\// })).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});

test('a Spanish question on an English page gets a Spanish answer', async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-e2e-client-ip': `198.20.${process.pid % 250}.2` });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open chat assistant' }).click();
  await page.getByRole('textbox', { name: 'Your message' }).fill('¿Cuál es su número de teléfono?');
  await page.getByRole('button', { name: 'Send message' }).click();
  const answer = page
    .getByRole('log', { name: 'Conversation' })
    .locator('[data-role="assistant"]')
    .nth(1);
  await expect(answer).toContainText(`Llámenos al ${site.phone}`);
});

test('on /es the chat loads no React before the click, sends the page language and fails in Spanish', async ({
  page,
}) => {
  const reactScripts: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return;
    const body = await response.text().catch(() => '');
    if (body.includes('react.transitional.element')) reactScripts.push(response.url());
  });
  await page.goto('/es/cannabis');
  await page.waitForLoadState('networkidle');
  expect(reactScripts).toEqual([]);

  await page.getByRole('button', { name: 'Abrir el asistente de chat' }).click();
  await expect(page.getByRole('dialog', { name: `Asistente de ${site.name}` })).toBeVisible();
  const sent: unknown[] = [];
  await page.route('**/api/chat', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.abort('internetdisconnected');
  });
  await page.getByRole('textbox', { name: 'Su mensaje' }).fill('¿Hola?');
  await page.getByRole('textbox', { name: 'Su mensaje' }).press('Enter');
  await expect(
    page.getByRole('log', { name: 'Conversación' }).locator('[data-role="assistant"]').nth(1),
  ).toHaveText(
    `Asistente: En este momento tengo problemas de conexión. Comuníquese directamente con nosotros al ${site.phone} o a ${site.email} para recibir ayuda de inmediato.`,
  );
  expect(sent).toEqual([expect.objectContaining({ locale: 'es' })]);
  await expect.poll(() => reactScripts.length).toBeGreaterThan(0);
});
