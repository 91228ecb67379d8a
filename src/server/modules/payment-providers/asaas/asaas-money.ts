// Asaas takes amounts as JSON numbers in reais ("value": 104.05); we hold integer centavos. The
// decimal text is written digit by digit and placed into the JSON as is, so no floating-point
// value ever stands between our centavos and the request Asaas reads.

/** 10405 -> "104.05"; 5 -> "0.05". Positive centavos only: Asaas charges and transfers are > 0. */
export function centsToReais(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents <= 0)
    throw new RangeError(`amount must be positive centavos: ${cents}`);
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** An amount in reais that `toAsaasJson` writes as a bare JSON number. */
export class Reais {
  readonly text: string;
  constructor(cents: number) {
    this.text = centsToReais(cents);
  }
}

/** JSON.stringify for request bodies, except that `Reais` become numbers with exactly two decimals. */
export function toAsaasJson(value: unknown): string {
  if (value instanceof Reais) return value.text;
  if (Array.isArray(value)) return `[${value.map(toAsaasJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const fields = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${JSON.stringify(k)}:${toAsaasJson(v)}`);
    return `{${fields.join(',')}}`;
  }
  return JSON.stringify(value);
}
