// The back office's polish at 390 and 1280 px: the dashboard's "A fazer" leads to the withdrawals
// that failed, the menu lists every screen, and "Publicar Tema" asks first with
// the final preview, its reach and the contrast; each screen passes axe and is photographed.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, withdrawals } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import type { ThemeDetail } from '../../../src/shared/theme-studio.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot, shotPath } from '../support/screenshots.ts';
import { adminApi, openAdmin } from '../themes/themes-helpers.ts';

for (const width of [390, 1280]) {
  test(`${width} px: "A fazer" leads to failed withdrawals and Publicar Tema asks first`, async ({
    page,
    database,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    const { wedding } = await createCoupleWithWedding(database.db, {
      email: `e2e-afazer-${randomUUID()}@exemplo.com`,
      name1: 'Ana',
      name2: 'Rui',
    });
    await database.db.insert(withdrawals).values({
      weddingId: wedding.id,
      amountCents: 3_000,
      pixKeyType: 'email',
      pixKey: 'casal@exemplo.com',
      status: 'falhou',
      failureReason: 'Chave PIX não encontrada',
      provider: 'sandbox',
      idempotencyKey: `e2e-afazer-${randomUUID()}`,
    });

    await openAdmin(page, database.db, '/admin');
    const todo = page.getByRole('region', { name: 'A fazer' });
    const failed = todo.getByRole('link', { name: /saques? falh(ou|aram), sem nova tentativa/ });
    await expect(failed).toBeVisible();
    await expectNoAxeViolations(page, `dashboard ${width}`);
    await fullPageShot(page, `admin-dashboard-a-fazer-${width}`);

    if (width < 768) await page.getByRole('button', { name: 'Abrir menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu da administração' });
    await expect(menu.getByRole('link', { name: 'WhatsApp', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Domínios', exact: true })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Casais', exact: true })).toBeVisible();
    if (width < 768) {
      await page.screenshot({ path: shotPath(`admin-menu-${width}`) });
      await page.keyboard.press('Escape');
    }

    await failed.click();
    await expect(page).toHaveURL(/\/admin\/payments\?aba=saques&status=falhou-sem-nova-tentativa$/);
    await expect(page.getByRole('tab', { name: 'Saques', selected: true })).toBeVisible();
    // The list shows what the queue counted: failed withdrawals not retried yet.
    await expect(page.getByLabel('Status do saque')).toHaveValue('falhou-sem-nova-tentativa');
    await expect(page.getByText('Chave PIX não encontrada').first()).toBeVisible();

    // "Publicar Tema": the final preview, the reach and the contrast before anything is published.
    const theme = await adminApi<ThemeDetail>(page, '/api/admin/themes', 'POST');
    await page.goto(`${hosts.admin}/admin/temas/${theme.id}/construtor-visual`);
    await page.getByRole('button', { name: 'Publicar Tema' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publicar tema?' });
    await expect(dialog).toContainText('Nenhum site usa este tema ainda');
    await expect(dialog).toContainText('Contraste abaixo do recomendado (WCAG AA)');
    await expect(dialog.getByRole('region', { name: 'Prévia final' }).locator('iframe')).toBeVisible();
    await expectNoAxeViolations(page, `publicar tema ${width}`);
    await fullPageShot(page, `admin-publicar-tema-${width}`);
    await dialog.getByRole('button', { name: 'Cancelar', exact: true }).click();
    expect((await adminApi<ThemeDetail>(page, `/api/admin/themes/${theme.id}`)).status).toBe('rascunho');
    // Nothing was edited, so asking saved nothing: no "Editou conteúdo do tema" in the audit log.
    const contentLines = await database.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'theme.content'), eq(auditLog.targetId, theme.id)));
    expect(contentLines).toEqual([]);
  });
}
