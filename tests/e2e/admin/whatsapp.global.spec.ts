// Issue 25, the admin's WhatsApp: an administrator edits a template's text, sends it as a test in
// the sandbox and finds the new text in the message log, delivered; the page passes axe and fits a
// phone. Global: a template's text is the platform's, so it runs after the other specs and puts the
// original text back.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { whatsappTemplates } from '../../../src/server/db/schema.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { defaultTemplates } from '../../../src/server/modules/whatsapp/default-templates.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, signInAs, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const original = defaultTemplates.saque_pago;

test.afterAll(async ({ database }) => {
  await database.db
    .update(whatsappTemplates)
    .set({ body: original.body, category: original.category })
    .where(eq(whatsappTemplates.name, 'saque_pago'));
});

test('an admin edits a template, sends a test in the sandbox and sees the new text in the log', async ({
  page,
  database,
}) => {
  test.setTimeout(90_000);
  const email = `e2e-whatsapp-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password: 'Admin#Forte2027', role: 'admin' });
  await signInAs(page, 'admin', email);
  await page.goto(`${hosts.admin}/admin/whatsapp`);
  await expect(page.getByRole('heading', { level: 1, name: 'WhatsApp' })).toBeVisible();
  await expect(page.getByText('Sandbox (nenhuma mensagem sai desta máquina)')).toBeVisible();

  const stamp = randomUUID().slice(0, 6);
  const body = `Oba! Seu saque de {{1}} caiu na chave {{2}} (${stamp}). Para não receber mais, responda SAIR.`;
  await page.getByRole('button', { name: 'Editar o modelo saque_pago' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar modelo' });
  const text = dialog.getByLabel('Texto');
  // A variable left out is refused on the field, in pt-BR.
  await text.fill('Seu saque de {{1}} foi pago.');
  await dialog.getByRole('button', { name: 'Salvar e enviar para aprovação' }).click();
  await expect(
    dialog.getByText('Use as variáveis {{1}} a {{2}}, cada uma ao menos uma vez, e nenhuma outra.'),
  ).toBeVisible();
  await text.fill(body);
  await dialog.getByRole('button', { name: 'Salvar e enviar para aprovação' }).click();
  await expect(toast(page, 'Modelo salvo: aprovado.')).toBeVisible();
  await expect(page.getByText(`(${stamp})`)).toBeVisible();

  await page.getByRole('button', { name: 'Enviar teste' }).click();
  const send = page.getByRole('dialog', { name: 'Enviar teste' });
  await send.getByLabel('Celular com WhatsApp').fill('21987651234');
  await send.getByLabel('Modelo').selectOption('saque_pago');
  await send.getByRole('button', { name: 'Enviar teste' }).click();
  await expect(toast(page, 'Teste enviado. Acompanhe em "Mensagens".')).toBeVisible();

  await page.getByLabel('Modelo', { exact: true }).selectOption('saque_pago');
  await expect(page).toHaveURL(/modelo=saque_pago/);
  const table = page.getByRole('table', { name: 'Mensagens do WhatsApp' });
  const row = table.getByRole('row').filter({ hasText: `(${stamp})` });
  await expect(row).toContainText(`caiu na chave ${original.samples[1]}`);
  // Delivered: the sandbox reports it through the signed webhook; the log follows on reload.
  await expect(async () => {
    await page.reload();
    await expect(table.getByRole('row').filter({ hasText: `(${stamp})` })).toContainText('Entregue', {
      timeout: 1_000,
    });
  }).toPass({ timeout: 30_000 });
  await expectNoAxeViolations(page, 'whatsapp 1280');
  await fullPageShot(page, 'admin-whatsapp-1280');

  await page.goto(`${hosts.admin}/admin/auditoria`);
  await expect(page.getByRole('cell', { name: 'Editou modelo de WhatsApp' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Enviou teste pelo WhatsApp' }).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${hosts.admin}/admin/whatsapp`);
  await expect(page.getByText(`(${stamp})`).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'whatsapp 375');
  await fullPageShot(page, 'admin-whatsapp-375');
});
