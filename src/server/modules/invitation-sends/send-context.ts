// What every message of a wedding shares: the couple's names, the wedding's date in pt-BR, the
// site's address (the personal links hang from it) and the couple's templates; and what each
// household adds: its name, members, first WhatsApp and e-mail, invited events and link.
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { formatDateLong } from '../../../shared/dates.ts';
import { type GuestListSettings, readGuestListSettings } from '../../../shared/guest-list.ts';
import { eventsText, type TemplateValues } from '../../../shared/invitation-sends.ts';
import { inviteLink } from '../../../shared/invite-code.ts';
import type { Db, Tx } from '../../db/client.ts';
import {
  householdEvents,
  householdMembers,
  householdSends,
  invitedHouseholds,
  weddingEvents,
  weddings,
} from '../../db/schema.ts';
import { invitationColumns } from '../guest-list/invitation-columns.ts';
import { newInviteCode } from '../guest-list/invite-code.ts';
import { loadWeddingEvent } from '../weddings/wedding-event.ts';

export interface Links {
  baseHost: string;
  protocol: 'http' | 'https';
}

export interface SendContext {
  weddingId: string;
  coupleNames: string;
  /** "15 de maio de 2027", or the words for a date not set yet. */
  dateText: string;
  /** `http://noivos.localhost:3000/ana-e-rui` */
  siteUrl: string;
  settings: GuestListSettings;
  rsvpDeadline: string | null;
}

export const NO_DATE = 'data a confirmar';

export async function loadSendContext(db: Db, weddingId: string, links: Links): Promise<SendContext | null> {
  const [event, [wedding]] = await Promise.all([
    loadWeddingEvent(db, weddingId, links),
    db
      .select({ settings: weddings.guestListSettings, rsvpDeadline: weddings.rsvpDeadline })
      .from(weddings)
      .where(eq(weddings.id, weddingId)),
  ]);
  if (!event || !wedding) return null;
  return {
    weddingId,
    coupleNames: event.coupleNames,
    dateText: event.date ? formatDateLong(event.date) : NO_DATE,
    siteUrl: event.siteUrl,
    settings: readGuestListSettings(wedding.settings),
    rsvpDeadline: wedding.rsvpDeadline,
  };
}

const h = invitedHouseholds;
const m = householdMembers;

const firstMember = (column: typeof m.phone | typeof m.email) =>
  sql<
    string | null
  >`(select ${column} from ${m} where ${m.householdId} = ${h.id} and ${column} is not null order by ${m.position}, ${m.createdAt} limit 1)`;

/** A household as its messages need it, with where its invitation stands. */
export const householdFactsColumns = {
  id: h.id,
  name: h.name,
  ...invitationColumns,
  remindedAt: householdSends.remindedAt,
  remindedVia: householdSends.remindedVia,
  emailOptOut: sql<boolean>`${householdSends.emailOptOutAt} is not null`,
  phone: firstMember(m.phone),
  email: firstMember(m.email),
  members: sql<
    string[]
  >`array(select ${m.name} from ${m} where ${m.householdId} = ${h.id} order by ${m.position}, ${m.createdAt})`,
  events: sql<
    string[]
  >`array(select ${weddingEvents.name} from ${householdEvents} join ${weddingEvents} on ${weddingEvents.id} = ${householdEvents.eventId} where ${householdEvents.householdId} = ${h.id} order by ${weddingEvents.position}, ${weddingEvents.createdAt})`,
};

/** The households of the wedding that match, with their facts, in the given order. */
export function householdFacts(db: Tx, weddingId: string, where: SQL | undefined, orderBy: SQL[] = []) {
  return db
    .select(householdFactsColumns)
    .from(h)
    .leftJoin(householdSends, eq(householdSends.householdId, h.id))
    .where(and(eq(h.weddingId, weddingId), where))
    .orderBy(...orderBy, asc(h.nameKey), asc(h.id));
}
export type HouseholdFacts = Awaited<ReturnType<typeof householdFacts>>[number];

/**
 * The household's code, made now when it has none (never had one, or the couple revoked it): a
 * message always carries a link that opens. Two requests at once agree on one code.
 */
export async function ensureInviteCode(db: Db, household: { id: string; inviteCode: string | null }) {
  if (household.inviteCode) return household.inviteCode;
  await db
    .update(h)
    .set({ inviteCode: newInviteCode(), updatedAt: new Date() })
    .where(and(eq(h.id, household.id), sql`${h.inviteCode} is null`));
  const [row] = await db.select({ inviteCode: h.inviteCode }).from(h).where(eq(h.id, household.id));
  if (!row?.inviteCode) throw new Error('invite code vanished');
  return row.inviteCode;
}

/** What the placeholders of this household's message stand for. */
export function templateValues(
  context: SendContext,
  household: { name: string; events: string[] },
  code: string,
): TemplateValues {
  return {
    nome: household.name,
    link: inviteLink(context.siteUrl, code),
    data: context.dateText,
    evento: eventsText(household.events),
  };
}
