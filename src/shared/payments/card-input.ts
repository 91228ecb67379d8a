// A card as a guest types it on a phone: the brand read from the first digits, the number grouped as
// printed on the card, and the expiry masked to MM/AA (the server reads "1229" and "12/29" alike).

export type CardBrand = 'Visa' | 'Mastercard' | 'Elo' | 'Amex' | 'Hipercard';

// Elo and Hipercard ranges overlap Visa's and Mastercard's, so they are tried first.
const brandPrefixes: [CardBrand, RegExp][] = [
  [
    'Elo',
    /^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506(699|7[0-7]\d)|509\d{3}|627780|636297|636368|650(0[3-9]|[1-4]\d|5[0-2])|6504(0[5-9]|[1-3]\d)|6516(5[2-9]|[6-7]\d)|6550([0-1]\d|2[0-5]))/,
  ],
  ['Hipercard', /^(606282|3841(0|4|6)0)/],
  ['Amex', /^3[47]/],
  ['Visa', /^4/],
  ['Mastercard', /^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/],
];

/** The card's brand from its digits (spaces ignored), or null while it cannot be told. */
export function cardBrand(number: string): CardBrand | null {
  const digits = number.replace(/\D/g, '');
  return brandPrefixes.find(([, prefix]) => prefix.test(digits))?.[0] ?? null;
}

/** "4111111111111111" -> "4111 1111 1111 1111"; Amex as printed, "3782 822463 10005". */
export function formatCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 19);
  const groups = cardBrand(digits) === 'Amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/** What the expiry field shows as it is typed: "1229" -> "12/29", "4" -> "04" (no month starts with 4). */
export function formatCardExpiry(value: string): string {
  let digits = value.replace(/\D/g, '');
  if (/^[2-9]/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 || (digits.length === 2 && value.endsWith('/'))
    ? `${digits.slice(0, 2)}/${digits.slice(2)}`
    : digits;
}

/** "1229" or "122029" (typed without the slash) -> "12/29", "12/2029"; anything else as it came. */
export function normaliseCardExpiry(value: string): string {
  const digits = value.trim();
  return /^\d{4}$|^\d{6}$/.test(digits) ? `${digits.slice(0, 2)}/${digits.slice(2)}` : value;
}
