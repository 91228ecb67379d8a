// "Não quero mais receber estes e-mails": the household behind an unsubscribe token, the opt-out it
// records (once; the platform never e-mails that household again, pending e-mails included), and
// the page that asks and confirms, plain HTML that needs no JavaScript.
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couples, householdSends, invitationEmails, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { renderMessagePage } from '../../http/message-page-html.ts';

export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const unsubscribeTexts = {
  title: 'Não receber mais e-mails',
  ask: (couple: string) =>
    `Vocês não vão mais receber e-mails do casamento de ${couple} enviados pelo Nosso Sim: nem o convite, nem lembretes.`,
  confirm: 'Não quero mais receber',
  done: (couple: string) =>
    `Pronto: vocês não vão mais receber e-mails do casamento de ${couple} pelo Nosso Sim. O link do convite continua funcionando, se quiserem responder.`,
} as const;

export async function findUnsubscribe(db: Db, token: string) {
  if (!TOKEN_PATTERN.test(token)) return null;
  const [row] = await db
    .select({
      householdId: householdSends.householdId,
      optedOut: sql<boolean>`${householdSends.emailOptOutAt} is not null`,
      name1: couples.name1,
      name2: couples.name2,
    })
    .from(householdSends)
    .innerJoin(weddings, eq(weddings.id, householdSends.weddingId))
    .innerJoin(couples, coupleOfWedding)
    .where(eq(householdSends.unsubscribeToken, token));
  if (!row) return null;
  return { householdId: row.householdId, optedOut: row.optedOut, coupleNames: `${row.name1} & ${row.name2}` };
}

/** Records the opt-out (the first time counts) and drops the household's e-mails still waiting. */
export async function optOut(db: Db, householdId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(householdSends)
      .set({ emailOptOutAt: sql`now()` })
      .where(and(eq(householdSends.householdId, householdId), isNull(householdSends.emailOptOutAt)));
    await tx
      .update(invitationEmails)
      .set({ status: 'ignorado', claimedAt: null })
      .where(and(eq(invitationEmails.householdId, householdId), eq(invitationEmails.status, 'pendente')));
  });
}

export function renderUnsubscribePage(p: { message: string; action?: { path: string; label: string } }) {
  return renderMessagePage({
    title: unsubscribeTexts.title,
    message: escapeHtml(p.message),
    action: p.action,
    noindex: true,
  });
}
