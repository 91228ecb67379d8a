// A guest's WhatsApp number as typed ("(11) 98765-4321", "+55 11 98765 4321", "011 3456-7890"),
// kept as digits with Brazil's country code (5511987654321), the form `wa.me` links take.

/** Digits with the country code, or null when it is not a Brazilian number (DDD + 8 or 9 digits). */
export function brazilianPhone(typed: string): string | null {
  let digits = typed.replace(/\D/g, '');
  if (digits.length >= 12 && digits.startsWith('55')) digits = digits.slice(2);
  else if (digits.startsWith('0')) digits = digits.replace(/^0+/, '');
  // A DDD is two digits from 1 to 9; a mobile number has 9 digits starting with 9, a landline 8.
  const valid = /^[1-9]{2}(9\d{8}|[2-8]\d{7})$/.test(digits);
  return valid ? `55${digits}` : null;
}

/** 5511987654321 -> "(11) 98765-4321", as the couple reads it. */
export function phoneLabel(stored: string): string {
  const local = stored.startsWith('55') ? stored.slice(2) : stored;
  const split = local.length === 11 ? 7 : 6;
  return `(${local.slice(0, 2)}) ${local.slice(2, split)}-${local.slice(split)}`;
}
