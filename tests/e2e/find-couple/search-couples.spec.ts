import { randomUUID } from 'node:crypto';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { findCoupleMessages } from '../../../src/shared/find-couple.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

const token = () => `x${randomUUID().slice(0, 8)}`;

test('finds the seeded couple by a name typed without accents, but not a couple that opted out', async ({
  page,
  database,
}) => {
  const hidden = `Mariana ${token()}`;
  await createCoupleWithWedding(database.db, {
    email: `${token()}@exemplo.com`,
    name1: hidden,
    name2: 'João',
    weddingDate: '2027-05-15',
    slug: `oculto-${token()}`,
    sitePublished: true,
    hiddenFromSearch: true,
  });

  await page.goto(`${hosts.public}/encontre-um-casamento`);
  await page.getByLabel('Nome dos noivos').fill('mariana joao');
  await page.getByRole('button', { name: 'Buscar' }).click();

  await expect(page).toHaveURL(/\?q=mariana\+joao/);
  const card = page.getByRole('listitem').filter({ hasText: 'Mariana & João' });
  await expect(card).toBeVisible();
  await expect(card.getByText('15 de maio de 2027')).toBeVisible();
  await expect(card.getByRole('link', { name: 'Ver o site de Mariana & João' })).toHaveAttribute(
    'href',
    `${hosts.noivos}/mariana-e-joao`,
  );
  await expect(page.getByText(hidden)).toHaveCount(0);
});

test('filters by month and explains when nothing matches', async ({ page }) => {
  await page.goto(`${hosts.public}/encontre-um-casamento?q=mariana&month=5&year=2027`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Mariana & João' })).toBeVisible();
  await expect(page.getByLabel('Mês do casamento')).toHaveValue('5');

  await page.getByLabel('Mês do casamento').selectOption('6');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByText(findCoupleMessages.noResults)).toBeVisible();
});

test('asks for at least two letters', async ({ page }) => {
  await page.goto(`${hosts.public}/encontre-um-casamento`);
  await page.getByLabel('Nome dos noivos').fill('a');
  await page.getByRole('button', { name: 'Buscar' }).click();
  await expect(page.getByRole('alert')).toHaveText(findCoupleMessages.queryTooShort);
});

test('pages through many results', async ({ page, database }) => {
  const name = token();
  for (let i = 1; i <= 13; i++) {
    await createCoupleWithWedding(database.db, {
      email: `${token()}@exemplo.com`,
      name1: `Lia ${name}`,
      name2: `Rui ${i}`,
      weddingDate: `2027-02-${String(i).padStart(2, '0')}`,
      slug: `pag-${token()}`,
      sitePublished: true,
    });
  }
  await page.goto(`${hosts.public}/encontre-um-casamento?q=${name}`);
  await expect(page.getByText('13 casamentos encontrados')).toBeVisible();
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Lia ${name} & Rui 13` })).toBeVisible();
});
