// "Publicação e senha" and "Personalizar tema" details: publishing (through the checklist's dialog)
// needs a link, the password is changed and removed, the switches save at once, "Despublicar" takes
// the site down, and the theme's defaults come back.
import { eq } from 'drizzle-orm';
import { weddings } from '../../../src/server/db/schema.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { saving, siteState, toast } from './site-editor-helpers.ts';

test('publishing needs a link; password, search and approval switches save at once', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db, { sitePublished: false });
  await database.db.update(weddings).set({ slug: null }).where(eq(weddings.id, couple.wedding.id));
  await openPanel(page, couple, '/dashboard/site/publicacao');

  await expect(page.getByText('Fora do ar: só vocês veem o site, pela prévia.')).toBeVisible();
  await page.getByRole('button', { name: 'Publicar o site' }).click();
  const dialog = page.getByRole('dialog', { name: 'Publicar o site' });
  await dialog.getByRole('button', { name: 'Publicar site' }).click();
  await expect(
    dialog.getByRole('alert').filter({ hasText: 'Defina o link do site antes de publicar.' }),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Agora não' }).click();
  await expect(dialog).toBeHidden();
  expect((await siteState(page, couple.wedding.id)).published).toBe(false);

  const slug = `helena-e-rafael-${couple.wedding.id.slice(0, 8)}`;
  await page.getByLabel('Definir link').fill(slug);
  await expect(page.getByText('Link disponível!')).toBeVisible();
  await saving(page, /\/slug$/, 'PUT', () => page.getByRole('button', { name: 'Salvar link' }).click());
  await expect(toast(page, 'Link salvo')).toBeVisible();
  await expect(page.getByTestId('link-do-site')).toHaveText(`${hosts.noivos.replace('http://', '')}/${slug}`);
  await page.getByRole('button', { name: 'Publicar o site' }).click();
  await saving(page, /\/site\/publication$/, 'PUT', () =>
    dialog.getByRole('button', { name: 'Publicar site' }).click(),
  );
  await expect(toast(page, 'Site publicado! Já pode compartilhar o link.')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Seu site está no ar!' })
    .getByRole('button', { name: 'Fechar' })
    .click();
  await expect(page.getByText('No ar: os convidados já podem abrir o site pelo link.')).toBeVisible();

  await page.getByRole('switch', { name: 'Esconder da busca de casais' }).click();
  await page.getByRole('switch', { name: 'Aprovar recados antes de publicar' }).click();
  await expect
    .poll(async () => {
      const s = await siteState(page, couple.wedding.id);
      return [s.published, s.hiddenFromSearch, s.settings.messagesRequireApproval];
    })
    .toEqual([true, true, true]);

  await page.getByLabel('Senha do site').fill('primeira-senha');
  await saving(page, /\/site\/password$/, 'PUT', () =>
    page.getByRole('button', { name: 'Definir senha' }).click(),
  );
  await page.getByLabel('Senha do site').fill('segunda-senha');
  await saving(page, /\/site\/password$/, 'PUT', () =>
    page.getByRole('button', { name: 'Trocar senha' }).click(),
  );
  await expect(toast(page, 'Senha do site definida.')).toBeVisible();
  await saving(page, /\/site\/password$/, 'PUT', () =>
    page.getByRole('button', { name: 'Remover senha' }).click(),
  );
  await expect(toast(page, 'Senha removida. O site está aberto a todos com o link.')).toBeVisible();
  await expect(page.getByText('O site está aberto a todos com o link.', { exact: true })).toBeVisible();
  expect((await siteState(page, couple.wedding.id)).hasPassword).toBe(false);

  // Taking the site down asks first.
  await page.getByRole('button', { name: 'Despublicar' }).click();
  const question = page.getByRole('dialog', { name: 'Tirar o site do ar?' });
  await saving(page, /\/site\/publication$/, 'PUT', () =>
    question.getByRole('button', { name: 'Despublicar' }).click(),
  );
  await expect(toast(page, 'Site despublicado. Só vocês podem vê-lo agora.')).toBeVisible();
  await expect(page.getByText('Fora do ar: só vocês veem o site, pela prévia.')).toBeVisible();
  expect((await siteState(page, couple.wedding.id)).published).toBe(false);
});

test('"Restaurar padrão do tema" brings back the theme colours and fonts', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db);
  await openPanel(page, couple, '/dashboard/site/personalizar');
  const primary = page.getByLabel('Cor principal', { exact: true });
  const original = await primary.inputValue();
  await primary.fill('#123456');
  await page.getByLabel('Fonte dos textos').selectOption('Lora');
  await expect(page.getByText('Contamos com a presença de vocês!')).toHaveCSS('font-family', /Lora/);
  await saving(page, /\/site\/settings$/, 'PUT', () =>
    page.getByRole('button', { name: 'Salvar', exact: true }).click(),
  );
  expect((await siteState(page, couple.wedding.id)).settings.design).toEqual({
    colors: { primary: '#123456' },
    bodyFont: 'Lora',
  });

  await saving(page, /\/site\/settings$/, 'PUT', () =>
    page.getByRole('button', { name: 'Restaurar padrão do tema' }).click(),
  );
  await expect(toast(page, 'Cores e fontes do tema restauradas.')).toBeVisible();
  await expect(primary).toHaveValue(original);
  await expect(page.getByLabel('Fonte dos textos')).toHaveValue('Poppins');
  expect((await siteState(page, couple.wedding.id)).settings.design).toEqual({ colors: {} });
});
