// WCAG 2.1 A/AA on the couple's panel at 375 and 1280 px: every onboarding step, the dashboard and
// account pages, every site-editor page (and each section's content editor), the guests pages,
// an "Em breve" page, and the menus, sheets and dialogs people open on them.
import type { Page } from '@playwright/test';
import { insertEvent } from '../../../src/server/testing/invited-households.ts';
import { panelPaths as p } from '../../../src/web/painel/layout/panel-paths.ts';
import { seedMessage, seedRsvp } from '../guests/guests-helpers.ts';
import { createOnboardingCouple, signInOnPanel } from '../onboarding/onboarding-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { siteState } from '../site-editor/site-editor-helpers.ts';
import { axeViewports, softAxeCheck } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

async function visit(page: Page, path: string, label = path) {
  await page.goto(`${hosts.painel}${path}`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByText('Carregando...')).toHaveCount(0);
  await softAxeCheck(page, label);
}

for (const viewport of axeViewports) {
  test.describe(`${viewport.name} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the welcome page and the eight onboarding steps', async ({ page, database }) => {
      test.setTimeout(120_000);
      const couple = await createOnboardingCouple(database.db, { progress: 7 });
      await signInOnPanel(page, couple.email);
      await visit(page, '/onboarding', 'boas-vindas');
      for (let step = 1; step <= 8; step++) await visit(page, `/onboarding/passo-${step}`);
    });

    test('dashboard, account pages, help and an "Em breve" page', async ({ page, database }) => {
      test.setTimeout(120_000);
      const couple = await createPanelCouple(database.db, { emailVerified: false });
      await openPanel(page, couple);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await softAxeCheck(page, 'dashboard (e-mail não verificado)');
      for (const path of [p.weddingData, p.coupleData, p.account, p.faq, p.tour, p.store, p.wallet]) {
        await visit(page, path);
      }
    });

    test('the menus and sheets of the panel frame', async ({ page, database }) => {
      test.setTimeout(90_000);
      const couple = await createPanelCouple(database.db);
      await openPanel(page, couple);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (viewport.width < 768) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await softAxeCheck(page, 'menu do painel no celular');
        await page.keyboard.press('Escape');
      } else {
        await page.getByRole('banner').getByRole('button', { name: 'Lista de Presentes' }).click();
        await expect(page.getByRole('menu')).toBeVisible();
        await softAxeCheck(page, 'menu Lista de Presentes');
        await page.keyboard.press('Escape');
        await page
          .getByRole('banner')
          .getByRole('button', { name: /Helena/ })
          .click();
        await expect(page.getByRole('menu')).toBeVisible();
        await softAxeCheck(page, 'menu do usuário');
        await page.keyboard.press('Escape');
      }
    });

    // The site editor's walk in three parts, each with its own couple, so none takes minutes.
    test('every page of the site editor', async ({ page, database }) => {
      test.setTimeout(90_000);
      const couple = await createPanelCouple(database.db);
      await openPanel(page, couple, p.siteTheme);
      for (const path of [
        p.siteTheme,
        p.siteCustomize,
        p.siteIntro,
        p.siteSections,
        p.siteMusic,
        p.sitePublish,
      ]) {
        await visit(page, path);
      }
    });

    // A dozen editors, each checked by axe: walked in two halves, so a busy machine fits each in time.
    for (const half of [0, 1]) {
      test(`each section’s editor (${half === 0 ? 'first' : 'second'} half)`, async ({ page, database }) => {
        test.setTimeout(90_000);
        const couple = await createPanelCouple(database.db);
        await openPanel(page, couple, p.siteSections);
        const { sections } = await siteState(page, couple.wedding.id);
        const middle = Math.ceil(sections.length / 2);
        for (const section of half === 0 ? sections.slice(0, middle) : sections.slice(middle)) {
          await visit(page, `${p.siteSections}/${section.id}`, `seção ${section.title}`);
        }
      });
    }

    test('the confirmation before a section is deleted', async ({ page, database }) => {
      const couple = await createPanelCouple(database.db);
      await openPanel(page, couple, p.siteSections);
      const added = await page.evaluate(
        async (id) =>
          (
            await fetch(`/api/weddings/${id}/site/sections`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ kind: 'texto', title: 'Hospedagem' }),
            })
          ).status,
        couple.wedding.id,
      );
      expect(added).toBe(201);
      await page.goto(`${hosts.painel}${p.siteSections}`);
      await page.getByRole('button', { name: /Excluir/ }).click();
      await expect(page.getByRole('alertdialog').or(page.getByRole('dialog'))).toBeVisible();
      await softAxeCheck(page, 'confirmação de exclusão de seção');
    });

    test('the guests pages with answers and messages', async ({ page, database }) => {
      const couple = await createPanelCouple(database.db);
      await seedRsvp(database.db, couple.wedding.id, { name: 'Tia Cida', companionNames: ['Zé', 'Bia'] });
      await seedRsvp(database.db, couple.wedding.id, { name: 'Primo Léo', attending: false });
      await seedMessage(database.db, couple.wedding.id, { authorName: 'Vó Lurdes', body: 'Felicidades!' });
      await seedMessage(database.db, couple.wedding.id, {
        authorName: 'Amigo',
        body: 'Parabéns!',
        status: 'pending',
      });
      await openPanel(page, couple, p.guestRsvps);
      await expect(page.getByText('Tia Cida').first()).toBeVisible();
      await softAxeCheck(page, 'presenças confirmadas');
      await page.goto(`${hosts.painel}${p.guestMessages}`);
      await expect(page.getByText('Vó Lurdes').first()).toBeVisible();
      await softAxeCheck(page, 'recados recebidos');
    });

    test('the guest list, its import and the events', async ({ page, database }) => {
      const couple = await createPanelCouple(database.db);
      await insertEvent(database.db, couple.wedding.id, { name: 'Festa', isPublic: false });
      await openPanel(page, couple, p.guestEvents);
      await expect(page.getByText('Só convidados', { exact: true })).toBeVisible();
      await softAxeCheck(page, 'eventos');
      await visit(page, p.guestList, 'lista de convidados');
      await visit(page, p.guestListImport, 'importar convidados');
    });
  });
}
