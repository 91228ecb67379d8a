import { brand } from '../../../src/shared/brand.ts';
import { formatBRL, formatPercent } from '../../../src/shared/money.ts';
import { formatSupportHours, defaultSettings as settings } from '../../../src/shared/settings.ts';
import { blogTexts, upcomingArticles } from '../../../src/web/public/marketing/blog-content.ts';
import { listTypes, weddingListSteps } from '../../../src/web/public/marketing/wedding-list-content.ts';
import { weddingSiteTexts } from '../../../src/web/public/marketing/wedding-site-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts, marketingPaths } from '../support/hosts.ts';

const fee = formatPercent(settings.giftFeeBasisPoints);
const releaseDelay = `${settings.releaseBusinessDays} dias úteis`;

test('wedding-site page: free-site hero to sign-up and the advertised features', async ({ page }) => {
  await page.goto(`${hosts.public}/site-de-casamento`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Crie seu site de casamento grátis' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: weddingSiteTexts.cta }).first()).toHaveAttribute(
    'href',
    '/crie-sua-conta',
  );
  // The number of published themes, as the server counted them for this page (never "Mais de 30").
  const served = JSON.parse((await page.locator('#app-settings').textContent()) ?? '{}');
  expect(served.publishedThemes).toBeGreaterThanOrEqual(9);
  for (const feature of [
    `${served.publishedThemes} modelos para escolher`,
    'Fotos, vídeos e músicas ilimitados',
    'Proteção por senha',
    'Compartilhe no WhatsApp',
    'Endereço personalizado',
    'QR code',
  ]) {
    await expect(page.getByRole('heading', { level: 3, name: feature })).toBeVisible();
  }
  await expect(
    page.getByText(`Sai por ${formatBRL(settings.customDomainPriceCents)}, pagamento único.`),
  ).toBeVisible();
  await expect(page).toHaveTitle(/Nosso Sim/);
});

test('wedding-list page: 4 steps, list types, fee table from the settings and guest payment options', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/lista-de-casamento`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const steps = page.getByRole('region', { name: 'Da lista ao PIX em 4 passos' }).getByRole('listitem');
  await expect(steps).toHaveCount(4);
  for (const step of weddingListSteps) await expect(steps.getByText(step.title)).toBeVisible();

  for (const type of listTypes)
    await expect(page.getByRole('heading', { level: 3, name: type.title, exact: true })).toBeVisible();

  const table = page.getByRole('table', { name: /Comparação de taxas/ });
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${name}`) });
  await expect(row('Taxa por presente')).toContainText(fee);
  await expect(row('Taxa por presente')).toContainText(
    `até ${formatPercent(settings.competitor.giftFeeBasisPoints)}`,
  );
  await expect(row('Preço do site')).toContainText(formatBRL(0));
  await expect(row('Preço do site')).toContainText(`até ${formatBRL(settings.competitor.sitePriceCents)}`);
  await expect(row('Taxa de saque')).toContainText(formatBRL(settings.withdrawalFeeCents));
  await expect(row('Taxa de saque')).toContainText(formatBRL(settings.competitor.withdrawalFeeCents));
  await expect(row('Liberação do dinheiro')).toContainText(`até ${releaseDelay}`);
  await expect(page.getByText('4,99%')).toHaveCount(0);

  await expect(page.getByRole('heading', { level: 3, name: 'PIX', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: 'Boleto' })).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 3, name: `Cartão em até ${settings.maxInstallments}x` }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Criar minha lista grátis' }).first()).toHaveAttribute(
    'href',
    '/crie-sua-conta',
  );
});

test('pricing page: free site, paid services with prices from the settings, store coming soon', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/precos-e-servicos`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  const site = page.getByRole('article').filter({ hasText: 'Site de casamento' });
  await expect(site.getByText(formatBRL(0), { exact: true })).toBeVisible();
  const list = page.getByRole('article').filter({ hasText: 'Lista de presentes' });
  await expect(list.getByText(fee, { exact: true })).toBeVisible();

  const services = page
    .getByRole('region', { name: 'Para deixar tudo ainda mais especial' })
    .getByRole('listitem');
  await expect(services.filter({ hasText: 'Domínio personalizado' })).toContainText(
    formatBRL(settings.customDomainPriceCents),
  );
  await expect(services.filter({ hasText: 'Cópia do site' })).toContainText(
    formatBRL(settings.siteDownloadPriceCents),
  );
  const store = services.filter({ hasText: 'Loja com cashback' });
  await expect(store).toContainText('Em breve');
  await expect(store).toContainText(formatPercent(settings.storeCashbackBasisPoints));

  await expect(
    page.getByRole('region', { name: 'Contratar um serviço leva um minuto' }).getByRole('listitem'),
  ).toHaveCount(4);
});

test('about page and blog are real pages; blog teasers have no dead links', async ({ page }) => {
  await page.goto(`${hosts.public}/quem-somos`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Nossos valores' })).toBeVisible();
  await expect(
    page.getByRole('main').getByText(`Das ${formatSupportHours(settings.supportHours)}`),
  ).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: settings.contactEmail })).toHaveAttribute(
    'href',
    `mailto:${settings.contactEmail}`,
  );

  await page.goto(`${hosts.public}/blog`);
  await expect(page.getByRole('heading', { level: 1, name: blogTexts.title })).toBeVisible();
  const articles = page.getByRole('article');
  await expect(articles).toHaveCount(upcomingArticles.length);
  await expect(articles.getByText(blogTexts.comingSoon)).toHaveCount(upcomingArticles.length);
  await expect(articles.getByRole('link')).toHaveCount(0);
});

test('terms of use show the fee and delays from the settings and link to the privacy policy', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/terms`);
  await expect(page.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
  await expect(
    page.getByText(`Sobre cada presente incide a taxa de ${fee}.`, { exact: false }),
  ).toBeVisible();
  await expect(
    page.getByText(`em até ${releaseDelay} após a confirmação do pagamento`, { exact: false }),
  ).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Política de Privacidade' }).click();
  await expect(page).toHaveURL(`${hosts.public}/privacy`);
});

test('privacy policy covers the LGPD essentials', async ({ page }) => {
  await page.goto(`${hosts.public}/privacy`);
  await expect(page.getByRole('heading', { level: 1, name: 'Política de Privacidade' })).toBeVisible();
  for (const heading of [
    'Quem é o controlador',
    'Dados que coletamos',
    'Para que usamos e bases legais',
    'Com quem compartilhamos',
    'Por quanto tempo guardamos',
    'Direitos do titular (art. 18 da LGPD)',
    'Como exportar ou excluir a conta',
    'Encarregado (DPO)',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByText(/Registros financeiros .*: 5 anos/)).toBeVisible();
  await expect(page.getByText(/Registros de acesso .*: 6 meses/)).toBeVisible();
  await expect(page.getByText(/instituições de pagamento parceiras/).first()).toBeVisible();
  await expect(page.getByRole('link', { name: brand.privacyEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${brand.privacyEmail}`,
  );
});

test('every marketing and legal page has the shared header and footer', async ({ page }) => {
  for (const path of marketingPaths) {
    const response = await page.goto(`${hosts.public}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Nosso Sim' })).toHaveAttribute(
      'href',
      '/',
    );
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('criando memórias desde 2025')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} Nosso Sim`)).toBeVisible();
  }
});
