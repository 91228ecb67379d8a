// `/admin/temas`, the theme manager (SPEC 2.7): summary cards, search by name, status and tag filters
// (kept in the address, so a filtered list can be shared or reloaded), the themes and "Novo Tema".
import { LoaderCircle, Plus, Search } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  themeMessages as m,
  type ThemeStatus,
  themeFilterTags,
  themeStatuses,
} from '../../../shared/theme-studio.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ThemeCards, ThemeTable } from './theme-list.tsx';
import { NEW_THEME_ID, themePath, type WizardState } from './theme-paths.ts';
import { StatusOptions } from './theme-status-badge.tsx';
import type { ThemeFilters } from './themes-api.ts';
import { useThemeList } from './use-themes.ts';

function useFilters(): [ThemeFilters, (patch: Partial<ThemeFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? '';
  const filters: ThemeFilters = {
    search: params.get('busca') ?? '',
    status: (themeStatuses as readonly string[]).includes(status) ? (status as ThemeStatus) : '',
    tag: params.get('tag') ?? '',
    page: Math.max(1, Number(params.get('pagina')) || 1),
  };
  const set = (patch: Partial<ThemeFilters>) => {
    const next = { ...filters, page: 1, ...patch };
    const q = new URLSearchParams();
    if (next.search) q.set('busca', next.search);
    if (next.status) q.set('status', next.status);
    if (next.tag) q.set('tag', next.tag);
    if (next.page > 1) q.set('pagina', String(next.page));
    setParams(q, { replace: true });
  };
  return [filters, set];
}

function SearchField({ value, onSearch }: { value: string; onSearch: (text: string) => void }) {
  const [text, setText] = useState(value);
  const search = useRef(onSearch);
  search.current = onSearch;
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => search.current(text), 300);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <div>
      <Label htmlFor="temas-busca">Buscar por nome</Label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted"
          aria-hidden="true"
        />
        <Input
          id="temas-busca"
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          className="pl-10"
        />
      </div>
    </div>
  );
}

export function ThemesPage() {
  usePageTitle('Temas');
  const [filters, setFilters] = useFilters();
  const list = useThemeList(filters);
  const data = list.data;
  const summary = data?.summary;
  const cards = [
    { label: 'Total de temas', value: summary?.total },
    { label: 'Publicados', value: summary?.byStatus.publicado },
    {
      label: 'Rascunhos e em revisão',
      value: summary ? summary.byStatus.rascunho + summary.byStatus.em_revisao : undefined,
    },
    { label: 'Sites usando temas', value: summary?.sitesUsing },
  ];

  return (
    <section className="mx-auto max-w-7xl">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="font-serif text-3xl font-bold text-ink">Temas</h1>
          <p className="mt-1 text-muted">
            Criem, editem e publiquem os temas que os casais escolhem para os sites.
          </p>
        </div>
        <ButtonLink to={themePath(NEW_THEME_ID, 'secoes')} state={{ isNew: true } satisfies WizardState}>
          <Plus className="size-4" aria-hidden="true" />
          Novo Tema
        </ButtonLink>
      </div>

      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.label} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:p-5">
            <dt className="text-sm text-muted">{c.label}</dt>
            <dd className="mt-1 font-serif text-3xl font-bold text-ink tabular-nums">{c.value ?? '…'}</dd>
          </div>
        ))}
      </dl>

      <div className="mt-6 grid gap-3 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <SearchField value={filters.search} onSearch={(search) => setFilters({ search })} />
        <div>
          <Label htmlFor="temas-status">Status</Label>
          <Select
            id="temas-status"
            value={filters.status}
            onChange={(e) => setFilters({ status: e.target.value as ThemeStatus | '' })}
          >
            <option value="">Todos os status</option>
            <StatusOptions />
          </Select>
        </div>
        <div>
          <Label htmlFor="temas-tag">Tag</Label>
          <Select id="temas-tag" value={filters.tag} onChange={(e) => setFilters({ tag: e.target.value })}>
            <option value="">Todas as tags</option>
            {themeFilterTags.map((t) => (
              <option key={t} value={t}>
                {t}
              </option>
            ))}
          </Select>
        </div>
      </div>

      <div className="mt-5" aria-busy={list.isFetching}>
        {list.isPending && (
          <p role="status" className="flex items-center justify-center gap-2 py-16 text-muted">
            <LoaderCircle className="size-5 animate-spin text-brand" aria-hidden="true" />
            {m.loading}
          </p>
        )}
        {list.isError && (
          <div role="alert" className="py-10 text-center">
            <p className="font-medium text-danger">
              Não foi possível carregar os temas. {list.error.message}
            </p>
            <Button variant="outline" className="mt-4" onClick={() => void list.refetch()}>
              Tentar novamente
            </Button>
          </div>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted">
            Nenhum tema encontrado com esses filtros.
          </p>
        )}
        {data && data.items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-muted" aria-live="polite">
              Mostrando {data.items.length} de {data.total} {data.total === 1 ? 'tema' : 'temas'}
            </p>
            <ThemeTable themes={data.items} />
            <ThemeCards themes={data.items} />
            <div className="mt-4">
              <Pagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={(page) => setFilters({ page })}
                label="Páginas de temas"
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
