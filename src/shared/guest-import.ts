// Bringing many households in at once (issue 21): a pasted list or a spreadsheet's columns become
// rows, one person each; the server reads every row with the household form's own rules, groups the
// rows into households and points out what is wrong or repeated before anything is saved.
import { z } from 'zod';
import { count, countsOf } from './api-fields.ts';
import { choices } from './choices.ts';
import { emailField, householdMessages, phoneField, readTags } from './guest-household.ts';
import { type AgeGroup, ageGroups, type GuestListSettings, type Side, sides } from './guest-list.ts';
import { searchKey } from './text.ts';

export const importMessages = {
  noName: 'Linha sem nome.',
  ageGroupUnknown: 'Faixa etária não reconhecida: use adulto, criança, bebê ou a idade.',
  sideUnknown: 'Lado não reconhecido: use noiva, noivo ou ambos.',
  householdExists: (name: string) => `O convite “${name}” já está na lista.`,
  personExists: (name: string, household: string) => `${name} já está na lista (${household}).`,
  personRepeated: (name: string, line: number) => `${name} já aparece na linha ${line}.`,
  nothingToImport: 'Nenhuma linha pode ser importada: corrija a planilha e tente de novo.',
  tooManyRows: 'A lista pode ter até 5.000 linhas por vez.',
  fileUnreadable: 'Não foi possível ler o arquivo. Envie uma planilha CSV ou XLSX.',
  fileTooLarge: 'A planilha pode ter até 5 MB.',
  fileEmpty: 'A planilha está vazia.',
  imported: (households: number, people: number) =>
    `${households} ${households === 1 ? 'convite importado' : 'convites importados'} com ${people} ${
      people === 1 ? 'pessoa' : 'pessoas'
    }.`,
} as const;

export const MAX_IMPORT_ROWS = 5000;

/** What a spreadsheet's column may hold. */
export const { values: columnKinds, labels: columnKindLabels } = choices({
  household: 'Convite (família)',
  name: 'Nome da pessoa',
  surname: 'Sobrenome',
  phone: 'Telefone (WhatsApp)',
  email: 'E-mail',
  ageGroup: 'Faixa etária ou idade',
  side: 'Lado (noiva, noivo, ambos)',
  tags: 'Marcadores',
});
export type ColumnKind = (typeof columnKinds)[number];

/** Headers each kind is known by (accents and case aside), Google Contacts' and Excel's included. */
const knownHeaders: Record<ColumnKind, string[]> = {
  household: ['convite', 'familia', 'nome do convite', 'household', 'grupo familiar', 'casa'],
  name: [
    'nome',
    'name',
    'nome completo',
    'full name',
    'convidado',
    'pessoa',
    'first name',
    'given name',
    'primeiro nome',
  ],
  surname: ['sobrenome', 'last name', 'family name', 'ultimo nome'],
  phone: [
    'telefone',
    'celular',
    'whatsapp',
    'fone',
    'phone',
    'mobile',
    'phone 1 - value',
    'telefone 1 - valor',
  ],
  email: ['e-mail', 'email', 'e-mail 1 - value', 'email address', 'e-mail 1 - valor', 'correio eletronico'],
  ageGroup: ['faixa etaria', 'idade', 'age', 'age group', 'tipo'],
  side: ['lado', 'side', 'convidado de'],
  tags: ['marcadores', 'tags', 'labels', 'grupo', 'categoria', 'etiquetas'],
};

export type ColumnMap = Partial<Record<ColumnKind, number>>;

/** Which column holds what, guessed from the headers; each kind takes the first column it knows. */
export function guessColumns(headers: readonly string[]): ColumnMap {
  const map: ColumnMap = {};
  const taken = new Set<number>();
  for (const kind of columnKinds) {
    for (const known of knownHeaders[kind]) {
      const index = headers.findIndex((h, i) => !taken.has(i) && searchKey(h) === known);
      if (index >= 0) {
        map[kind] = index;
        taken.add(index);
        break;
      }
    }
  }
  return map;
}

const cell = z.string().max(500).optional();
/** A cell for every kind of column, in their order: a kind added above is read and sent as well. */
const cells = Object.fromEntries(columnKinds.map((kind) => [kind, cell])) as Record<ColumnKind, typeof cell>;

/** One person of the list as read from a line: every value still as typed. */
export const importRow = z.object({
  /** The line's number in the file or paste, as the couple sees it. */
  line: z.number().int().min(1),
  ...cells,
});
export type ImportRow = z.infer<typeof importRow>;

export const importBody = z.object({
  rows: z.array(importRow).min(1, importMessages.fileEmpty).max(MAX_IMPORT_ROWS, importMessages.tooManyRows),
});

/**
 * A spreadsheet's cells turned into rows by the chosen columns, numbered as the file's lines (the
 * header is line 1); blank lines are left out.
 */
export function rowsFromTable(table: readonly (readonly string[])[], map: ColumnMap): ImportRow[] {
  return table.flatMap((cells, i) => {
    if (!cells.some((c) => c.trim())) return [];
    const row: ImportRow = { line: i + 2 };
    for (const kind of columnKinds) {
      const index = map[kind];
      if (index !== undefined) row[kind] = cells[index] ?? '';
    }
    return [row];
  });
}

/**
 * A pasted list: one household per line, its name as typed; its people separated by commas or the
 * word "e" ("Ana e Pedro Souza" is Ana and Pedro Souza).
 */
export function pastedRows(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  text.split(/\r?\n/).forEach((raw, i) => {
    const household = raw.trim().replace(/\s+/g, ' ');
    if (!household) return;
    const names = household
      .split(/\s*,\s*|\s+e\s+/i)
      .map((n) => n.trim())
      .filter(Boolean);
    for (const name of names.length ? names : ['']) rows.push({ line: i + 1, household, name });
  });
  return rows;
}

const ageWords: Record<string, AgeGroup> = {
  '': 'adulto',
  adulto: 'adulto',
  adulta: 'adulto',
  adult: 'adulto',
  crianca: 'crianca',
  child: 'crianca',
  kid: 'crianca',
  bebe: 'bebe',
  baby: 'bebe',
};

/** "criança", "Bebê", "7" (an age, by the couple's settings); undefined when not understood. */
export function readAgeGroup(
  typed: string,
  settings: Pick<GuestListSettings, 'childUntil' | 'babyUntil'>,
): AgeGroup | undefined {
  const key = searchKey(typed);
  if (/^\d{1,3}$/.test(key)) {
    const age = Number(key);
    return age <= settings.babyUntil ? 'bebe' : age <= settings.childUntil ? 'crianca' : 'adulto';
  }
  const found = ageWords[key];
  return found && ageGroups.includes(found) ? found : undefined;
}

const sideWords: Record<string, Side> = {
  '': 'ambos',
  ambos: 'ambos',
  both: 'ambos',
  noiva: 'noiva',
  bride: 'noiva',
  noivo: 'noivo',
  groom: 'noivo',
};

export function readSide(typed: string): Side | undefined {
  const found = sideWords[searchKey(typed)];
  return found && sides.includes(found) ? found : undefined;
}

/** Google Contacts' labels ("* myContacts ::: Família") or a list typed with commas. */
export function readImportTags(typed: string): string[] {
  return readTags(typed.split(/:::|[,;]/).filter((t) => !t.trim().startsWith('*')));
}

/** What the preview says of each line. */
export const importLineStatuses = ['ok', 'error', 'duplicate'] as const;

export const importLine = z.object({
  line: count,
  household: z.string(),
  name: z.string(),
  status: z.enum(importLineStatuses),
  messages: z.array(z.string()),
});

export const importPreview = z.object({
  lines: z.array(importLine),
  households: z.array(
    z.object({
      name: z.string(),
      side: z.enum(sides),
      tags: z.array(z.string()),
      members: z.array(z.object({ name: z.string(), ageGroup: z.enum(ageGroups) })),
    }),
  ),
  summary: countsOf('lines', 'errors', 'duplicates', 'households', 'people'),
});
export type ImportPreview = z.infer<typeof importPreview>;

export const importResult = countsOf('households', 'people');

/** A line read: the person and the household it goes to, or what is wrong with it. */
export type ReadLine =
  | {
      ok: true;
      line: number;
      household: string;
      name: string;
      ageGroup: AgeGroup;
      phone: string | null;
      email: string | null;
      side: Side | undefined;
      tags: string[];
    }
  | { ok: false; line: number; household: string; name: string; messages: string[] };

/** Reads one row with the form's rules; a blank side says nothing (the household's other lines may). */
export function readImportRow(
  row: ImportRow,
  settings: Pick<GuestListSettings, 'childUntil' | 'babyUntil'>,
): ReadLine {
  const name = [row.name, row.surname]
    .map((p) => p?.trim() ?? '')
    .filter(Boolean)
    .join(' ')
    .replace(/\s+/g, ' ');
  const household = row.household?.trim().replace(/\s+/g, ' ') || name;
  const messages: string[] = [];
  if (!name) messages.push(importMessages.noName);
  const phone = phoneField.safeParse(row.phone);
  if (!phone.success) messages.push(householdMessages.phoneInvalid);
  const email = emailField.safeParse(row.email);
  if (!email.success) messages.push(householdMessages.emailInvalid);
  const ageGroup = readAgeGroup(row.ageGroup ?? '', settings);
  if (!ageGroup) messages.push(importMessages.ageGroupUnknown);
  const sideTyped = row.side?.trim() ?? '';
  const side = sideTyped ? readSide(sideTyped) : undefined;
  if (sideTyped && !side) messages.push(importMessages.sideUnknown);
  if (messages.length || !phone.success || !email.success || !ageGroup)
    return { ok: false, line: row.line, household, name, messages };
  return {
    ok: true,
    line: row.line,
    household: household.slice(0, 120),
    name: name.slice(0, 120),
    ageGroup,
    phone: phone.data,
    email: email.data,
    side,
    tags: readImportTags(row.tags ?? '').filter((t) => t.length <= 40),
  };
}
