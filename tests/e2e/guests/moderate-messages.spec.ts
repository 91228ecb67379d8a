// "Recados recebidos": approval before publishing, approve, hide, show, delete; guest text stays text.
import { eq } from 'drizzle-orm';
import { guestMessages } from '../../../src/server/db/schema.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { couplePanel, guestWrites, messagesPath, openGuestSite, seedMessage } from './guests-helpers.ts';

test('with approval on, a message waits in the panel until approved, then shows on the site', async ({
  page,
  browser,
  database,
}) => {
  const couple = await couplePanel(page, database.db, messagesPath);
  const approval = page.getByRole('switch', { name: 'Aprovar recados antes de publicar' });
  await expect(approval).not.toBeChecked();
  await approval.click();
  await expect(page.getByText('Novos recados agora esperam a aprovação de vocês.')).toBeVisible();
  await expect(approval).toBeChecked();

  const guest = await openGuestSite(browser, couple.slug);
  await guestWrites(
    guest.page,
    'Prima Lia',
    'Que dia lindo vai ser!',
    'Recado enviado! Ele aparece aqui assim que os noivos aprovarem.',
  );
  await guest.page.reload();
  await expect(guest.page.locator('#recados')).not.toContainText('Que dia lindo vai ser!');

  const card = page.getByRole('listitem').filter({ hasText: 'Que dia lindo vai ser!' });
  await expect(card).toContainText('Aguardando aprovação');
  await expect(page.getByRole('tab', { name: /Aguardando aprovação/ })).toContainText('1');
  await page.getByRole('tab', { name: /Aguardando aprovação/ }).click();
  await card.getByRole('button', { name: 'Aprovar recado de Prima Lia' }).click();
  await expect(page.getByText('Recado aprovado e publicado no site.')).toBeVisible();
  await expect(page.getByText('Nenhum recado aguardando aprovação.')).toBeVisible();

  await guest.page.reload();
  await expect(guest.page.locator('#recados')).toContainText('Que dia lindo vai ser!');
  await guest.close();

  // The setting survives a reload of the panel.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Aprovar recados antes de publicar' })).toBeChecked();
});

test('hides, shows again and deletes a message', async ({ page, browser, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  const message = await seedMessage(database.db, couple.wedding.id, {
    authorName: 'Seu Jorge',
    body: 'Parabéns aos noivos!',
  });
  await page.goto(page.url().replace('/dashboard', messagesPath));
  const card = page.getByRole('list', { name: 'Recados' }).getByRole('listitem');
  await expect(card).toContainText('Publicado');

  await card.getByRole('button', { name: 'Ocultar recado de Seu Jorge' }).click();
  await expect(page.getByText('Recado ocultado do site.')).toBeVisible();
  await expect(card).toContainText('Oculto');
  await expect(page.getByRole('tab', { name: /Ocultos/ })).toContainText('1');
  const guest = await openGuestSite(browser, couple.slug);
  await expect(guest.page.locator('#recados')).not.toContainText('Parabéns aos noivos!');
  await guest.close();

  await card.getByRole('button', { name: 'Mostrar recado de Seu Jorge' }).click();
  await expect(page.getByText('Recado visível no site de novo.')).toBeVisible();
  await expect(card).toContainText('Publicado');

  await card.getByRole('button', { name: 'Excluir recado de Seu Jorge' }).click();
  const confirm = page.getByRole('dialog', { name: 'Excluir este recado?' });
  await confirm.getByRole('button', { name: 'Cancelar', exact: true }).click();
  await expect(confirm).toBeHidden();
  await card.getByRole('button', { name: 'Excluir recado de Seu Jorge' }).click();
  await confirm.getByRole('button', { name: 'Excluir recado' }).click();
  await expect(page.getByText('Recado excluído.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nenhum recado ainda' })).toBeVisible();
  expect(await database.db.select().from(guestMessages).where(eq(guestMessages.id, message.id))).toEqual([]);
});

test('a message with markup is shown as text, never run', async ({ page, database }) => {
  const couple = await couplePanel(page, database.db, '/dashboard');
  const payload = '<script>alert(1)</script><img src=x onerror="alert(2)">';
  await seedMessage(database.db, couple.wedding.id, { authorName: '<b>Hacker</b>', body: payload });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${hosts.painel}${messagesPath}`);
  const card = page.getByRole('list', { name: 'Recados' }).getByRole('listitem');
  await expect(card.getByText(payload, { exact: true })).toBeVisible();
  await expect(card.getByRole('heading', { name: '<b>Hacker</b>' })).toBeVisible();
  await expect(card.locator('script, img, b')).toHaveCount(0);
  expect(dialogs).toEqual([]);
});
