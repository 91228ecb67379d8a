// Reordering sections with the drag handle from the keyboard (dnd-kit's keyboard sensor), with
// the pt-BR announcements a screen reader hears.

import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { arrowRowTo } from '../support/keyboard.ts';
import { saving, storedOrder } from './site-editor-helpers.ts';

test('the drag handle works from the keyboard too (space, arrows, space)', async ({ page, database }) => {
  await page.setViewportSize({ width: 1280, height: 1400 });
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/site/secoes');
  await page.getByRole('button', { name: 'Arrastar Cerimônia' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Cerimônia selecionada, na posição 4 de 8.')).toBeAttached();
  await arrowRowTo(page, 2);
  await expect(page.getByText('Cerimônia sobre a posição 2 de 8.')).toBeAttached();
  await saving(page, /\/site\/sections\/order$/, 'PUT', () => page.keyboard.press('Space'));
  await expect
    .poll(() => storedOrder(page, couple.wedding.id))
    .toEqual([
      'Home',
      'Cerimônia',
      'O Casal',
      'Padrinhos',
      'Recepção',
      'Lista de Presentes',
      'Confirme sua Presença',
      'Recados',
    ]);
});
