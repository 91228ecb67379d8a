// The back office's couples (issue 11): the dev admin finds a couple made here by e-mail and opens
// every tab; edits the phone; deactivates the couple (site 404, login refused) and reactivates it;
// the audit log shows each step. Each step is its own test on its own seeded couple. axe and
// screenshots on every page.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import type { Database } from '../../../src/server/db/client.ts';
import { invitedHouseholds, rsvps } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { demoLogins } from '../../../src/server/db/seed/index.ts';
import { adminCoupleMessages } from '../../../src/shared/admin-couples.ts';
import { authMessages } from '../../../src/shared/auth/messages.ts';
import { latestEmailTo, signIn } from '../auth/auth-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { dismissToasts, expect, signInAs, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const password = 'Casal#Admin2027';
const admin = demoLogins.admin;

async function signInDevAdmin(page: Page) {
  await signInAs(page, 'admin', admin.email);
  await page.goto(`${hosts.admin}/admin`);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
}

/** What a guest's browser gets for the couple's site: the status of the page. */
async function guestSiteStatus(browser: Browser, slug: string): Promise<number | undefined> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const res = await page.goto(`${hosts.noivos}/${slug}`);
  const status = res?.status();
  await context.close();
  return status;
}

/** The couple tries to sign in on the panel; returns the alert or the page they land on. */
async function coupleLogin(browser: Browser, email: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, 'painel', email, password);
  return { page, close: () => context.close() };
}

/** axe and a screenshot of the page itself: toasts of earlier steps are closed first, not measured mid-fade. */
async function check(page: Page, shot: string) {
  await dismissToasts(page);
  await expectNoAxeViolations(page, shot);
  await fullPageShot(page, shot);
}

/** A couple made for one test, with a household and an answer, opened at its detail page. */
async function seedCouple(database: Database, tag: string) {
  const email = `e2e-casal-${tag}@exemplo.com`;
  const slug = `e2e-casal-${tag}`;
  const { user, wedding } = await createCoupleWithWedding(database.db, {
    email,
    password,
    name1: 'Helena',
    name2: 'Rafael',
    weddingDate: '2031-09-18',
    phone: '11912345678',
    slug,
    sitePublished: true,
    onboardingCompleted: true,
  });
  return { email, slug, user, wedding };
}

/** Opens the couple's detail page straight from its address. */
async function openCouple(page: Page, userId: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDevAdmin(page);
  await page.goto(`${hosts.admin}/admin/couples/${userId}`);
  await expect(page.getByRole('heading', { name: 'Helena & Rafael' })).toBeVisible();
}

test('the dev admin finds a couple by e-mail and opens every tab', async ({ page, database }) => {
  test.setTimeout(90_000);
  const tag = randomUUID().slice(0, 8);
  const { email, slug, user, wedding } = await seedCouple(database, tag);
  const [household] = await database.db
    .insert(invitedHouseholds)
    .values({ weddingId: wedding.id, name: 'Família Prado', nameKey: 'familia prado', maxCompanions: 2 })
    .returning();
  await database.db.insert(rsvps).values({
    weddingId: wedding.id,
    householdId: household?.id,
    name: 'Lia Prado',
    nameKey: 'lia prado',
    contactKey: tag,
    attending: true,
    companions: 1,
  });

  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDevAdmin(page);
  await page.getByRole('link', { name: 'Casais' }).first().click();
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Casais' })).toBeVisible();
  await expect(page.getByText(/^Mostrando \d+ de [\d.]+ casais$/)).toBeVisible();
  await check(page, 'admin-couples-1280');

  await page.getByPlaceholder('Buscar por nome, email...').fill(email);
  await expect(page.getByText('Mostrando 1 de 1 casais')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Helena');
  await expect(row).toContainText('Rafael');
  await expect(row).toContainText('18/09/2031');
  await expect(row).toContainText('Ativo');
  await page.getByRole('button', { name: 'Ações de Helena & Rafael' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();

  await expect(page.getByRole('heading', { name: 'Helena & Rafael' })).toBeVisible();
  await expect(page).toHaveURL(`${hosts.admin}/admin/couples/${user.id}`);
  const tabs = page.getByRole('tablist', { name: 'Detalhes do casal' });
  await expect(tabs.getByRole('tab', { name: 'Visão Geral' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('(11) 91234-5678')).toBeVisible();
  await expect(page.getByText(`noivos.localhost:${new URL(hosts.admin).port}/${slug}`)).toBeVisible();
  await check(page, 'admin-couple-visao-geral-1280');

  const tabChecks: [string, string, string][] = [
    ['Financeiro', 'Conta de recebimento', 'financeiro'],
    ['Lista de Presentes', 'Resumo da lista', 'lista-de-presentes'],
    ['Onboarding', 'Etapas', 'onboarding'],
    ['Convidados', 'Famílias convidadas (1 de 1 responderam)', 'convidados'],
  ];
  for (const [name, heading, slugOfTab] of tabChecks) {
    await tabs.getByRole('tab', { name }).click();
    await expect(page.getByRole('heading', { name: heading })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`aba=${slugOfTab}$`));
    await check(page, `admin-couple-${slugOfTab}-1280`);
  }
  await expect(page.getByRole('row', { name: 'Família Prado 2 1 1' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Lia Prado Vai comparecer 1/ })).toBeVisible();
  // Arrow keys move between tabs.
  await tabs.getByRole('tab', { name: 'Convidados' }).focus();
  await page.keyboard.press('ArrowLeft');
  await expect(tabs.getByRole('tab', { name: 'Onboarding' })).toHaveAttribute('aria-selected', 'true');
});

test("the admin edits a couple's phone and the audit log shows the change", async ({ page, database }) => {
  const { user } = await seedCouple(database, randomUUID().slice(0, 8));
  await openCouple(page, user.id);

  await page.getByRole('link', { name: 'Editar casal' }).click();
  await expect(page.getByRole('heading', { name: 'Editar Helena & Rafael' })).toBeVisible();
  await check(page, 'admin-couple-edit-1280');
  await page.getByLabel('Telefone (opcional)').fill('21998765432');
  await page.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, adminCoupleMessages.saved)).toBeVisible();
  await expect(page.getByText('(21) 99876-5432')).toBeVisible();

  await page.getByRole('link', { name: 'Auditoria' }).last().click();
  await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await expect(page.getByText('Mostrando 1 de 1 registros')).toBeVisible();
  const entry = page.getByRole('row').filter({ hasText: 'Helena & Rafael' });
  await expect(entry).toContainText('Editou casal');
  await expect(entry).toContainText('Telefone: 11912345678');
  await expect(entry).toContainText('21998765432');
  await expect(entry).toContainText(admin.email);
  await check(page, 'admin-audit-1280');
});

test('a deactivated couple loses its site and its login until reactivated, each step audited', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(90_000);
  const { email, slug, user } = await seedCouple(database, randomUUID().slice(0, 8));
  await openCouple(page, user.id);

  // Deactivate: the site answers 404 and the couple's login is refused.
  expect(await guestSiteStatus(browser, slug)).toBe(200);
  await page.getByRole('button', { name: 'Desativar' }).click();
  const dialog = page.getByRole('dialog', { name: adminCoupleMessages.deactivateTitle });
  await dialog.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, adminCoupleMessages.deactivated)).toBeVisible();
  await expect(
    page.getByText('Casal desativado: o site está fora do ar e o login é recusado.'),
  ).toBeVisible();
  expect(await guestSiteStatus(browser, slug)).toBe(404);
  const refused = await coupleLogin(browser, email);
  await expect(refused.page.getByRole('alert')).toHaveText(authMessages.accountInactive);
  await refused.close();

  // Reactivate: both come back.
  await page.getByRole('button', { name: 'Reativar' }).click();
  await page
    .getByRole('dialog', { name: adminCoupleMessages.reactivateTitle })
    .getByRole('button', { name: 'Reativar' })
    .click();
  await expect(toast(page, adminCoupleMessages.reactivated)).toBeVisible();
  expect(await guestSiteStatus(browser, slug)).toBe(200);
  const welcomed = await coupleLogin(browser, email);
  await expect(welcomed.page).toHaveURL(`${hosts.painel}/dashboard`);
  await welcomed.close();

  // The audit log shows both steps, newest first.
  await page.getByRole('link', { name: 'Auditoria' }).last().click();
  await expect(page.getByRole('heading', { name: 'Auditoria' })).toBeVisible();
  await expect(page.getByText('Mostrando 2 de 2 registros')).toBeVisible();
  const entries = page.getByRole('row').filter({ hasText: 'Helena & Rafael' });
  await expect(entries.nth(0)).toContainText('Reativou casal');
  await expect(entries.nth(0)).toContainText('Status: Inativo');
  await expect(entries.nth(1)).toContainText('Desativou casal');
});

test('an admin adds a couple, who gets an e-mail to create the password', async ({ page, database }) => {
  // Two saves, an axe walk and the admin's couples list: a busy 2-core machine has needed over 30 s.
  test.setTimeout(60_000);
  const email = `e2e-novo-${randomUUID().slice(0, 8)}@exemplo.com`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDevAdmin(page);
  await page.goto(`${hosts.admin}/admin/couples`);
  await page.getByRole('button', { name: 'Adicionar casal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adicionar casal' });
  await dialog.getByLabel('Nome do(a) noivo(a) 1 *').fill('Marina');
  await dialog.getByLabel('Nome do(a) noivo(a) 2 *').fill('Otávio');
  await dialog.getByLabel('Noivo(a) 2 é').selectOption('noivo');
  await dialog.getByLabel('E-mail *').fill(email);
  await dialog.getByRole('button', { name: 'Adicionar casal' }).click();
  await expect(dialog.getByRole('alert')).toHaveText(adminCoupleMessages.invalidDate);
  await expectNoAxeViolations(page, 'adicionar casal');
  await fullPageShot(page, 'admin-couples-add-1280');
  await dialog.getByLabel('Data do casamento *').fill('2031-06-14');
  await dialog.getByRole('button', { name: 'Adicionar casal' }).click();
  await expect(toast(page, adminCoupleMessages.created)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Marina & Otávio' })).toBeVisible();
  const mail = await latestEmailTo(database.db, email);
  expect(mail.text).toMatch(/\/redefinir-senha\/nova\?token=/);
});

test('the couples list on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signInDevAdmin(page);
  await page.goto(`${hosts.admin}/admin/couples`);
  await expect(page.getByText(/^Mostrando \d+ de [\d.]+ casais$/)).toBeVisible();
  await expect(page.getByRole('list', { name: 'Casais' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await check(page, 'admin-couples-375');
});

test('the list keeps its search, filter and sort in the address, so going back returns to it', async ({
  page,
  database,
}) => {
  const tag = randomUUID().slice(0, 8);
  const email = `e2e-volta-${tag}@exemplo.com`;
  await createCoupleWithWedding(database.db, {
    email,
    password,
    name1: 'Iara',
    name2: 'Tomás',
    status: 'inactive',
  });
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInDevAdmin(page);
  await page.goto(`${hosts.admin}/admin/couples`);
  await page.getByLabel('Buscar casal').fill(email);
  await expect(page.getByText('Mostrando 1 de 1 casais')).toBeVisible();
  await page.getByLabel('Filtro').selectOption('inativos');
  await page.getByLabel('Ordenar por').selectOption('alfabetica');
  await expect(page).toHaveURL(/filtro=inativos/);
  await expect(page).toHaveURL(/ordem=alfabetica/);
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Inativo');

  await page.getByRole('button', { name: 'Ações de Iara & Tomás' }).click();
  await page.getByRole('menuitem', { name: 'Ver detalhes' }).click();
  await expect(page.getByRole('heading', { name: 'Iara & Tomás' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Gerenciamento de Casais' })).toBeVisible();
  await expect(page.getByLabel('Buscar casal')).toHaveValue(email);
  await expect(page.getByLabel('Filtro')).toHaveValue('inativos');
  await expect(page.getByLabel('Ordenar por')).toHaveValue('alfabetica');
  await expect(page.getByText('Mostrando 1 de 1 casais')).toBeVisible();

  // A shared address opens the same list.
  await page.goto(`${hosts.admin}/admin/couples?q=${encodeURIComponent(email)}&filtro=ativos`);
  await expect(page.getByLabel('Buscar casal')).toHaveValue(email);
  await expect(page.getByText(adminCoupleMessages.empty)).toBeVisible();
});
