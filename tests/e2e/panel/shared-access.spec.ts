// Shared access (issue 21, section 6): the cerimonialista signs in, works on the guests and sees no
// money in the panel (a money address says why); the couple's "Acesso compartilhado" at 375 px; a
// partner whose couple has not finished the onboarding lands on the panel and has "Minha conta".
import { addWeddingMember } from '../../../src/server/db/seed/demo-shared-access.ts';
import { memberAccountTexts } from '../../../src/shared/member-account.ts';
import { sharedAccessTexts as t } from '../../../src/shared/shared-access.ts';
import { axeViolations } from '../support/axe.ts';
import { dismissToasts, expect, signInAs, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { createPanelCouple, openPanel, panelPassword } from './panel-helpers.ts';

test('the planner sees the guests but no money menu, and a money page says why', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  const email = `cerimonial.${couple.slug}@exemplo.com`;
  await addWeddingMember(database.db, {
    weddingId: couple.wedding.id,
    email,
    password: panelPassword,
    role: 'planner',
  });
  await signInAs(page, 'painel', email);
  await page.goto(`${hosts.painel}/dashboard/convidados/lista`);
  await expect(page.getByRole('heading', { level: 1, name: 'Lista de convidados' })).toBeVisible();
  const menu = page.getByRole('navigation', { name: 'Menu do painel' }).first();
  await expect(menu.getByRole('link', { name: 'Editar meu site' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Minha Carteira' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Lista de Presentes/ })).toHaveCount(0);

  await page.goto(`${hosts.painel}/dashboard/carteira`);
  await expect(page.getByRole('heading', { level: 1, name: t.moneyOnlyTitle })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: t.moneyOnly })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});

test('the couple invites a cerimonialista from "Acesso compartilhado" at 375 px', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  await page.setViewportSize({ width: 375, height: 812 });
  await openPanel(page, couple, '/dashboard/acesso-compartilhado');
  await expect(page.getByRole('heading', { level: 1, name: t.pageTitle })).toBeVisible();
  await expect(page.getByText(t.empty)).toBeVisible();
  const email = `cerimonial.${couple.slug}@exemplo.com`;
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.invite }).click();
  await expect(toast(page, t.invited(email))).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: email }).getByText(t.pending)).toBeVisible();
  await dismissToasts(page);
  expect(await axeViolations(page)).toEqual([]);
  await fullPageShot(page, 'panel-acesso-compartilhado-375');
});

test('a partner of a couple still in the onboarding lands on the panel and keeps their own account', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db);
  const email = `parceiro.${couple.slug}@exemplo.com`;
  await addWeddingMember(database.db, {
    weddingId: couple.wedding.id,
    email,
    password: panelPassword,
    role: 'partner',
  });
  await signInAs(page, 'painel', email);
  // Signed in already, the login page moves on to where the account belongs: the panel.
  await page.goto(`${hosts.painel}/entrar`);
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);
  await expect(page.getByRole('heading', { name: 'Resumo do casamento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Terminar a configuração inicial' })).toHaveCount(0);
  await page.goto(`${hosts.painel}/onboarding`);
  await expect(page).toHaveURL(`${hosts.painel}/dashboard`);

  await page.getByRole('button', { name: /Helena & Rafael/ }).click();
  await page.getByRole('menuitem', { name: memberAccountTexts.title, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: memberAccountTexts.title })).toBeVisible();
  await expect(page.getByRole('main').getByText(email)).toBeVisible();
  await page.getByLabel(memberAccountTexts.name).fill('Joana Lima');
  await page.getByRole('button', { name: memberAccountTexts.saveName }).click();
  await expect(toast(page, memberAccountTexts.nameSaved)).toBeVisible();
  await dismissToasts(page);
  expect(await axeViolations(page)).toEqual([]);
});
