// The published themes, drawn as miniatures of a site: the styles a couple can start from. The server
// renders them into the page (its marketing script runs no React, ADR 029); under `npm run dev`,
// where the page hydrates, the browser asks for them.
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { useServerPageData } from '../../lib/server-page-data.tsx';
import { type ThemesState, useThemes } from '../../lib/use-themes.ts';

export function ThemeShowcase() {
  const rendered = useServerPageData()?.themes;
  const loaded = useThemes().state;
  const state: ThemesState = rendered ? { status: 'ready', themes: rendered } : loaded;
  if (state.status !== 'ready') {
    return (
      <p role="status" className="py-10 text-center text-muted">
        {state.status === 'loading' ? 'Carregando temas...' : 'Não foi possível carregar os temas.'}
      </p>
    );
  }
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3">
      {state.themes.map((theme) => (
        <li key={theme.id}>
          <ThemeThumbnail
            design={theme.design}
            names="Ana & João"
            date="12 de setembro"
            className="rounded-2xl shadow-sm ring-1 ring-ink/5"
          />
          <p className="mt-2 text-center text-sm font-medium text-ink">{theme.name}</p>
        </li>
      ))}
    </ul>
  );
}
