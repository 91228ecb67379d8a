// Issue 24, the admin's "Layout": an administrator edits the landing's hero title and a FAQ answer,
// sees them in the preview, publishes, and a visitor sees them on the next load; restoring the
// previous version brings the old texts back; the audit log shows both. (That a second app process
// shows a publication at once is layout.global.integration.test.ts.) Global: it changes what every
// public page shows, so it runs after the other specs and leaves the spec's texts on the air.
import { randomUUID } from 'node:crypto';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { defaultMarketingContent } from '../../../src/shared/marketing-content-defaults.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, signInAs, test, toast } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';

const question = defaultMarketingContent.faq.items[4]!.question;
const oldAnswer = defaultMarketingContent.faq.items[4]!.answer;
const oldTitle = defaultMarketingContent.hero.title;

test('an admin publishes a new hero title and FAQ answer, a visitor sees them, and restoring brings the old ones back', async ({
  page,
  browser,
  database,
}) => {
  test.setTimeout(120_000);
  const email = `e2e-layout-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password: 'Admin#Forte2027', role: 'admin' });
  await signInAs(page, 'admin', email);
  await page.goto(`${hosts.admin}/admin/layout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Layout' })).toBeVisible();
  const title = page.getByLabel('Título principal');
  await expect(title).toHaveValue(oldTitle);
  const live = Number((await page.getByText('(no ar)').locator('..').innerText()).match(/Versão (\d+)/)?.[1]);

  const newTitle = `Um casamento do jeito de vocês ${randomUUID().slice(0, 6)}`;
  const newAnswer = 'Pelo celular, em um minuto: nomes, acompanhantes e restrições alimentares.';
  await title.fill(newTitle);
  await page
    .getByRole('group', { name: 'Perguntas frequentes' })
    .getByLabel('Resposta')
    .nth(4)
    .fill(newAnswer);
  // The preview follows the draft, rendered as a visitor will see it.
  await expect(page.frameLocator('iframe[title^="Prévia"]').getByRole('heading', { level: 1 })).toHaveText(
    newTitle,
  );
  await expectNoAxeViolations(page, 'layout 1280');
  await fullPageShot(page, 'admin-layout-1280');

  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(toast(page, 'Layout publicado. As páginas públicas já mostram esta versão.')).toBeVisible();
  await expect(page.getByText(`Versão ${live + 1}`)).toBeVisible();

  const visitor = await browser.newPage();
  const hydrated = () =>
    visitor.waitForFunction(() => document.documentElement.hasAttribute('data-app-ready'));
  await visitor.goto(`${hosts.public}/`);
  await hydrated();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(newTitle);
  await visitor.getByRole('button', { name: question }).click();
  await expect(visitor.getByRole('region', { name: question })).toHaveText(newAnswer);

  // Restoring the version before brings the old texts back, as a new version.
  await page.getByRole('button', { name: `Restaurar a versão ${live}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(page, `Versão ${live} restaurada.`)).toBeVisible();
  await expect(page.getByLabel('Título principal')).toHaveValue(oldTitle);

  await visitor.reload();
  await hydrated();
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(oldTitle);
  await visitor.getByRole('button', { name: question }).click();
  await expect(visitor.getByRole('region', { name: question })).toHaveText(oldAnswer);
  await visitor.close();

  await page.goto(`${hosts.admin}/admin/auditoria`);
  await expect(page.getByRole('cell', { name: 'Publicou o layout' }).first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Restaurou versão do layout' }).first()).toBeVisible();

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`${hosts.admin}/admin/layout`);
  await expect(page.getByLabel('Título principal')).toHaveValue(oldTitle);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page, 'layout 375');
  await fullPageShot(page, 'admin-layout-375');
});
