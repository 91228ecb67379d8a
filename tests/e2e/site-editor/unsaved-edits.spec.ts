// On a phone, the story typed in "O Casal" is not lost by tapping another editor tab: the sticky bar
// says it is not saved, leaving asks first, and once saved the bar says "Salvo" and leaving is free.
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { shotPath } from '../support/screenshots.ts';
import { siteState, toast } from './site-editor-helpers.ts';

const story = 'Nos conhecemos numa roda de samba em 2019.';

test('leaving the story editor after typing does not lose the story', async ({ page, database }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/site/secoes');
  await page.getByRole('link', { name: 'Editar conteúdo de O Casal' }).click();
  const bar = page.getByRole('status').filter({ hasText: /^(Salvo|Alterações não salvas)$/ });
  await expect(bar).toHaveText('Salvo');

  await page.getByLabel('Nossa história').fill(story);
  await expect(bar).toHaveText('Alterações não salvas');
  await expect(page.getByRole('button', { name: 'Salvar', exact: true })).toBeInViewport();
  await page.screenshot({ path: shotPath('site-editor/story-unsaved-390') });

  // Another tab asks first; staying keeps the text.
  await page.getByRole('link', { name: 'Seções', exact: true }).click();
  const ask = page.getByRole('dialog', { name: 'Sair sem salvar?' });
  await expect(ask).toBeVisible();
  await page.screenshot({ path: shotPath('site-editor/leave-dialog-390') });
  await expectNoAxeViolations(page, 'sair sem salvar');
  await ask.getByRole('button', { name: 'Continuar editando' }).click();
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard\/site\/secoes\/[\w-]+$/);
  await expect(page.getByLabel('Nossa história')).toHaveValue(story);

  // Saved: the bar says so and leaving no longer asks.
  await page.getByRole('button', { name: 'Salvar', exact: true }).click();
  await expect(toast(page, 'Alterações salvas')).toBeVisible();
  await expect(bar).toHaveText('Salvo');
  const stored = (await siteState(page, couple.wedding.id)).sections.find((s) => s.kind === 'o-casal');
  expect(stored?.content.story).toBe(story);
  await page.getByRole('link', { name: 'Seções', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/site\/secoes$/);
  await expect(ask).toBeHidden();

  // Leaving on purpose drops only what was typed after the save.
  await page.getByRole('link', { name: 'Editar conteúdo de O Casal' }).click();
  await page.getByLabel('Nossa história').fill(`${story} Rascunho`);
  await page.getByRole('link', { name: 'Seções', exact: true }).click();
  await ask.getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page).toHaveURL(/\/dashboard\/site\/secoes$/);
  await page.getByRole('link', { name: 'Editar conteúdo de O Casal' }).click();
  await expect(page.getByLabel('Nossa história')).toHaveValue(story);
});
