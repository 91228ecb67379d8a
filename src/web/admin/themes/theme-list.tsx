// The themes of the manager (SPEC 2.7 and 3) on the list kit: a table on wide screens, cards on
// phones, each with its thumbnail (or a miniature drawn from its design), status, version, dates and
// creator, sites using it, tags and the row menu.
import { Link } from 'react-router';
import type { ThemeRow } from '../../../shared/theme-studio.ts';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import type { DataColumn } from '../../components/ui/data-table.tsx';
import { formatDate } from '../lib/admin-format.ts';
import { AdminTable } from '../lib/admin-table.tsx';
import { countColumn } from '../lib/columns.ts';
import { sitesCount } from './theme-format.ts';
import { themePath } from './theme-paths.ts';
import { ThemeRowMenu } from './theme-row-menu.tsx';
import { ThemeStatusBadge } from './theme-status-badge.tsx';

function Thumb({ theme, className }: { theme: ThemeRow; className: string }) {
  return theme.thumbnailUrl ? (
    <img src={theme.thumbnailUrl} alt="" className={`object-cover ${className}`} loading="lazy" />
  ) : (
    <div className={`theme-miniature ${className}`}>
      <ThemeThumbnail design={theme.design} names="Ana & Rui" />
    </div>
  );
}

function Tags({ tags }: { tags: string[] }) {
  if (tags.length === 0) return <span className="text-muted">—</span>;
  return (
    <ul className="flex flex-wrap gap-1" aria-label="Tags">
      {tags.map((t) => (
        <li key={t} className="rounded-full bg-teal-soft px-2 py-0.5 text-xs font-medium text-teal-dark">
          {t}
        </li>
      ))}
    </ul>
  );
}

const creator = (t: ThemeRow) => t.createdBy ?? 'Nosso Sim';

function NameLink({ theme }: { theme: ThemeRow }) {
  return (
    <Link
      to={themePath(theme.id, 'editar')}
      className="font-semibold break-words text-ink hover:text-brand-dark hover:underline"
    >
      {theme.name}
    </Link>
  );
}

const columns: DataColumn<ThemeRow>[] = [
  {
    id: 'miniatura',
    header: 'Miniatura',
    hideHeader: true,
    headerClassName: 'px-4',
    className: 'px-4',
    cell: (t) => <Thumb theme={t} className="block w-16 overflow-hidden rounded-lg ring-1 ring-ink/10" />,
  },
  {
    id: 'tema',
    header: 'Tema',
    className: 'max-w-56',
    cell: (t) => (
      <>
        <NameLink theme={t} />
        {t.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted">{t.description}</p>}
      </>
    ),
  },
  { id: 'status', header: 'Status', cell: (t) => <ThemeStatusBadge status={t.status} /> },
  { id: 'versao', header: 'Versão', className: 'tabular-nums', cell: (t) => t.version },
  // Date and creator share a column, so the row menu fits at 1280 px beside the sidebar.
  {
    id: 'criado',
    header: 'Criado em',
    className: 'max-w-36',
    cell: (t) => (
      <>
        <span className="block tabular-nums whitespace-nowrap">{formatDate(t.createdAt)}</span>
        <span className="block truncate text-xs text-muted" title={creator(t)}>
          por {creator(t)}
        </span>
      </>
    ),
  },
  {
    id: 'modificado',
    header: 'Modificado em',
    className: 'tabular-nums whitespace-nowrap',
    cell: (t) => formatDate(t.updatedAt),
  },
  countColumn('sites', 'Sites', (t) => t.sitesUsing),
  { id: 'tags', header: 'Tags', cell: (t) => <Tags tags={t.tags} /> },
];

/** A card's text beside the miniature: name, status, version, sites and the menu, then dates and tags. */
function CardText({ theme: t }: { theme: ThemeRow }) {
  return (
    <div className="text-base font-normal">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <NameLink theme={t} />
          <p className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted">
            <ThemeStatusBadge status={t.status} />
            <span>v{t.version}</span>
            <span>{sitesCount(t.sitesUsing)}</span>
          </p>
        </div>
        <ThemeRowMenu theme={t} />
      </div>
      <p className="mt-2 text-xs text-muted">
        Criado em {formatDate(t.createdAt)} por <span className="break-all">{creator(t)}</span> · modificado
        em {formatDate(t.updatedAt)}
      </p>
      {t.tags.length > 0 && (
        <div className="mt-2">
          <Tags tags={t.tags} />
        </div>
      )}
    </div>
  );
}

/** The themes of one page: a table from 1024 px, one card per theme (with its miniature) below. */
export function ThemeList({ themes }: { themes: ThemeRow[] }) {
  return (
    <AdminTable
      caption="Temas"
      columns={columns}
      rows={themes}
      actions={(t) => <ThemeRowMenu theme={t} />}
      cardAside={(t) => (
        <Thumb theme={t} className="block w-24 overflow-hidden rounded-xl ring-1 ring-ink/10" />
      )}
      cardFields={false}
      cardTitle={(t) => <CardText theme={t} />}
      cardActions="none"
    />
  );
}
