// Shared access (issue 21, section 6): the cerimonialista signs in, works on the guests and sees no
// money in the panel (a money address says why); the couple's "Acesso compartilhado" at 375 px.
import { addWeddingMember } from '../../../src/server/db/seed/demo-shared-access.ts';
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
