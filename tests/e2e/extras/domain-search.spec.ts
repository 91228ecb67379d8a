// "Comprar Domínio" beyond the purchase (buy-domain.spec.ts): a taken name is "Indisponível" at both
// endings and cannot be bought; a domain the couple owns, waiting for its DNS, shows its state, the
// records to set and "Verificar agora"; the back office's "Domínios" lists the orders with a failed
// one's reason, "Tentar novamente" (back to registering, audited) and "Reembolsar".
// Screenshots: the waiting domain at 375 px, the admin list at 1280 px.
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { auditLog, extraOrders } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { openAdmin } from '../themes/themes-helpers.ts';

test.use({ viewport: { width: 375, height: 780 } });

test('a taken name is unavailable at both endings, with no "Comprar"', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  await openPanel(page, couple, '/dashboard/servicos/dominio');
  await page.getByLabel('Nome do domínio').fill('casal-ocupado');
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const results = page.getByRole('region', { name: 'Resultados da pesquisa' });
  await expect(results.getByRole('listitem')).toHaveCount(2);
  for (const ending of ['com.br', 'com']) {
    const item = results
      .getByRole('listitem')
      .filter({ hasText: `casal-ocupado.${ending}` })
      .first();
    await expect(item).toContainText('Indisponível');
    await expect(item.getByRole('button', { name: `Comprar casal-ocupado.${ending}` })).toBeDisabled();
  }
});

test('a domain waiting for its DNS shows its state, the records and "Verificar agora"', async ({
  page,
  database,
}) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  // `.test` is never delegated (RFC 6761): its lookup fails at once, as if the records were not set.
  const domain = `nosso-${randomUUID().slice(0, 6)}.test`;
  await database.db.insert(extraOrders).values({
    weddingId: couple.wedding.id,
    service: 'dominio',
    status: 'aguardando_dns',
    priceCents: 5990,
    token: randomUUID(),
    domain,
    domainMode: 'proprio',
    paidAt: new Date(),
  });
  await openPanel(page, couple, '/dashboard/servicos/dominio');
  const current = page.getByRole('region', { name: new RegExp(domain.replace(/\./g, '\\.')) });
  await expect(current).toContainText('Aguardando DNS');
  const records = current.getByRole('region', { name: 'Registros de DNS' });
  await expect(records).toContainText('127.0.0.1');
  await expect(records).toContainText('dominios.localhost.');
  await current.getByRole('button', { name: 'Verificar agora' }).click();
  await expect(page.getByText('Ainda não encontramos os registros.', { exact: false })).toBeVisible();
  await expect(current).toContainText('Aguardando DNS');
  await expectNoAxeViolations(page, 'aguardando dns');
  await fullPageShot(page, 'dominio-aguardando-dns-375');
});

test('the back office lists domain orders and tries a failed one again', async ({ page, database }) => {
  const { wedding } = await createCoupleWithWedding(database.db, {
    email: `e2e-dominio-${randomUUID()}@exemplo.com`,
    name1: 'Lia',
    name2: 'Tom',
  });
  // "falha" fails again in the sandbox: the retry is seen, and the order ends failed once more.
  const domain = `falha-${randomUUID().slice(0, 6)}.com.br`;
  const [order] = await database.db
    .insert(extraOrders)
    .values({
      weddingId: wedding.id,
      service: 'dominio',
      status: 'falhou',
      priceCents: 5990,
      token: randomUUID(),
      domain,
      domainMode: 'registro',
      registrar: 'sandbox',
      failureReason: 'O registro recusou o domínio (sandbox).',
      paidAt: new Date(),
    })
    .returning({ id: extraOrders.id });
  await page.setViewportSize({ width: 1280, height: 900 });
  await openAdmin(page, database.db, `/admin/domains?busca=${domain}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Domínios' })).toBeVisible();
  const row = page.getByRole('row', { name: new RegExp(domain.replace(/\./g, '\\.')) });
  await expect(row).toContainText('Lia & Tom');
  await expect(row).toContainText('Falhou');
  await expect(row).toContainText('O registro recusou o domínio (sandbox).');
  await expect(row.getByRole('button', { name: `Reembolsar ${domain}` })).toBeVisible();
  await expectNoAxeViolations(page, 'admin domínios');
  await fullPageShot(page, 'admin-dominios-1280');

  await row.getByRole('button', { name: `Tentar novamente ${domain}` }).click();
  await expect(page.getByText(`Nova tentativa de registro de ${domain} enviada.`)).toBeVisible();
  await expect
    .poll(async () => {
      const [audit] = await database.db
        .select({ id: auditLog.id })
        .from(auditLog)
        .where(and(eq(auditLog.targetId, order?.id ?? ''), eq(auditLog.action, 'domain.retry')));
      return audit !== undefined;
    })
    .toBe(true);
});
