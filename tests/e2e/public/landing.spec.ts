import { defaultMarketingContent } from '../../../src/shared/marketing-content-defaults.ts';
import { formatBRL, formatPercent } from '../../../src/shared/money.ts';
import { formatSupportHours, defaultSettings as settings } from '../../../src/shared/settings.ts';
import { heroTexts } from '../../../src/web/public/landing/landing-content.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const fee = formatPercent(settings.giftFeeBasisPoints);
const { hero, testimonials, closing } = defaultMarketingContent;

test('landing shows the hero, the gift list with the fee from the settings, testimonials and the footer', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/`);

  await expect(page.getByRole('heading', { level: 1, name: hero.title })).toBeVisible();
  await expect(page.getByRole('link', { name: hero.cta })).toHaveAttribute('href', '/crie-sua-conta');

  const giftList = page.getByRole('region', { name: /Presentes virtuais que viram dinheiro/ });
  await expect(
    giftList.getByText(`Taxa de ${fee} por presente, que vocês podem repassar aos convidados.`),
  ).toBeVisible();
  await expect(
    giftList.getByText(
      `Dinheiro liberado em até ${settings.releaseBusinessDays} dias úteis após a confirmação`,
    ),
  ).toBeVisible();
  await expect(
    giftList.getByText(`Pagamento por PIX, boleto ou cartão de crédito em até ${settings.maxInstallments}x.`),
  ).toBeVisible();
  await expect(giftList.getByText(formatBRL(settings.withdrawalFeeCents), { exact: true })).toBeVisible();

  const reviews = page
    .getByRole('region', { name: 'Casais que disseram sim com a gente' })
    .getByRole('listitem');
  await expect(reviews).toHaveCount(3);
  for (const t of testimonials.items) {
    const review = reviews.filter({ hasText: t.names.join(' & ') });
    await expect(review.getByRole('img', { name: '5 de 5 estrelas' })).toBeVisible();
    await expect(review.getByText(t.when)).toBeVisible();
  }

  await expect(page.getByRole('heading', { name: closing.title })).toBeVisible();
  await expect(page.getByRole('link', { name: closing.cta }).last()).toHaveAttribute(
    'href',
    '/crie-sua-conta',
  );

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('criando memórias desde 2025')).toBeVisible();
  await expect(footer.getByText(`© ${new Date().getFullYear()} Nosso Sim`)).toBeVisible();
  await expect(footer.getByText(`Das ${formatSupportHours(settings.supportHours)}`)).toBeVisible();
  await expect(footer.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/terms');
  await expect(footer.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
    'href',
    '/privacy',
  );
});

test('the hero search box takes a guest to the couple search with what they typed', async ({ page }) => {
  await page.goto(`${hosts.public}/`);
  const search = page.getByRole('searchbox', { name: heroTexts.searchLabel });
  await expect(search).toHaveAttribute('placeholder', heroTexts.searchPlaceholder);

  await search.fill('Ana Clara');
  await page.getByRole('button', { name: heroTexts.searchButton, exact: true }).click();

  await expect(page).toHaveURL(`${hosts.public}/encontre-um-casamento?q=Ana+Clara`);
});

test('header menus open with aria-expanded, close on Escape and lead to the real pages', async ({ page }) => {
  await page.goto(`${hosts.public}/`);
  const header = page.getByRole('banner');

  const siteMenu = header.getByRole('button', { name: 'Site de Casamento' });
  await expect(siteMenu).toHaveAttribute('aria-expanded', 'false');
  await siteMenu.click();
  await expect(siteMenu).toHaveAttribute('aria-expanded', 'true');
  await expect(header.getByRole('link', { name: /Site de casamento grátis/ })).toHaveAttribute(
    'href',
    '/site-de-casamento',
  );
  await expect(header.getByRole('link', { name: /^Buscar casal Encontre/ })).toHaveAttribute(
    'href',
    '/encontre-um-casamento',
  );
  await page.keyboard.press('Escape');
  await expect(siteMenu).toHaveAttribute('aria-expanded', 'false');
  await expect(siteMenu).toBeFocused();

  const listMenu = header.getByRole('button', { name: 'Lista de Casamento' });
  await listMenu.click();
  await header.getByRole('link', { name: /Lista de presentes em dinheiro/ }).click();
  await expect(page).toHaveURL(`${hosts.public}/lista-de-casamento`);
  await expect(listMenu).toHaveAttribute('aria-expanded', 'false');

  await expect(header.getByRole('link', { name: 'Buscar casal', exact: true })).toHaveAttribute(
    'href',
    '/encontre-um-casamento',
  );
  await header.getByRole('link', { name: 'Quem Somos' }).click();
  await expect(page).toHaveURL(`${hosts.public}/quem-somos`);
  await header.getByRole('link', { name: 'Nosso Sim' }).click();
  await expect(page).toHaveURL(`${hosts.public}/`);
  await expect(header.getByRole('link', { name: 'Entrar' })).toHaveAttribute('href', '/entrar');
  await expect(header.getByRole('link', { name: 'Criar site grátis' })).toHaveAttribute(
    'href',
    '/crie-sua-conta',
  );
});
