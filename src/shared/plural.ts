// A count with its noun in pt-BR ("1 acompanhante", "2 acompanhantes"), so no text falls back on
// "acompanhante(s)" (issue 20). Only 1 is singular: "0 presentes".

export function plural(n: number | bigint, one: string, many: string): string {
  return `${n} ${Number(n) === 1 ? one : many}`;
}
