// CSV the way a Brazilian spreadsheet opens it: a BOM, semicolons, every cell quoted, and
// spreadsheet formulas in guest-typed text neutralised.
export type CsvValue = string | number | null | undefined;

function csvCell(value: CsvValue): string {
  const s = value === null || value === undefined ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
  return `"${safe.replace(/"/g, '""')}"`;
}

export function toCsv(header: string[], rows: CsvValue[][]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\ufeff${lines.join('\r\n')}\r\n`;
}
