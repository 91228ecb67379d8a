// Issue 25, the help assistant: a guest on a phone asks "quando o dinheiro cai na conta dos
// noivos?" and the first answer is the release article, with the days from the settings; they say
// it helped; an administrator sees the question, what it answered and the verdict in "Chatbots".
import { randomUUID } from 'node:crypto';
import { createCoupleWithWedding, createUser } from '../../../src/server/db/seed/factories.ts';
import { plural } from '../../../src/shared/plural.ts';
import { defaultSettings } from '../../../src/shared/settings.ts';
import { guestPhone } from '../checkout/checkout-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, signInAs, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot, shotPath, shotsWanted } from '../support/screenshots.ts';
import { coupleWithGifts } from '../wallet/wallet-helpers.ts';

const question = 'quando o dinheiro cai na conta dos noivos?';

test('a guest at 375 px asks when the money arrives, gets the release article, and an admin sees the question', async ({
  page,
  browser,
  database,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${hosts.public}/lista-de-casamento`);
  const open = page.getByRole('button', { name: 'Precisa de ajuda?' });
  await expect(open).toHaveAttribute('aria-expanded', 'false');
  await open.click();
  await expect(open).toHaveAttribute('aria-expanded', 'true');
  const panel = page.getByRole('region', { name: 'Precisa de ajuda?' });

  // Too short: a clear message on the field, nothing asked.
  await panel.getByLabel('Sua pergunta').fill('oi');
  await panel.getByRole('button', { name: 'Perguntar' }).click();
  await expect(panel.getByText('Escreva sua dúvida com pelo menos 3 letras.')).toBeVisible();

  await panel.getByLabel('Sua pergunta').fill(question);
  await panel.getByRole('button', { name: 'Perguntar' }).click();
  const answers = panel.getByRole('region', { name: 'Respostas' });
  const first = answers.getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText('Quando o dinheiro fica disponível para saque?');
  await expect(first).toContainText(
    `Em até ${plural(defaultSettings.releaseBusinessDays, 'dia útil', 'dias úteis')}`,
  );
  await expectNoAxeViolations(page, 'assistente 375');
  await fullPageShot(page, 'help-assistant-375');
  await answers.getByRole('button', { name: 'Sim' }).click();
  await expect(answers.getByText('Obrigado por avisar!')).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(open).toHaveAttribute('aria-expanded', 'false');

  const adminContext = await browser.newContext({ locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
  const admin = await adminContext.newPage();
  const email = `e2e-chatbots-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password: 'Admin#Forte2027', role: 'admin' });
  await signInAs(admin, 'admin', email);
  await admin.goto(`${hosts.admin}/admin/chatbots`);
  await expect(admin.getByRole('heading', { level: 1, name: 'Chatbots' })).toBeVisible();
  const asked = admin
    .getByRole('region', { name: 'Perguntas feitas' })
    .getByRole('listitem')
    .filter({ hasText: question });
  await expect(asked.first()).toContainText('Respondida com "Quando o dinheiro fica disponível para saque?"');
  await expect(asked.first()).toContainText('Ajudou');
  await expectNoAxeViolations(admin, 'chatbots 1280');
  await fullPageShot(admin, 'admin-chatbots-1280');
  await admin.setViewportSize({ width: 375, height: 800 });
  expect(await admin.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await fullPageShot(admin, 'admin-chatbots-375');
  await adminContext.close();
});

test('a couple asks in the panel header how to withdraw and gets the withdrawal article', async ({
  page,
  database,
}) => {
  const email = `e2e-ajuda-${randomUUID()}@exemplo.com`;
  await createCoupleWithWedding(database.db, {
    email,
    password: 'Noivos#Forte2027',
    name1: 'Lia',
    name2: 'Caio',
    onboardingCompleted: true,
    slug: `lia-e-caio-${randomUUID().slice(0, 8)}`,
  });
  await signInAs(page, 'painel', email);
  await page.goto(`${hosts.painel}/dashboard`);
  const open = page.getByRole('banner').getByRole('button', { name: 'Precisa de ajuda?' });
  await open.click();
  const panel = page.getByRole('region', { name: 'Precisa de ajuda?' });
  await panel.getByLabel('Sua pergunta').fill('como faço para sacar?');
  await panel.getByRole('button', { name: 'Perguntar' }).click();
  await expect(
    panel.getByRole('region', { name: 'Respostas' }).getByRole('listitem').first().getByRole('heading'),
  ).toHaveText('Como faço para sacar o dinheiro?');
  await expectNoAxeViolations(page, 'ajuda no painel');
});

test('a guest at 375 px asks on the checkout page and gets the release article', async ({
  browser,
  database,
}) => {
  const couple = await coupleWithGifts(database.db);
  const guest = await guestPhone(browser);
  await guest.page.goto(couple.siteUrl);
  await guest.page
    .getByRole('listitem')
    .filter({ hasText: 'Jantar romântico' })
    .getByRole('link', { name: /Presentear/ })
    .click();
  const open = guest.page.getByRole('button', { name: 'Precisa de ajuda?' });
  await open.click();
  const panel = guest.page.getByRole('region', { name: 'Precisa de ajuda?' });
  await panel.getByLabel('Sua pergunta').fill(question);
  await panel.getByRole('button', { name: 'Perguntar' }).click();
  const first = panel.getByRole('region', { name: 'Respostas' }).getByRole('listitem').first();
  await expect(first.getByRole('heading')).toHaveText('Quando o dinheiro fica disponível para saque?');
  await expect(first).toContainText(plural(defaultSettings.releaseBusinessDays, 'dia útil', 'dias úteis'));
  await expectNoAxeViolations(guest.page, 'ajuda no pagamento 375');
  if (shotsWanted) await guest.page.screenshot({ path: shotPath('help-checkout-375') });
  await guest.close();
});
