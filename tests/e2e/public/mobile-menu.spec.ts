import { expect, test } from '../support/fixtures.ts';
import { hosts, marketingPaths } from '../support/hosts.ts';

test.use({ viewport: { width: 375, height: 740 } });

test('on a phone the menu button opens every public link and closes on Escape and on navigation', async ({
  page,
}) => {
  await page.goto(`${hosts.public}/`);
  const toggle = page.getByRole('button', { name: 'Abrir menu' });
  const menu = page.getByRole('navigation', { name: 'Menu principal' });

  await expect(page.getByRole('button', { name: 'Site de Casamento', exact: true })).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const links: [string, string][] = [
    ['Site de casamento grátis', '/site-de-casamento'],
    ['Buscar casal', '/encontre-um-casamento'],
    ['Lista de presentes em dinheiro', '/lista-de-casamento'],
    ['Preços e serviços', '/precos-e-servicos'],
    ['Quem Somos', '/quem-somos'],
    // Not open yet: its "Em breve" badge is part of the link (issue 20).
    ['Blog Em breve', '/blog'],
    ['Criar site grátis', '/crie-sua-conta'],
    ['Entrar', '/entrar'],
  ];
  for (const [name, href] of links) {
    const link = menu.getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', href);
  }

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();

  await toggle.click();
  await menu.getByRole('link', { name: 'Quem Somos' }).click();
  await expect(page).toHaveURL(`${hosts.public}/quem-somos`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeHidden();
});

test('on a phone no public page scrolls sideways', async ({ page }) => {
  for (const path of ['/', ...marketingPaths]) {
    await page.goto(`${hosts.public}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
  }
});
