// The couple's lists (the wedding list and others, such as "Chá de Panela") as links above the
// editor, with the way to add another.
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import type { GiftListSummary } from '../../../shared/gift-list.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { giftListTexts as t } from './gift-list-texts.ts';

export function listUrl(listId: string, isMain: boolean): string {
  return isMain ? panelPaths.giftListEditor : `${panelPaths.giftListEditor}?lista=${listId}`;
}

export function ListSwitcher({ lists, currentId }: { lists: GiftListSummary[]; currentId: string }) {
  return (
    <nav aria-label={t.listsLabel}>
      <ul className="flex flex-wrap gap-2">
        {lists.map((l) => {
          const current = l.id === currentId;
          return (
            <li key={l.id}>
              <Link
                to={listUrl(l.id, l.isMain)}
                aria-current={current ? 'page' : undefined}
                className={`flex min-h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors ${current ? 'bg-ink text-white' : 'bg-white text-ink ring-1 ring-ink/15 hover:bg-brand-soft'}`}
              >
                {l.name}
                <span
                  className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${current ? 'bg-white/20' : 'bg-ink/5 text-muted'}`}
                >
                  {l.itemCount}
                </span>
              </Link>
            </li>
          );
        })}
        <li>
          <Link
            to={panelPaths.otherLists}
            className="flex min-h-10 items-center gap-1.5 rounded-full px-4 text-sm font-semibold border border-dashed border-brand-dark/50 text-brand-dark hover:bg-brand-soft"
          >
            <Plus className="size-4" aria-hidden="true" />
            {t.otherListsLink}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
