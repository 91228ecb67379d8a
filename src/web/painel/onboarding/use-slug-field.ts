// The site-link field of step 6 and of "Link do site" (SPEC 5): a form with the typed text,
// normalised as it is typed, its state, and an availability check 500 ms after typing stops, only
// for a valid link that differs from the current one.
import { useEffect, useState } from 'react';
import { z } from 'zod';
import { isValidSlug, normalizeSlugInput } from '../../../shared/slug.ts';
import { stripAccents } from '../../../shared/text.ts';
import { useZodForm } from '../../components/ui/form.tsx';
import { ApiError } from '../../lib/api.ts';
import { checkSlug } from './onboarding-api.ts';

export const SLUG_CHECK_DELAY_MS = 500;

export type SlugStatus =
  | { kind: 'empty' }
  | { kind: 'invalid' }
  | { kind: 'current' }
  | { kind: 'checking' }
  | { kind: 'taken' }
  | { kind: 'available' }
  | { kind: 'error'; message: string };

/**
 * What the field shows while typing: normalizeSlugInput's rules (accents are dropped to their
 * letter first, so "João" gives "joao"), except that a trailing hyphen is kept so the next word
 * can be typed.
 */
export function typedSlug(input: string): string {
  return stripAccents(input)
    .toLowerCase()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-+/, '');
}

function staticStatus(slug: string, current: string | null): SlugStatus | null {
  if (slug === '') return { kind: 'empty' };
  if (!isValidSlug(slug)) return { kind: 'invalid' };
  if (slug === current) return { kind: 'current' };
  return null;
}

/**
 * The typed text (the route's body, `{ slug }`, as typed). Its rules are the availability check's
 * and the submit's: their messages differ between onboarding (a toast) and the editor (inline).
 */
export const slugFormSchema = z.object({ slug: z.string().max(200) });

export function useSlugField(current: string | null, weddingId: string | null) {
  const form = useZodForm(slugFormSchema, { defaultValues: { slug: current ?? '' } });
  const slug = normalizeSlugInput(form.watch('slug'));
  const [checked, setChecked] = useState<{ slug: string; status: SlugStatus } | null>(null);

  useEffect(() => {
    if (staticStatus(slug, current)) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      checkSlug(slug, weddingId, controller.signal)
        .then((r) => setChecked({ slug, status: { kind: r.available ? 'available' : 'taken' } }))
        .catch((err: unknown) => {
          if (controller.signal.aborted) return;
          const message = err instanceof ApiError ? err.message : String(err);
          setChecked({ slug, status: { kind: 'error', message } });
        });
    }, SLUG_CHECK_DELAY_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [slug, current, weddingId]);

  const status: SlugStatus =
    staticStatus(slug, current) ?? (checked?.slug === slug ? checked.status : { kind: 'checking' });

  return {
    form,
    slug,
    status,
    /** The server refused the link as taken (a race another couple won). */
    markTaken: () => setChecked({ slug, status: { kind: 'taken' } }),
  };
}
