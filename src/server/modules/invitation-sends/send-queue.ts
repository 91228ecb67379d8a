// The couple's send queues: households whose invitation has not gone out yet ("Enviar convites"),
// and households invited that have not answered ("Lembrar quem não respondeu"), each with its
// message filled in and the WhatsApp link that sends it. A household without a personal link gets
// one here, since its message is about to be sent.
import { and, eq, exists, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { inviteState } from '../../../shared/guest-list.ts';
import {
  fillTemplate,
  QUEUE_LIMIT,
  type QueueItem,
  type SendKind,
  type SendQueue,
  whatsappUrl,
} from '../../../shared/invitation-sends.ts';
import type { Db } from '../../db/client.ts';
import { householdMembers, householdSends, invitationEmails, invitedHouseholds } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import {
  ensureInviteCode,
  type HouseholdFacts,
  householdFacts,
  type Links,
  loadSendContext,
  type SendContext,
  templateValues,
} from './send-context.ts';

const h = invitedHouseholds;

/** Who is in each queue: not sent and not answered; or sent and not answered. */
export function queueCondition(kind: SendKind): SQL | undefined {
  return kind === 'convite'
    ? and(isNull(h.sentAt), isNull(h.answeredAt))
    : and(isNotNull(h.sentAt), isNull(h.answeredAt));
}

const queueOrder = (kind: SendKind): SQL[] =>
  // Reminders: the households not reminded yet first, then the longest ago.
  kind === 'lembrete' ? [sql`${householdSends.remindedAt} asc nulls first`] : [];

const hasEmail = exists(
  sql`(select 1 from ${householdMembers} where ${householdMembers.householdId} = ${h.id} and ${householdMembers.email} is not null)`,
);
const notOptedOut = sql`not exists (select 1 from ${householdSends} where ${householdSends.householdId} = ${h.id} and ${householdSends.emailOptOutAt} is not null)`;
const emailOf = (kind: SendKind) =>
  sql`(select 1 from ${invitationEmails} where ${invitationEmails.householdId} = ${h.id} and ${invitationEmails.kind} = ${kind})`;

/** Households "Enviar por e-mail" reaches: in the invitation queue, with an e-mail, never e-mailed it. */
export const emailableCondition = and(
  queueCondition('convite'),
  hasEmail,
  notOptedOut,
  sql`not exists ${emailOf('convite')}`,
);

export function queueItemOf(
  context: SendContext,
  kind: SendKind,
  household: HouseholdFacts,
  code: string,
  emailPending: boolean,
): QueueItem {
  const template = kind === 'convite' ? context.settings.inviteTemplate : context.settings.reminderTemplate;
  const values = templateValues(context, household, code);
  const message = fillTemplate(template, values);
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: household.id,
    name: household.name,
    members: household.members,
    state: inviteState(household),
    sentAt: iso(household.sentAt),
    sentVia: household.sentVia,
    firstOpenedAt: iso(household.firstOpenedAt),
    lastOpenedAt: iso(household.lastOpenedAt),
    remindedAt: iso(household.remindedAt),
    remindedVia: household.remindedVia,
    phone: household.phone,
    email: household.email,
    emailOptOut: household.emailOptOut,
    emailPending,
    link: values.link,
    values,
    message,
    whatsappUrl: household.phone ? whatsappUrl(household.phone, message) : null,
  };
}

export async function loadSendQueue(
  db: Db,
  links: Links,
  weddingId: string,
  kind: SendKind,
): Promise<SendQueue> {
  const context = await loadSendContext(db, weddingId, links);
  if (!context) throw new AppError('WEDDING_NOT_FOUND');
  const ofWedding = eq(h.weddingId, weddingId);
  const n = (condition: SQL | undefined) => sql<number>`count(*) filter (where ${condition})::int`;
  const [households, [counts], pending] = await Promise.all([
    householdFacts(db, weddingId, queueCondition(kind), queueOrder(kind)).limit(QUEUE_LIMIT),
    db
      .select({
        convite: n(queueCondition('convite')),
        lembrete: n(queueCondition('lembrete')),
        emailable: n(emailableCondition),
      })
      .from(h)
      .where(ofWedding),
    db
      .select({ householdId: invitationEmails.householdId })
      .from(invitationEmails)
      .where(
        and(
          eq(invitationEmails.weddingId, weddingId),
          eq(invitationEmails.kind, kind),
          eq(invitationEmails.status, 'pendente'),
        ),
      ),
  ]);
  const waiting = new Set(pending.map((p) => p.householdId));
  const items: QueueItem[] = [];
  for (const household of households) {
    const code = await ensureInviteCode(db, household);
    items.push(queueItemOf(context, kind, household, code, waiting.has(household.id)));
  }
  return {
    kind,
    template: kind === 'convite' ? context.settings.inviteTemplate : context.settings.reminderTemplate,
    items,
    total: kind === 'convite' ? (counts?.convite ?? 0) : (counts?.lembrete ?? 0),
    counts: { convite: counts?.convite ?? 0, lembrete: counts?.lembrete ?? 0 },
    emailable: counts?.emailable ?? 0,
  };
}
