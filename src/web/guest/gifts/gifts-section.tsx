// "Lista de Presentes" on the guest site: the couple's lists as tabs, a category filter and sort
// that are a plain GET form, gift cards at the price the guest pays, and the lists kept in other
// stores. Everything is links and forms, so it works before (and without) any JavaScript.

import { remainingLine, sortOptions } from '../../../shared/gift-list.ts';
import type { GuestGift, GuestGifts } from '../../../shared/guest-site-data.ts';
import { formatBRL } from '../../../shared/money.ts';
import { giftCount, giftTexts as t } from './gift-texts.ts';

const ANCHOR = '#lista-de-presentes';

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
  return `/${slug}${query ? `?${query}` : ''}${ANCHOR}`;
}

export function GiftCard({ gift, slug }: { gift: GuestGift; slug: string }) {
  const left = remainingLine(gift);
  return (
    <li className="gift-card">
      {gift.imageUrl ? (
        <img className="gift-image" src={gift.imageUrl} alt="" loading="lazy" width={400} height={400} />
      ) : (
        <div className="gift-image gift-image-empty" aria-hidden="true" />
      )}
      <div className="gift-body">
        <h3 className="gift-name">{gift.name}</h3>
        <p className="gift-price">
          {formatBRL(gift.guestPriceCents)}
          {gift.isQuota && <span className="gift-per"> {t.perQuota}</span>}
        </p>
        {left && <p className="gift-left">{left}</p>}
        {gift.remaining > 0 ? (
          <a className="button button-block gift-give" href={`/${slug}/presentes/${gift.id}`}>
            {t.give}
            <span className="sr-only"> {gift.name}</span>
          </a>
        ) : (
          <p className="gift-done">{t.given}</p>
        )}
      </div>
    </li>
  );
}

function Filters({ slug, gifts }: { slug: string; gifts: GuestGifts }) {
  return (
    <form className="gift-filters" method="get" action={`/${slug}${ANCHOR}`} aria-label={t.filtersLabel}>
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
          {sortOptions.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
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

export function GiftsSection({
  slug,
  text,
  gifts,
}: {
  slug: string;
  text: string;
  gifts: GuestGifts | null;
}) {
  if (!gifts) return null;
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
      {gifts.items.length > 0 ? (
        <>
          <p className="gift-count">{giftCount(gifts.total)}</p>
          <ul className="gift-grid">
            {gifts.items.map((g) => (
              <GiftCard key={g.id} gift={g} slug={slug} />
            ))}
          </ul>
        </>
      ) : (
        <p className="muted center">{gifts.categoryId ? t.emptyCategory : t.empty}</p>
      )}
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
      {gifts.externalLinks.length > 0 && (
        <div className="gift-stores">
          <h3>{t.otherStores}</h3>
          <ul>
            {gifts.externalLinks.map((l) => (
              <li key={l.url}>
                <a href={l.url} target="_blank" rel="noopener noreferrer nofollow">
                  {l.storeName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
