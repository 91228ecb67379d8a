// Shared steps of the "Meus Convidados" specs: a couple with a published site, answers and
// messages written straight to the database, and a guest's phone in a browser context of its own.
import type { Browser, Page } from '@playwright/test';
import type { Db } from '../../../src/server/db/client.ts';
import { guestMessages, rsvps } from '../../../src/server/db/schema.ts';
import { searchKey } from '../../../src/shared/text.ts';
import { createPanelCouple, openPanel } from '../panel/panel-helpers.ts';
import { hosts } from '../support/hosts.ts';

export const rsvpsPath = '/dashboard/convidados/presencas';
export const messagesPath = '/dashboard/convidados/recados';

/** The figure of one totals card ("Respostas", "Vão ao casamento", "Não vão", "Total de pessoas"). */
export function total(page: Page, label: string) {
  return page
    .locator('dl[aria-label="Totais"] > div')
    .filter({ has: page.locator('dt', { hasText: label }) })
    .locator('dd')
    .first();
}

/** A couple whose site is published, signed in on the panel at `path`. */
export async function couplePanel(page: Page, db: Db, path: string) {
  const couple = await createPanelCouple(db, { sitePublished: true });
  await openPanel(page, couple, path);
  return couple;
}

export async function seedRsvp(
  db: Db,
  weddingId: string,
  r: {
    name: string;
    attending?: boolean;
    companionNames?: string[];
    phone?: string;
    email?: string;
    note?: string;
  },
) {
  const companionNames = r.attending === false ? [] : (r.companionNames ?? []);
  const [row] = await db
    .insert(rsvps)
    .values({
      weddingId,
      name: r.name,
      nameKey: searchKey(r.name),
      contactKey: r.email ?? r.phone ?? '',
      attending: r.attending ?? true,
      companions: companionNames.length,
      companionNames,
      phone: r.phone ?? null,
      email: r.email ?? null,
      note: r.note ?? null,
    })
    .returning();
  return row!;
}

export async function seedMessage(
  db: Db,
  weddingId: string,
  m: { authorName: string; body: string; status?: 'published' | 'pending' | 'hidden' },
) {
  const [row] = await db
    .insert(guestMessages)
    .values({ weddingId, authorName: m.authorName, body: m.body, status: m.status ?? 'published' })
    .returning();
  return row!;
}

/** A guest on a phone, in a context of their own (no panel cookies), opening the couple's site. */
export async function openGuestSite(browser: Browser, slug: string) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 780 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
  });
  const page = await context.newPage();
  await page.goto(`${hosts.noivos}/${slug}`);
  return { page, close: () => context.close() };
}

export async function guestConfirms(
  page: Page,
  answer: { name: string; companions?: string[] },
  expected = 'Presença confirmada! Os noivos vão adorar ver você.',
) {
  const rsvp = page.locator('#confirme-sua-presenca');
  await rsvp.getByLabel('Seu nome completo').fill(answer.name);
  const companions = answer.companions ?? [];
  await rsvp.getByLabel('Número de acompanhantes').fill(String(companions.length));
  for (const [i, name] of companions.entries())
    await rsvp.getByLabel(`Nome do acompanhante ${i + 1}`).fill(name);
  await rsvp.getByRole('button', { name: 'Confirmar presença' }).click();
  await rsvp.getByText(expected).waitFor();
}

export async function guestWrites(page: Page, authorName: string, body: string, expected: string) {
  const wall = page.locator('#recados');
  await wall.getByLabel('Seu nome').fill(authorName);
  await wall.getByLabel('Sua mensagem').fill(body);
  await wall.getByRole('button', { name: 'Enviar recado' }).click();
  await wall.getByText(expected).waitFor();
}
