// A spreadsheet the couple uploads, read into its header line and rows of text: CSV (Google
// Contacts, Google Sheets, Excel's semicolons, UTF-8 or Windows-1252) through papaparse, XLSX
// through exceljs (the first sheet). Only text leaves here: the columns are chosen in the panel.
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { importMessages, MAX_IMPORT_ROWS } from '../../../shared/guest-import.ts';
import { AppError } from '../../http/errors.ts';

export const MAX_SPREADSHEET_BYTES = 5 * 1024 * 1024;
const MAX_COLUMNS = 60;

export interface SpreadsheetTable {
  headers: string[];
  rows: string[][];
}

const isZip = (bytes: Buffer) => bytes.length > 4 && bytes.readUInt32LE(0) === 0x04034b50;

/** UTF-8 when it is valid UTF-8; otherwise the Windows-1252 a pt-BR Excel saves CSV in. */
function decodeText(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\ufeff/, '');
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

/** The separator the header line uses most: Excel pt-BR writes semicolons, Google commas. */
function delimiterOf(text: string): string {
  const header = text.slice(0, text.search(/\r?\n|$/));
  const counts = [';', ',', '\t'].map((d) => [d, header.split(d).length] as const);
  return counts.reduce((best, c) => (c[1] > best[1] ? c : best))[0];
}

function readCsv(bytes: Buffer): string[][] {
  const text = decodeText(bytes);
  return Papa.parse<string[]>(text, { delimiter: delimiterOf(text), skipEmptyLines: false }).data;
}

async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  const width = Math.min(sheet.columnCount, MAX_COLUMNS);
  sheet.eachRow({ includeEmpty: false }, (row) => {
    if (row.number > MAX_IMPORT_ROWS + 1) return;
    rows[row.number - 1] = Array.from({ length: width }, (_, i) => row.getCell(i + 1).text ?? '');
  });
  return Array.from(rows, (row) => row ?? []);
}

/**
 * The table, trimmed; blank lines stay (as blank rows) so every row keeps its line number in the
 * file, except at the end. Refused when unreadable, empty or too long.
 */
export async function readSpreadsheet(bytes: Buffer): Promise<SpreadsheetTable> {
  let cells: string[][];
  try {
    cells = isZip(bytes) ? await readXlsx(bytes) : readCsv(bytes);
  } catch {
    throw new AppError('VALIDATION', importMessages.fileUnreadable);
  }
  const lines = cells.map((line) => line.slice(0, MAX_COLUMNS).map((c) => String(c ?? '').trim()));
  while (lines.length && !lines.at(-1)?.some(Boolean)) lines.pop();
  const [headers, ...rows] = lines;
  if (!headers || rows.length === 0) throw new AppError('VALIDATION', importMessages.fileEmpty);
  if (rows.length > MAX_IMPORT_ROWS) throw new AppError('VALIDATION', importMessages.tooManyRows);
  return { headers, rows: rows.map((r) => headers.map((_, i) => r[i] ?? '')) };
}
