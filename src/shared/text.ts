// Text normalisation shared by search, slugs and name matching.

/** "Ângela Conceição" -> "Angela Conceicao". */
export function stripAccents(value: string): string {
  return value.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Lowercased, accent-free, single-spaced: the form names are compared and searched in. */
export function searchKey(value: string): string {
  return stripAccents(value).toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What find-a-couple searches for a couple: both names as one search key. */
export function coupleSearchNames(name1: string | null, name2: string | null): string {
  return searchKey(`${name1 ?? ''} ${name2 ?? ''}`);
}

/** "Barbeador à prova d'água 12.000" -> "barbeador-a-prova-dagua-12000": a catalogue product's key. */
export function productKey(name: string): string {
  return stripAccents(name)
    .toLowerCase()
    .replace(/['"’]/g, '')
    .replace(/(\d)\.(\d{3})(?!\d)/g, '$1$2')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
