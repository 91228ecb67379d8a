// Site links (slugs) of SPEC 5: the normalisation of onboarding step 6 and the default slug.
import { stripAccents } from './text.ts';

export const SLUG_MAX_ATTEMPTS = 100;
export const SLUG_MAX_LENGTH = 80;

export const slugMessages = {
  invalid: 'O link deve conter apenas letras minúsculas, números e hífens.',
  taken: 'Este link já está sendo usado. Por favor, escolha outro.',
  available: 'Link disponível!',
  checking: 'Verificando disponibilidade...',
  requiredTitle: 'Link obrigatório',
  requiredDescription: 'Por favor, defina um link para seu site.',
  saved: 'Link salvo',
  duplicate: 'Link já existe',
  saveFailed: 'Não foi possível salvar o link. Tente novamente.',
  unexpected: 'Ocorreu um erro inesperado. Tente novamente.',
} as const;

/** Lowercase letters and digits in words joined by single hyphens: a site's link, a help article's. */
export const SLUG_SHAPE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What onboarding step 6 does to typed text: lowercase, spaces to hyphens, drop the rest. */
export function normalizeSlugInput(input: string): string {
  return input
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function isValidSlug(slug: string): boolean {
  return slug.length > 0 && slug.length <= SLUG_MAX_LENGTH && SLUG_SHAPE.test(slug);
}

/** One name as a slug part: accents stripped, lowercased, special characters removed. */
export function slugPart(value: string): string {
  return normalizeSlugInput(stripAccents(value));
}

/**
 * `{name1}-e-{name2}` with each first name only ("Camila Souza" and "Bruno" give `camila-e-bruno`):
 * the short link a couple starts with (issue 20, over SPEC 5's dated one).
 */
export function defaultSlug(name1: string, name2: string): string {
  const first = (name: string) => name.trim().split(/\s+/).map(slugPart).find(Boolean) ?? '';
  return [first(name1), 'e', first(name2)].filter(Boolean).join('-');
}

/** The default links tried in order: `camila-e-bruno`, then with the year only if taken, then numbered. */
export function defaultSlugCandidates(name1: string, name2: string, weddingDate: string): string[] {
  const base = defaultSlug(name1, name2);
  return [base, ...slugCandidates(`${base}-${weddingDate.slice(0, 4)}`)];
}

/** The base, then base-1 ... base-100: the candidates tried, in order. */
export function slugCandidates(base: string): string[] {
  return [base, ...Array.from({ length: SLUG_MAX_ATTEMPTS }, (_, i) => `${base}-${i + 1}`)];
}

/** The dashboard fallback when no slug is stored (SPEC 5): `first-e-second-year`. */
export function fallbackSlug(name1: string | null, name2: string | null, weddingDate: string | null): string {
  const first = (n: string | null, fallback: string) => (n?.trim().split(/\s+/)[0] || fallback).toLowerCase();
  const year = weddingDate?.slice(0, 4) ?? '';
  return [first(name1, 'noivo'), 'e', first(name2, 'noiva'), year].filter(Boolean).join('-');
}
