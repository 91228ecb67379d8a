// The gift list page's body (`/{slug}/presentes`): the couple's lists as tabs, a category filter
// and sort that are a plain GET form, gift cards page by page, and the lists kept in other stores.
// Everything is links and forms, so it works before (and without) any JavaScript.

import { sortIds, sortLabels } from '../../../shared/gift-list.ts';
import type { GuestGifts } from '../../../shared/guest-site-data.ts';
import { GiftGrid, OtherStores } from './gift-cards.tsx';
import { giftListPath, giftTexts as t } from './gift-texts.ts';

function pageUrl(slug: string, gifts: GuestGifts, change: Record<string, string | number | null>): string {
  const params = new URLSearchParams();
  const values: Record<string, string | number | null> = {
    lista: gifts.lists.length > 1 ? gifts.currentListId : null,
    categoria: gifts.categoryId,
    ordem: gifts.sort === 'menor-valor' ? null : gifts.sort,
    pagina: null,
    ...change,
  };
  for (const [k, v] of Object.entries(values)) if (v !== null && v !== '') params.set(k, String(v));
  const query = params.toString();
  return `${giftListPath(slug)}${query ? `?${query}` : ''}`;
}

function Filters({ slug, gifts }: { slug: string; gifts: GuestGifts }) {
  return (
    <form className="gift-filters" method="get" action={giftListPath(slug)} aria-label={t.filtersLabel}>
      {gifts.lists.length > 1 && gifts.currentListId && (
        <input type="hidden" name="lista" value={gifts.currentListId} />
      )}
      {gifts.categories.length > 1 && (
        <div className="field">
          <label htmlFor="presentes-categoria">{t.category}</label>
          <select id="presentes-categoria" name="categoria" defaultValue={gifts.categoryId ?? ''}>
            <option value="">{t.allCategories}</option>
            {gifts.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name} ({c.count})
              </option>
            ))}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor="presentes-ordem">{t.sort}</label>
        <select id="presentes-ordem" name="ordem" defaultValue={gifts.sort}>
          {sortIds.map((id) => (
            <option key={id} value={id}>
              {sortLabels[id]}
            </option>
          ))}
        </select>
      </div>
      <button className="button button-outline" type="submit">
        {t.apply}
      </button>
    </form>
  );
}

export function AllGifts({ slug, text, gifts }: { slug: string; text: string; gifts: GuestGifts }) {
  return (
    <div className="gifts">
      {text && <p className="muted center narrow">{text}</p>}
      {gifts.lists.length > 1 && (
        <nav className="gift-tabs" aria-label={t.listsLabel}>
          <ul>
            {gifts.lists.map((l) => (
              <li key={l.id}>
                <a
                  href={pageUrl(slug, gifts, { lista: l.id, categoria: null })}
                  aria-current={l.id === gifts.currentListId ? 'page' : undefined}
                >
                  {l.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {gifts.total > 0 || gifts.categoryId ? <Filters slug={slug} gifts={gifts} /> : null}
      <GiftGrid slug={slug} gifts={gifts} />
      {gifts.pageCount > 1 && (
        <nav className="gift-pages" aria-label={t.pagesLabel}>
          {gifts.page > 1 && (
            <a className="button button-outline" href={pageUrl(slug, gifts, { pagina: gifts.page - 1 })}>
              {t.previous}
            </a>
          )}
          <span>
            {gifts.page} / {gifts.pageCount}
          </span>
          {gifts.page < gifts.pageCount && (
            <a className="button button-outline" href={pageUrl(slug, gifts, { pagina: gifts.page + 1 })}>
              {t.next}
            </a>
          )}
        </nav>
      )}
      <OtherStores links={gifts.externalLinks} />
    </div>
  );
}
