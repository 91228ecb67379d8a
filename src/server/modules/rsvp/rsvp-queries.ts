// The couple's view of RSVPs: search, totals, pages and CSV.

import { and, asc, count, desc, eq, like, sql } from 'drizzle-orm';
import type { RsvpItem, RsvpList } from '../../../shared/rsvp.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds, rsvps } from '../../db/schema.ts';
import { toCsv } from '../../http/csv.ts';

export const RSVP_PAGE_SIZE = 50;

function searchFilter(weddingId: string, q: string | undefined) {
  const words = q ? searchKey(q).split(' ').filter(Boolean) : [];
  return and(
    eq(rsvps.weddingId, weddingId),
    ...words.map((w) => like(rsvps.nameKey, `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)),
  );
}

/** A guest's answer as the couple reads it (the panel's list, the CSV and the couple's e-mail). */
export const answerColumns = {
  id: rsvps.id,
  name: rsvps.name,
  attending: rsvps.attending,
  companions: rsvps.companions,
  companionNames: rsvps.companionNames,
  phone: rsvps.phone,
  email: rsvps.email,
  note: rsvps.note,
};

const columns = {
  ...answerColumns,
  householdName: invitedHouseholds.name,
  createdAt: rsvps.createdAt,
  updatedAt: rsvps.updatedAt,
};

function toItem(
  r: { createdAt: Date; updatedAt: Date; householdName: string | null } & Omit<
    RsvpItem,
    'createdAt' | 'updatedAt' | 'householdName'
  >,
): RsvpItem {
  return { ...r, createdAt: r.createdAt.toISOString(), updatedAt: r.updatedAt.toISOString() };
}

export async function listRsvps(
  db: Db,
  weddingId: string,
  q: string | undefined,
  page: number,
): Promise<RsvpList> {
  const where = searchFilter(weddingId, q);
  const [items, [filtered], [totals]] = await Promise.all([
    db
      .select(columns)
      .from(rsvps)
      .leftJoin(invitedHouseholds, eq(invitedHouseholds.id, rsvps.householdId))
      .where(where)
      .orderBy(desc(rsvps.updatedAt), asc(rsvps.id))
      .limit(RSVP_PAGE_SIZE)
      .offset((page - 1) * RSVP_PAGE_SIZE),
    db.select({ n: count() }).from(rsvps).where(where),
    db
      .select({
        answers: count(),
        attending: sql<number>`count(*) filter (where ${rsvps.attending})::int`,
        people: sql<number>`coalesce(sum(1 + ${rsvps.companions}) filter (where ${rsvps.attending}), 0)::int`,
      })
      .from(rsvps)
      .where(eq(rsvps.weddingId, weddingId)),
  ]);
  const answers = totals?.answers ?? 0;
  const attending = totals?.attending ?? 0;
  return {
    items: items.map(toItem),
    total: filtered?.n ?? 0,
    page,
    pageSize: RSVP_PAGE_SIZE,
    totals: { answers, attending, declined: answers - attending, people: totals?.people ?? 0 },
  };
}

export async function rsvpsCsv(db: Db, weddingId: string): Promise<string> {
  const rows = await db
    .select(columns)
    .from(rsvps)
    .leftJoin(invitedHouseholds, eq(invitedHouseholds.id, rsvps.householdId))
    .where(eq(rsvps.weddingId, weddingId))
    .orderBy(asc(rsvps.name));
  const header = [
    'Nome',
    'Vai ao casamento',
    'Acompanhantes',
    'Nomes dos acompanhantes',
    'Telefone',
    'E-mail',
    'Recado',
    'Convite',
    'Respondido em',
  ];
  return toCsv(
    header,
    rows.map((r) => [
      r.name,
      r.attending ? 'Sim' : 'Não',
      r.companions,
      r.companionNames.join('; '),
      r.phone,
      r.email,
      r.note,
      r.householdName,
      r.updatedAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }),
    ]),
  );
}
