// The guest list's people and the wedding's events (issue 21): who is in each household, which
// events each household is invited to, and each member's answer per event.
import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, requiredRef, timestamptz, updatedAt } from './columns.ts';
import { invitedHouseholds, rsvps } from './guest-site.ts';
import { weddingRow } from './weddings.ts';

/** A person of a household: how old (for the counts and the menu), how to reach them, check-in. */
export const householdMembers = pgTable(
  'household_members',
  {
    ...weddingRow(),
    householdId: requiredRef('household_id', () => invitedHouseholds.id, 'cascade'),
    name: text('name').notNull(),
    /** The name without accents or case (shared/text.ts), for search and duplicates. */
    nameKey: text('name_key').notNull(),
    ageGroup: text('age_group', { enum: ['adulto', 'crianca', 'bebe'] })
      .notNull()
      .default('adulto'),
    /** Digits only, with the country code (55...), for wa.me. */
    phone: text('phone'),
    email: text('email'),
    /** Dietary restrictions the guest told through the personal link. */
    dietary: text('dietary'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('household_members_household_idx').on(t.householdId, t.position),
    index('household_members_wedding_name_idx').on(t.weddingId, t.nameKey),
  ],
);

/** An event of the wedding: Cerimônia religiosa, Festa, Chá de panela... */
export const weddingEvents = pgTable(
  'wedding_events',
  {
    ...weddingRow(),
    name: text('name').notNull(),
    date: date('date'),
    /** 'HH:MM', São Paulo time. */
    time: text('time'),
    placeName: text('place_name'),
    address: text('address'),
    mapsUrl: text('maps_url'),
    dressCode: text('dress_code'),
    notes: text('notes'),
    /** Shown on the site to anyone; otherwise only to households invited to it. */
    isPublic: boolean('is_public').notNull().default(true),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('wedding_events_wedding_idx').on(t.weddingId, t.position)],
);

/** Which events a household is invited to. */
export const householdEvents = pgTable(
  'household_events',
  {
    householdId: requiredRef('household_id', () => invitedHouseholds.id, 'cascade'),
    eventId: requiredRef('event_id', () => weddingEvents.id, 'cascade'),
  },
  (t) => [
    primaryKey({ columns: [t.householdId, t.eventId] }),
    index('household_events_event_idx').on(t.eventId),
  ],
);

/** A member's yes or no to one event, given through the household's personal link or by the couple. */
export const memberEventAnswers = pgTable(
  'member_event_answers',
  {
    memberId: requiredRef('member_id', () => householdMembers.id, 'cascade'),
    eventId: requiredRef('event_id', () => weddingEvents.id, 'cascade'),
    attending: boolean('attending').notNull(),
    updatedAt: updatedAt(),
    /** The open answer that wrote it (null: the personal link or the couple, never overwritten by one). */
    rsvpId: uuid('rsvp_id').references(() => rsvps.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.eventId] }),
    index('member_event_answers_event_idx').on(t.eventId).where(sql`${t.attending}`),
    index('member_event_answers_rsvp_idx').on(t.rsvpId).where(sql`${t.rsvpId} is not null`),
  ],
);

/**
 * The member an open RSVP answer was matched or linked to (rsvp/open-answer-match.ts): one open
 * answer a member at most, so another guest with the same name never overwrites it.
 */
export const rsvpMembers = pgTable('rsvp_members', {
  rsvpId: requiredRef('rsvp_id', () => rsvps.id, 'cascade').primaryKey(),
  memberId: requiredRef('member_id', () => householdMembers.id, 'cascade').unique('rsvp_members_member_key'),
});

/** Check-in on the day (issue 21, section 5): when each member arrived at each event. */
export const memberArrivals = pgTable(
  'member_arrivals',
  {
    memberId: requiredRef('member_id', () => householdMembers.id, 'cascade'),
    eventId: requiredRef('event_id', () => weddingEvents.id, 'cascade'),
    arrivedAt: timestamptz('arrived_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.eventId] }), index('member_arrivals_event_idx').on(t.eventId)],
);
