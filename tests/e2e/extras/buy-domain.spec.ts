// Custom domain (issue 23): the couple searches a name, sees it free with its price, buys it on the
// guests' checkout and the sandbox bank pays it from the dev payments page; the sandbox registrar
// registers it and the panel shows it active; a request with that Host shows their site and `www.`
// redirects to it. "Já tenho um domínio" shows the DNS records to set.
// Screenshots: the domain search and the DNS instructions at 375 px and 1280 px.
import { request as httpRequest } from 'node:http';
import { baseHost } from '../../../playwright.config.ts';
import { bankActs, GUEST_CPF } from '../checkout/checkout-helpers.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { fullPageShot } from '../support/screenshots.ts';

/** A GET to the app under test with another Host, as a browser at that domain would send it. */
function getWithHost(host: string, path = '/'): Promise<{ status: number; location?: string; body: string }> {
  const port = Number(baseHost.split(':')[1]);
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test.use({ viewport: { width: 375, height: 780 } });

test('the couple buys a domain, sees it active, and the site answers at it', async ({ page, database }) => {
  test.setTimeout(120_000);
  const db = database.db;
  const couple = await createPanelCouple(db, { sitePublished: true });
  const name = `helenaerafael${couple.wedding.id.slice(0, 8)}`;

  await openPanel(page, couple, '/dashboard/servicos/dominio');
  await expect(page.getByRole('heading', { level: 1, name: 'Domínio personalizado' })).toBeVisible();
  await page.getByLabel('Nome do domínio').fill(name);
  await page.getByRole('button', { name: 'Pesquisar' }).click();
  const results = page.getByRole('region', { name: 'Resultados da pesquisa' });
  const comBr = results.getByRole('listitem').filter({ hasText: `${name}.com.br` });
  await expect(comBr).toContainText('Disponível');
  await expect(comBr).toContainText('R$ 59,90 em pagamento único');
  await expectNoAxeViolations(page);
  await fullPageShot(page, 'dominio-busca-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'dominio-busca-1280');
  await page.setViewportSize({ width: 375, height: 780 });

  await comBr.getByRole('button', { name: `Comprar ${name}.com.br` }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: `Domínio personalizado: ${name}.com.br` }),
  ).toBeVisible();
  await page.getByLabel('Seu nome').fill('Helena Lima');
  await page.getByLabel('CPF').fill(GUEST_CPF);
  await page.getByRole('button', { name: 'Pagar R$ 59,90' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Falta só pagar' })).toBeVisible();
  await bankActs(page, db, couple.email);

  await openPanel(page, couple, '/dashboard/servicos/dominio');
  const current = page.getByRole('region', { name: new RegExp(`${name}\\.com\\.br`) });
  await expect(current).toContainText('Ativo', { timeout: 20_000 });
  await expect(current.getByRole('link', { name: 'Abrir o site' })).toHaveAttribute(
    'href',
    `http://${name}.com.br`,
  );

  const home = await getWithHost(`${name}.com.br`);
  expect(home.status).toBe(200);
  expect(home.body).toMatch(/Helena (?:&amp;|&#38;|&) Rafael/);
  const www = await getWithHost(`www.${name}.com.br`, '/');
  expect(www.status).toBe(301);
  expect(www.location).toBe(`http://${name}.com.br/`);
});

test('"Já tenho um domínio" shows the DNS records to set', async ({ page, database }) => {
  const couple = await createPanelCouple(database.db, { sitePublished: true });
  await openPanel(page, couple, '/dashboard/servicos/dominio');
  await page.getByRole('radio', { name: 'Já tenho um domínio' }).check();
  const own = page.getByRole('textbox', { name: 'Seu domínio' });
  await expect(own).toBeVisible();
  const records = page.getByRole('region', { name: 'Registros de DNS' });
  await expect(records).toContainText('127.0.0.1');
  await expect(records).toContainText(`dominios.localhost.`);
  await own.fill(`noivos.${baseHost}`);
  await page.getByRole('button', { name: 'Conectar domínio' }).click();
  await expect(
    page.getByText('Este endereço é do Nosso Sim e não pode ser usado como domínio de um casal.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await fullPageShot(page, 'dominio-dns-375');
  await page.setViewportSize({ width: 1280, height: 900 });
  await fullPageShot(page, 'dominio-dns-1280');
});
