// Hero search box: a guest types the couple's names and lands on the find-a-couple results. Any
// text goes (the results page asks for more when it is too short). A plain GET form, so it works
// before the page's app has loaded; once it has, the results open without reloading the page.
import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useNavigate } from 'react-router';
import { publicPaths } from '../../../shared/routes.ts';
import { heroTexts } from './landing-content.ts';

export function CoupleSearchForm() {
  const navigate = useNavigate();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    navigate(q ? `${publicPaths.findCouple}?${new URLSearchParams({ q })}` : publicPaths.findCouple);
  }

  return (
    <search>
      <form
        method="get"
        action={publicPaths.findCouple}
        onSubmit={submit}
        className="rounded-3xl border border-ink/5 bg-white/90 p-4 shadow-lg shadow-brand/10 backdrop-blur sm:p-5"
      >
        <p className="text-sm font-semibold text-ink">{heroTexts.searchTitle}</p>
        <label htmlFor={inputId} className="mt-0.5 block text-xs text-muted">
          {heroTexts.searchLabel}
        </label>
        <div className="mt-3 flex flex-col gap-2 sm:flex-row">
          <div className="relative min-w-0 flex-1">
            <Search
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-brand"
              aria-hidden="true"
            />
            <input
              id={inputId}
              type="search"
              name="q"
              placeholder={heroTexts.searchPlaceholder}
              autoComplete="off"
              className="h-12 w-full rounded-full border border-field bg-cream pr-4 pl-12 text-base text-ink placeholder:text-muted focus:border-brand-dark focus:ring-2 focus:ring-brand-dark/35 focus:outline-none"
            />
          </div>
          <button
            type="submit"
            className="h-12 shrink-0 rounded-full bg-teal-dark px-5 text-sm font-semibold text-white transition-colors hover:bg-teal-dark/90"
          >
            {heroTexts.searchButton}
          </button>
        </div>
      </form>
    </search>
  );
}
