// "Você quis dizer ana@gmail.com?": the likely slip in an e-mail's domain ("gmial.com", "hotmail.con",
// "yahoo.com.b"), judged against the providers most Brazilians use; silence for any other domain.

/** The providers a slip is corrected to, most used first (a tie goes to the first). */
export const commonEmailDomains = [
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'yahoo.com',
  'icloud.com',
  'live.com',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'outlook.com.br',
  'hotmail.com.br',
  'msn.com',
  'ig.com.br',
  'globo.com',
] as const;

/** Real domains a few letters away from a common one, so never "corrected" to it. */
const otherRealDomains = new Set([
  'mail.com',
  'gmx.com',
  'aol.com',
  'me.com',
  'mac.com',
  'ymail.com',
  'live.com.br',
  'email.com',
  'proton.me',
  'protonmail.com',
  'zoho.com',
  'terra.com',
  'globomail.com',
]);

/** Endings that are no real top-level domain, each with the one that was meant. */
const endingSlips: readonly (readonly [slip: string, meant: string])[] = [
  ['.com.brr', '.com.br'],
  ['.com.b', '.com.br'],
  ['.combr', '.com.br'],
  ['.con', '.com'],
  ['.cmo', '.com'],
  ['.ocm', '.com'],
  ['.comm', '.com'],
  ['.cpm', '.com'],
  ['.vom', '.com'],
  ['.xom', '.com'],
];

/** Providers that have no ".com.br" addresses, though people add it. */
const withoutBr = new Set(['gmail.com', 'icloud.com']);

/** Edits (insert, delete, replace, swap two neighbours) that turn `a` into `b`. */
function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  const at = (i: number, j: number) => rows[i]?.[j] ?? Number.POSITIVE_INFINITY;
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const replace = at(i - 1, j - 1) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      (rows[i] as number[])[j] = best;
    }
  }
  return at(a.length, b.length);
}

function fixEnding(domain: string): string {
  const tidy = domain.replace(/\.{2,}/g, '.').replace(/\.$/, '');
  const slip = endingSlips.find(([wrong]) => tidy.endsWith(wrong));
  const fixed = slip ? tidy.slice(0, -slip[0].length) + slip[1] : tidy;
  const withoutSuffix = fixed.replace(/\.br$/, '');
  return withoutBr.has(withoutSuffix) ? withoutSuffix : fixed;
}

/** The common provider a domain was meant to be, if it is a slip of one. */
function nearestCommon(domain: string): string | undefined {
  if (!domain.includes('.')) return commonEmailDomains.find((d) => d.split('.')[0] === domain);
  // Short domains sit close to real ones ("me.com", "gmx.com"): one slip allowed there, two elsewhere.
  const reach = domain.length >= 9 ? 2 : 1;
  let nearest: { domain: string; distance: number } | undefined;
  for (const known of commonEmailDomains) {
    const distance = editDistance(domain, known);
    if (distance <= reach && distance < (nearest?.distance ?? Number.POSITIVE_INFINITY)) {
      nearest = { domain: known, distance };
    }
  }
  return nearest?.domain;
}

/**
 * "ana@gmial.com" -> "ana@gmail.com"; null when the address looks right, is not an address yet, or
 * has a domain that is not a near miss of a common one ("ana@empresa.com.br").
 */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || /\s/.test(trimmed)) return null;
  const local = trimmed.slice(0, at);
  const typed = trimmed.slice(at + 1).toLowerCase();
  if (typed === '') return null;
  const fixed = fixEnding(typed);
  // Another country's address ("yahoo.com.ar", "hotmail.co.uk") is a choice, not a slip of ".com.br".
  if (/\.com?\.(?!br$)[a-z]{2}$/.test(fixed)) return null;
  if ((commonEmailDomains as readonly string[]).includes(fixed) || otherRealDomains.has(fixed)) {
    return fixed === typed ? null : `${local}@${fixed}`;
  }
  const meant = nearestCommon(fixed) ?? (fixed === typed ? undefined : fixed);
  return meant ? `${local}@${meant}` : null;
}
