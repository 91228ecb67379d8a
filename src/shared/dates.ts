// Calendar dates (`YYYY-MM-DD`, no time zone) shown in pt-BR.

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export const monthNames = MONTHS;

function parts(isoDate: string): [number, number, number] {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!m) throw new RangeError(`not a calendar date: ${isoDate}`);
  return [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** "2027-05-15" -> "15 de maio de 2027" */
export function formatDateLong(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${d} de ${MONTHS[m - 1]} de ${y}`;
}

/** "2027-05-15" -> "15/05/2027" */
export function formatDateShort(isoDate: string): string {
  const [y, m, d] = parts(isoDate);
  return `${String(d).padStart(2, '0')}/${String(m).padStart(2, '0')}/${y}`;
}
