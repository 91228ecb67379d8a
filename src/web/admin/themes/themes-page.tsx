// `/admin/temas`, the theme manager (SPEC 2.7): summary cards, search by name, status and tag filters
// (kept in the address, so a filtered list can be shared or reloaded), the themes and "Novo Tema".
import { Plus } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { z } from 'zod';
import { themeStatuses, themeTags } from '../../../shared/theme-studio.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { SearchInput } from '../../components/ui/search-input.tsx';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ThemeList } from './theme-list.tsx';
import { NEW_THEME_ID, themePath, type WizardState } from './theme-paths.ts';
import { statusOptions } from './theme-status-badge.tsx';
import { useThemeList } from './use-themes.ts';

const themeParams = z.object({
  busca: searchParam,
  status: z.enum([...themeStatuses, '']).catch(''),
  tag: z.string().catch(''),
  pagina: pageParam,
});

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
      <SearchInput id="temas-busca" value={text} onChange={(e) => setText(e.target.value)} />
    </div>
  );
}

export function ThemesPage() {
  usePageTitle('Temas');
  const [params, setParams, bind] = useListParams(themeParams);
  const list = useThemeList({
    search: params.busca,
    status: params.status,
    tag: params.tag,
    page: params.pagina,
  });
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
        <SearchField value={params.busca} onSearch={(busca) => setParams({ busca })} />
        <LabelledSelect
          id="temas-status"
          label="Status"
          options={[['', 'Todos os status'], ...statusOptions]}
          {...bind('status')}
        />
        <LabelledSelect
          id="temas-tag"
          label="Tag"
          options={[['', 'Todas as tags'], ...themeTags.map((t) => [t, t] as const)]}
          {...bind('tag')}
        />
      </div>

      <ListState
        query={list}
        className="mt-5 grid gap-4"
        failure={(error) => `Não foi possível carregar os temas. ${error?.message ?? ''}`}
        empty="Nenhum tema encontrado com esses filtros."
        count={(data) =>
          data.items.length > 0
            ? `Mostrando ${data.items.length} de ${data.total} ${data.total === 1 ? 'tema' : 'temas'}`
            : null
        }
        paging={(data) => ({
          page: data.page,
          pageSize: data.pageSize,
          total: data.total,
          onPage: (pagina) => setParams({ pagina }),
          label: 'Páginas de temas',
        })}
      >
        {(data) => <ThemeList themes={data.items} />}
      </ListState>
    </section>
  );
}
