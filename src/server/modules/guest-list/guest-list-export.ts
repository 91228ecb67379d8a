// The whole guest list as a spreadsheet, one line per person (a household without people has one
// line of its own): CSV for a pt-BR Excel (http/csv.ts) and XLSX (exceljs).
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { ageGroupLabels, inviteState, inviteStateLabels, sideLabels } from '../../../shared/guest-list.ts';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import type { Db } from '../../db/client.ts';
import { householdMembers, invitedHouseholds } from '../../db/schema.ts';
import { toCsv } from '../../http/csv.ts';

const header = [
  'Convite',
  'Pessoa',
  'Faixa etária',
  'Telefone',
  'E-mail',
  'Lado',
  'Marcadores',
  'Situação',
  'Acompanhantes extras',
  'Observações',
];

async function exportRows(db: Db, weddingId: string): Promise<string[][]> {
  const rows = await db
    .select({
      household: invitedHouseholds.name,
      side: invitedHouseholds.side,
      tags: invitedHouseholds.tags,
      notes: invitedHouseholds.notes,
      maxCompanions: invitedHouseholds.maxCompanions,
      sentAt: invitedHouseholds.sentAt,
      firstOpenedAt: invitedHouseholds.firstOpenedAt,
      answeredAt: invitedHouseholds.answeredAt,
      name: householdMembers.name,
      ageGroup: householdMembers.ageGroup,
      phone: householdMembers.phone,
      email: householdMembers.email,
    })
    .from(invitedHouseholds)
    .leftJoin(householdMembers, eq(householdMembers.householdId, invitedHouseholds.id))
    .where(eq(invitedHouseholds.weddingId, weddingId))
    .orderBy(asc(invitedHouseholds.nameKey), asc(invitedHouseholds.id), asc(householdMembers.position));
  return rows.map((r) => [
    r.household,
    r.name ?? '',
    r.ageGroup ? ageGroupLabels[r.ageGroup] : '',
    r.phone ? phoneLabel(r.phone) : '',
    r.email ?? '',
    sideLabels[r.side],
    r.tags.join(', '),
    inviteStateLabels[inviteState(r)],
    String(r.maxCompanions),
    r.notes ?? '',
  ]);
}

export async function guestListCsv(db: Db, weddingId: string): Promise<string> {
  return toCsv(header, await exportRows(db, weddingId));
}

export async function guestListXlsx(db: Db, weddingId: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Convidados');
  sheet.columns = header.map((title) => ({ header: title, width: Math.max(14, title.length + 4) }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  // Cells are written as text, so nothing a guest's name holds becomes a formula.
  sheet.addRows(await exportRows(db, weddingId));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: header.length } };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
