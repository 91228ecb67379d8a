// WhatsApp reminders to guests who asked for them (issue 25): a guest gives a number and says yes on
// the open RSVP form or on their personal invitation, and a daily job sends, once each, the
// reminder to answer a few days before the deadline (households that have not answered yet) and the
// reminder on an event's day with the place's map link (guests who said they go). A number that
// replied SAIR gets nothing: a guest's form never lifts it, since anyone may type any number there.
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { directionsLinks } from '../../../shared/directions.ts';
import { brazilianPhone, phoneLabel } from '../../../shared/guest-phone.ts';
import { originFor } from '../../../shared/hosts.ts';
import { inviteLink } from '../../../shared/invite-code.ts';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import { whatsappGuestReminders } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { queueWhatsApp } from './whatsapp-sender.ts';

export const GUEST_REMINDERS_JOB = 'whatsapp-guest-reminders';
/** The reminder to answer goes out this many days before the deadline (and up to the day itself). */
export const DEADLINE_REMINDER_DAYS = 3;

interface ReminderOwner {
  weddingId: string;
  name: string;
  /** As the guest typed it. */
  phone: string;
  householdId?: string;
  rsvpId?: string;
}

/**
 * Keeps a guest's yes to reminders (a new answer or household on the same number replaces the old
 * one's name and adds its link). A household or an answer has one number: a new one ("Trocar
 * número") takes the old one's place. False when WhatsApp is off; a number that is not a Brazilian
 * mobile or landline is refused before anything changes.
 */
export async function saveGuestReminder(app: FastifyInstance, owner: ReminderOwner): Promise<boolean> {
  const phone = brazilianPhone(owner.phone);
  if (!phone) throw new AppError('VALIDATION', rsvpMessages.whatsappPhone);
  if (!app.whatsapp) return false;
  const link = {
    ...(owner.householdId ? { householdId: owner.householdId } : {}),
    ...(owner.rsvpId ? { rsvpId: owner.rsvpId } : {}),
  };
  await app.db.transaction(async (tx) => {
    const t = whatsappGuestReminders;
    // The link leaves the household's or answer's other number; a number left with no link goes.
    if (owner.householdId)
      await tx
        .update(t)
        .set({ householdId: null })
        .where(and(eq(t.householdId, owner.householdId), ne(t.phone, phone)));
    if (owner.rsvpId)
      await tx
        .update(t)
        .set({ rsvpId: null })
        .where(and(eq(t.rsvpId, owner.rsvpId), ne(t.phone, phone)));
    await tx.delete(t).where(and(eq(t.weddingId, owner.weddingId), isNull(t.householdId), isNull(t.rsvpId)));
    await tx
      .insert(t)
      .values({ weddingId: owner.weddingId, phone, name: owner.name, ...link })
      .onConflictDoUpdate({
        target: [t.weddingId, t.phone],
        set: { name: owner.name, ...link, updatedAt: new Date() },
      });
  });
  return true;
}

/** The number a household asked reminders on ("(11) 98765-4321"), or null. */
export async function householdReminderPhone(
  app: FastifyInstance,
  householdId: string,
): Promise<string | null> {
  const [row] = await app.db
    .select({ phone: whatsappGuestReminders.phone })
    .from(whatsappGuestReminders)
    .where(eq(whatsappGuestReminders.householdId, householdId))
    .orderBy(sql`${whatsappGuestReminders.updatedAt} desc`)
    .limit(1);
  return row ? phoneLabel(row.phone) : null;
}

const isoDay = (day: string, plus: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + plus * 86_400_000).toISOString().slice(0, 10);

interface DeadlineRow extends Record<string, unknown> {
  id: string;
  wedding_id: string;
  phone: string;
  household: string;
  invite_code: string;
  slug: string;
  deadline: string;
  couple: string;
}

/** Households that asked, have not answered, and whose deadline is within the next days. */
async function sendDeadlineReminders(app: FastifyInstance, today: string): Promise<number> {
  const { rows } = await app.db.execute<DeadlineRow>(sql`
    select r.id, r.wedding_id, r.phone, h.name as household, h.invite_code, w.slug,
           w.rsvp_deadline::text as deadline, concat_ws(' & ', c.name1, c.name2) as couple
      from whatsapp_guest_reminders r
      join invited_households h on h.id = r.household_id
      join weddings w on w.id = r.wedding_id
      join couples c on c.user_id = w.couple_id
     where h.answered_at is null and h.invite_code is not null and w.site_published and w.slug is not null
       and w.rsvp_deadline between ${today}::date and ${isoDay(today, DEADLINE_REMINDER_DAYS)}::date`);
  const siteOrigin = originFor('noivos', app.config.baseHost, app.config.protocol);
  let sent = 0;
  for (const r of rows) {
    const queued = await queueWhatsApp(app, {
      key: `prazo:${r.id}:${r.deadline}`,
      phone: r.phone,
      recipient: 'convidado',
      weddingId: r.wedding_id,
      template: 'lembrete_confirmacao',
      parameters: [
        r.household,
        r.couple,
        formatDateShort(r.deadline),
        inviteLink(`${siteOrigin}/${r.slug}`, r.invite_code),
      ],
    });
    if (queued) sent++;
  }
  return sent;
}

interface EventDayRow extends Record<string, unknown> {
  id: string;
  wedding_id: string;
  phone: string;
  couple: string;
  time: string | null;
  place_name: string | null;
  address: string | null;
  maps_url: string | null;
}

/**
 * Guests who said they go to an event today: the open answer's "sim" counts for the site's public
 * events, a household's for the events its members said yes to. The day's first such event is the
 * one the reminder names.
 */
async function sendEventDayReminders(app: FastifyInstance, today: string): Promise<number> {
  const { rows } = await app.db.execute<EventDayRow>(sql`
    select distinct on (r.id) r.id, r.wedding_id, r.phone, concat_ws(' & ', c.name1, c.name2) as couple,
           e.time, e.place_name, e.address, e.maps_url
      from whatsapp_guest_reminders r
      join weddings w on w.id = r.wedding_id
      join couples c on c.user_id = w.couple_id
      join wedding_events e on e.wedding_id = r.wedding_id and e.date = ${today}::date
     where exists (select 1 from rsvps a where a.id = r.rsvp_id and a.attending and e.is_public)
        or exists (select 1 from household_members m
                     join member_event_answers x on x.member_id = m.id and x.event_id = e.id and x.attending
                    where m.household_id = r.household_id)
     order by r.id, e.time nulls last, e.position`);
  let sent = 0;
  for (const r of rows) {
    const place = r.place_name ?? r.address ?? '';
    const map = r.maps_url ?? (r.address ? directionsLinks(r.address).google : '');
    if (!r.time || !place || !map) continue;
    const queued = await queueWhatsApp(app, {
      key: `dia:${r.id}:${today}`,
      phone: r.phone,
      recipient: 'convidado',
      weddingId: r.wedding_id,
      template: 'lembrete_dia_do_evento',
      parameters: [r.couple, r.time.replace(':', 'h'), place, map],
    });
    if (queued) sent++;
  }
  return sent;
}

/** The daily run (9h in São Paulo): each reminder at most once per guest and deadline or day. */
export async function sendGuestReminders(
  app: FastifyInstance,
  now = new Date(),
): Promise<{ deadline: number; eventDay: number }> {
  const today = todayIn(undefined, now);
  return {
    deadline: await sendDeadlineReminders(app, today),
    eventDay: await sendEventDayReminders(app, today),
  };
}
