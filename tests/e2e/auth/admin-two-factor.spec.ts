import { randomUUID } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { DEVELOPMENT_TWO_FACTOR_KEY } from '../../../src/server/config.ts';
import { adminTwoFactor } from '../../../src/server/db/schema.ts';
import { createUser } from '../../../src/server/db/seed/factories.ts';
import { sealSecret } from '../../../src/server/modules/auth/two-factor/secret-box.ts';
import { expectNoAxeViolations } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';
import { fullPageShot } from '../support/screenshots.ts';
import { signIn } from './auth-helpers.ts';

test.use({ viewport: { width: 375, height: 780 } });

const password = 'Admin#Forte2027';

test('an admin signs in with a TOTP code', async ({ page, database }) => {
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  const user = await createUser(database.db, { email, password, role: 'admin' });
  const secret = new Secret({ size: 20 }).base32;
  // The app under test runs on localhost: development, whose built-in key seals the secret.
  await database.db.insert(adminTwoFactor).values({
    userId: user.id,
    secretCiphertext: sealSecret(DEVELOPMENT_TWO_FACTOR_KEY, secret),
    enabledAt: new Date(),
  });

  await signIn(page, 'admin', email, password);
  await expect(page).toHaveURL(`${hosts.admin}/admin/verificacao`);
  await expect(page.getByRole('heading', { name: 'Verificação em duas etapas' })).toBeVisible();
  await expectNoAxeViolations(page, 'verificação em duas etapas 375');
  await fullPageShot(page, 'admin-2fa-verify-375');
  await page.getByLabel('Código de verificação').fill('000000');
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Código inválido' })).toBeVisible();

  const code = new TOTP({ secret: Secret.fromBase32(secret) }).generate();
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});

test('an admin turns two-step verification on and sees the recovery codes once', async ({
  page,
  database,
}) => {
  const email = `e2e-admin-${randomUUID()}@exemplo.com`;
  await createUser(database.db, { email, password, role: 'admin' });
  await signIn(page, 'admin', email, password);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();

  await page.goto(`${hosts.admin}/admin/seguranca`);
  await expect(page.getByRole('heading', { name: 'Configure a verificação em duas etapas' })).toBeVisible();
  await expect(page.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  await expectNoAxeViolations(page, 'configurar duas etapas 375');
  await fullPageShot(page, 'admin-2fa-setup-375');
  const key = (await page.locator('code').textContent()) ?? '';
  const code = new TOTP({ secret: Secret.fromBase32(key) }).generate();
  await page.getByLabel('Código de verificação').fill(code);
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await expect(page.getByRole('heading', { name: 'Guarde seus códigos de recuperação' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Códigos de recuperação' }).getByRole('listitem')).toHaveCount(
    10,
  );
  await fullPageShot(page, 'admin-2fa-recovery-375');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
});
