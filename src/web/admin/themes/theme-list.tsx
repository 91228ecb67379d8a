// The themes of the manager (SPEC 2.7 and 3): a table on wide screens, cards on phones, each with
// its thumbnail (or a miniature drawn from its design), status, version, dates, creator, sites
// using it, tags and the row menu.
import { Link } from 'react-router';
import type { ThemeRow } from '../../../shared/theme-studio.ts';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { formatDate } from '../lib/admin-format.ts';
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

export function ThemeTable({ themes }: { themes: ThemeRow[] }) {
  return (
    <div className="hidden overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5 lg:block">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Temas</caption>
        <thead className="border-b border-ink/10 text-xs tracking-wide text-muted uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Miniatura</span>
            </th>
            <th scope="col" className="px-3 py-3">
              Tema
            </th>
            <th scope="col" className="px-3 py-3">
              Status
            </th>
            <th scope="col" className="px-3 py-3">
              Versão
            </th>
            <th scope="col" className="px-3 py-3">
              Criado em
            </th>
            <th scope="col" className="px-3 py-3">
              Modificado em
            </th>
            <th scope="col" className="px-3 py-3">
              Criado por
            </th>
            <th scope="col" className="px-3 py-3 text-right">
              Sites
            </th>
            <th scope="col" className="px-3 py-3">
              Tags
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {themes.map((t) => (
            <tr key={t.id} className="align-middle">
              <td className="px-4 py-3">
                <Thumb theme={t} className="block w-20 overflow-hidden rounded-lg ring-1 ring-ink/10" />
              </td>
              <td className="max-w-56 px-3 py-3">
                <NameLink theme={t} />
                {t.description && <p className="mt-0.5 line-clamp-2 text-xs text-muted">{t.description}</p>}
              </td>
              <td className="px-3 py-3">
                <ThemeStatusBadge status={t.status} />
              </td>
              <td className="px-3 py-3 tabular-nums">{t.version}</td>
              <td className="px-3 py-3 tabular-nums whitespace-nowrap">{formatDate(t.createdAt)}</td>
              <td className="px-3 py-3 tabular-nums whitespace-nowrap">{formatDate(t.updatedAt)}</td>
              <td className="max-w-40 truncate px-3 py-3" title={creator(t)}>
                {creator(t)}
              </td>
              <td className="px-3 py-3 text-right tabular-nums">{t.sitesUsing}</td>
              <td className="px-3 py-3">
                <Tags tags={t.tags} />
              </td>
              <td className="px-3 py-3 text-right">
                <ThemeRowMenu theme={t} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ThemeCards({ themes }: { themes: ThemeRow[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:hidden" aria-label="Temas">
      {themes.map((t) => (
        <li key={t.id} className="flex gap-3 rounded-3xl bg-white p-3 shadow-sm ring-1 ring-ink/5">
          <Thumb
            theme={t}
            className="block w-24 shrink-0 self-start overflow-hidden rounded-xl ring-1 ring-ink/10"
          />
          <div className="min-w-0 flex-1">
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
              Criado em {formatDate(t.createdAt)} por <span className="break-all">{creator(t)}</span> ·
              modificado em {formatDate(t.updatedAt)}
            </p>
            {t.tags.length > 0 && (
              <div className="mt-2">
                <Tags tags={t.tags} />
              </div>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
