// A pasted list or a spreadsheet, brought in at once: every line read with the household form's
// rules, lines of the same household grouped, what is wrong or repeated (against the list and
// inside the file, accents and case aside) pointed out line by line. The preview saves nothing; the
// import saves every household that can be saved, in one transaction, skipping what the preview
// reported.
import { and, eq, inArray } from 'drizzle-orm';
import {
  type ImportPreview,
  type ImportRow,
  importMessages,
  type ReadLine,
  readImportRow,
} from '../../../shared/guest-import.ts';
import { type AgeGroup, readGuestListSettings, type Side } from '../../../shared/guest-list.ts';
import { searchKey } from '../../../shared/text.ts';
import type { Db, Tx } from '../../db/client.ts';
import { householdMembers, invitedHouseholds, weddings } from '../../db/schema.ts';
import { refuseDuplicate } from '../../db/unique-violation.ts';
import { AppError } from '../../http/errors.ts';
import { newInviteCode } from './invite-code.ts';

interface PlannedMember {
  name: string;
  ageGroup: AgeGroup;
  phone: string | null;
  email: string | null;
}

interface PlannedHousehold {
  name: string;
  side: Side;
  tags: string[];
  members: PlannedMember[];
}

const chunks = <T>(items: T[], size: number) =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

async function existingNames(db: Tx, weddingId: string, read: ReadLine[]) {
  const ok = read.filter((r) => r.ok);
  const householdKeys = [...new Set(ok.map((r) => searchKey(r.household)))];
  const memberKeys = [...new Set(ok.map((r) => searchKey(r.name)))];
  const [households, members] = await Promise.all([
    householdKeys.length === 0
      ? []
      : db
          .select({ key: invitedHouseholds.nameKey, name: invitedHouseholds.name })
          .from(invitedHouseholds)
          .where(
            and(
              eq(invitedHouseholds.weddingId, weddingId),
              inArray(invitedHouseholds.nameKey, householdKeys),
            ),
          ),
    memberKeys.length === 0
      ? []
      : db
          .select({ key: householdMembers.nameKey, household: invitedHouseholds.name })
          .from(householdMembers)
          .innerJoin(invitedHouseholds, eq(invitedHouseholds.id, householdMembers.householdId))
          .where(
            and(eq(householdMembers.weddingId, weddingId), inArray(householdMembers.nameKey, memberKeys)),
          ),
  ]);
  return {
    households: new Map(households.map((r) => [r.key, r.name])),
    members: new Map(members.map((r) => [r.key, r.household])),
  };
}

/** The report of every line and the households that would be saved. */
async function plan(db: Tx, weddingId: string, rows: ImportRow[]) {
  const [wedding] = await db
    .select({ settings: weddings.guestListSettings })
    .from(weddings)
    .where(eq(weddings.id, weddingId));
  const settings = readGuestListSettings(wedding?.settings);
  const read = rows.map((row) => readImportRow(row, settings));
  const existing = await existingNames(db, weddingId, read);
  const lines: ImportPreview['lines'] = [];
  const households = new Map<string, PlannedHousehold & { sideSet: boolean }>();
  const seenPeople = new Map<string, number>();
  for (const r of read) {
    const base = { line: r.line, household: r.household, name: r.name };
    if (!r.ok) {
      lines.push({ ...base, status: 'error', messages: r.messages });
      continue;
    }
    const householdKey = searchKey(r.household);
    const personKey = searchKey(r.name);
    const takenHousehold = existing.households.get(householdKey);
    const takenPerson = existing.members.get(personKey);
    const earlier = seenPeople.get(personKey);
    const duplicate =
      takenHousehold !== undefined
        ? importMessages.householdExists(takenHousehold)
        : takenPerson !== undefined
          ? importMessages.personExists(r.name, takenPerson)
          : earlier !== undefined
            ? importMessages.personRepeated(r.name, earlier)
            : null;
    if (duplicate) {
      lines.push({ ...base, status: 'duplicate', messages: [duplicate] });
      continue;
    }
    seenPeople.set(personKey, r.line);
    lines.push({ ...base, status: 'ok', messages: [] });
    const household = households.get(householdKey) ?? {
      name: r.household,
      side: 'ambos',
      sideSet: false,
      tags: [],
      members: [],
    };
    if (r.side && !household.sideSet) Object.assign(household, { side: r.side, sideSet: true });
    for (const tag of r.tags) {
      if (!household.tags.some((t) => searchKey(t) === searchKey(tag))) household.tags.push(tag);
    }
    household.members.push({ name: r.name, ageGroup: r.ageGroup, phone: r.phone, email: r.email });
    households.set(householdKey, household);
  }
  const planned = [...households.values()].map(({ sideSet: _, ...rest }) => rest);
  return { lines, households: planned };
}

export async function previewImport(db: Db, weddingId: string, rows: ImportRow[]): Promise<ImportPreview> {
  const { lines, households } = await plan(db, weddingId, rows);
  return {
    lines,
    households: households.map((h) => ({
      name: h.name,
      side: h.side,
      tags: h.tags,
      members: h.members.map((p) => ({ name: p.name, ageGroup: p.ageGroup })),
    })),
    summary: {
      lines: lines.length,
      errors: lines.filter((l) => l.status === 'error').length,
      duplicates: lines.filter((l) => l.status === 'duplicate').length,
      households: households.length,
      people: households.reduce((sum, h) => sum + h.members.length, 0),
    },
  };
}

/** Saves what the preview showed as importable, all or nothing. */
export function commitImport(
  db: Db,
  weddingId: string,
  rows: ImportRow[],
): Promise<{ households: number; people: number }> {
  return refuseDuplicate(
    () =>
      db.transaction(async (tx) => {
        const { households } = await plan(tx, weddingId, rows);
        if (households.length === 0) throw new AppError('VALIDATION', importMessages.nothingToImport);
        let people = 0;
        for (const batch of chunks(households, 500)) {
          const inserted = await tx
            .insert(invitedHouseholds)
            .values(
              batch.map((h) => ({
                weddingId,
                name: h.name,
                nameKey: searchKey(h.name),
                side: h.side,
                tags: h.tags,
                inviteCode: newInviteCode(),
              })),
            )
            .returning({ id: invitedHouseholds.id, nameKey: invitedHouseholds.nameKey });
          const idOf = new Map(inserted.map((r) => [r.nameKey, r.id]));
          const members = batch.flatMap((h) =>
            h.members.map((p, position) => ({
              weddingId,
              householdId: idOf.get(searchKey(h.name))!,
              name: p.name,
              nameKey: searchKey(p.name),
              ageGroup: p.ageGroup,
              phone: p.phone,
              email: p.email,
              position,
            })),
          );
          for (const part of chunks(members, 2000)) await tx.insert(householdMembers).values(part);
          people += members.length;
        }
        return { households: households.length, people };
      }),
    () => new AppError('HOUSEHOLD_TAKEN'),
  );
}
