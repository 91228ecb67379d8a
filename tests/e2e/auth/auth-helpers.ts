// Shared steps of the account specs: unique addresses, a couple to sign in with, reading the outbox.
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client.ts';
import { outboxEmails } from '../../../src/server/db/schema.ts';
import { createCoupleWithWedding } from '../../../src/server/db/seed/factories.ts';
import { expect } from '../support/fixtures.ts';
import { hosts } from '../support/hosts.ts';

export const strongPassword = 'Casamento#Lindo2027';

export function uniqueEmail(): string {
  return `e2e-${randomUUID()}@exemplo.com`;
}

/** A finished couple account (password set, wedding created) that can sign in. */
export async function createCouple(
  db: Db,
  options: { emailVerified?: boolean; onboardingDone?: boolean } = {},
) {
  const email = uniqueEmail();
  const { user } = await createCoupleWithWedding(db, {
    email,
    password: strongPassword,
    name1: 'Helena',
    name2: 'Rafael',
    weddingDate: '2027-09-18',
    emailVerified: options.emailVerified,
  });
  return { email, password: strongPassword, user };
}

export async function signIn(page: Page, host: keyof typeof hosts, email: string, password: string) {
  await page.goto(`${hosts[host]}/entrar`);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

/** The newest e-mail sent to an address (each spec uses its own), waiting for it to arrive. */
export async function latestEmailTo(db: Db, to: string) {
  let found: { subject: string; text: string } | undefined;
  await expect
    .poll(
      async () => {
        [found] = await db
          .select({ subject: outboxEmails.subject, text: outboxEmails.text })
          .from(outboxEmails)
          .where(eq(outboxEmails.to, to))
          .orderBy(desc(outboxEmails.createdAt))
          .limit(1);
        return found !== undefined;
      },
      { message: `an e-mail to ${to}` },
    )
    .toBe(true);
  if (!found) throw new Error('unreachable');
  return found;
}

export function linkIn(text: string, path: string): string {
  const match = text.match(new RegExp(`https?://\\S+${path.replace(/[/?]/g, '\\$&')}\\?token=[\\w-]+`));
  if (!match) throw new Error(`no ${path} link in: ${text}`);
  return match[0];
}

export function signUpStep(n: number): string {
  return `${hosts.public}/crie-sua-conta/passo-${n}`;
}

/** Sign-up step 1 filled and sent: lands on step 2. */
export async function fillStepOne(page: Page, email: string) {
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Li e aceito os Termos de Uso e a Política de Privacidade').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(signUpStep(2));
}

/** Sign-up step 2 filled and sent: lands on step 3. */
export async function fillStepTwo(page: Page) {
  await page.getByLabel('Seu nome').fill('Beatriz');
  await page.getByLabel('Você é').selectOption('noiva');
  await page.getByLabel('Nome do(a) parceiro(a)').fill('Tiago');
  await page.getByLabel('Seu par é').selectOption('noivo');
  await page.getByLabel('Data do casamento').fill('2028-03-11');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page).toHaveURL(signUpStep(3));
}
