import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

test('/dashboard/* on the public host opens the same path on the panel host', async ({ page }) => {
  await page.goto(`${hosts.public}/dashboard/lista-de-presentes/editar-lista`);
  await expect(page).toHaveURL(new RegExp(`^${hosts.painel}/`));
  expect(new URL(page.url()).host).toBe(new URL(hosts.painel).host);
});

test('/admin/* on the public host opens the same path on the admin host', async ({ page }) => {
  const response = await page.request.get(`${hosts.public}/admin/couples?pagina=2`, { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe(`${hosts.admin}/admin/couples?pagina=2`);
  await page.goto(`${hosts.public}/admin/temas`);
  expect(new URL(page.url()).host).toBe(new URL(hosts.admin).host);
});
