// The side panel from 768 px up: 16 units wide with icons only when collapsed, 72 when expanded.
import { PanelLeftClose, PanelLeftOpen } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { SidebarPanel } from './sidebar-panel.tsx';
import { useSidebar } from './sidebar-state.tsx';

export const SIDEBAR_ID = 'painel-lateral';

const CollapsedRail = lazy(async () => ({ default: (await import('./collapsed-rail.tsx')).CollapsedRail }));

export function DesktopSidebar() {
  const { expanded, toggle } = useSidebar();
  const label = expanded ? 'Recolher painel lateral' : 'Expandir painel lateral';
  return (
    <aside
      id={SIDEBAR_ID}
      aria-label="Painel lateral"
      data-state={expanded ? 'expanded' : 'collapsed'}
      className={`hidden shrink-0 border-r border-ink/5 bg-white transition-[width] duration-200 md:block ${expanded ? 'w-72' : 'w-16'}`}
    >
      <div className="sticky top-16 flex h-[calc(100dvh-4rem)] flex-col">
        <div
          className={`flex h-12 shrink-0 items-center border-b border-ink/5 ${expanded ? 'justify-between px-4' : 'justify-center'}`}
        >
          {expanded && (
            <span className="text-xs font-semibold tracking-widest text-muted uppercase">Seu casamento</span>
          )}
          <button
            type="button"
            aria-label={label}
            title={`${label} (Ctrl+B)`}
            aria-expanded={expanded}
            aria-controls={SIDEBAR_ID}
            aria-keyshortcuts="Control+B Meta+B"
            onClick={toggle}
            className="grid size-9 place-items-center rounded-lg text-muted transition-colors hover:bg-brand-soft hover:text-brand-dark"
          >
            {expanded ? (
              <PanelLeftClose className="size-5" aria-hidden="true" />
            ) : (
              <PanelLeftOpen className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
        <div className="flex-1 overflow-x-hidden overflow-y-auto">
          {expanded ? (
            <SidebarPanel />
          ) : (
            <Suspense>
              <CollapsedRail />
            </Suspense>
          )}
        </div>
      </div>
    </aside>
  );
}
