import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { Outlet } from 'react-router';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AreaPageState } from '../area-page-state.tsx';
import { useWeddingId } from '../session/session-context.ts';
import { EditorTabs } from './editor-tabs.tsx';
import { UnsavedChangesGuard } from './leave-dialog.tsx';
import { PreviewSheet } from './preview-sheet.tsx';
import { PublishDialog } from './publish-dialog.tsx';
import { SitePreview } from './site-preview.tsx';
import { type DraftVariables, SitePreviewContext } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { useSiteState } from './use-site-editor.ts';

export function SiteEditorShell() {
  const weddingId = useWeddingId();
  const site = useSiteState();
  const wide = useMediaQuery('(min-width: 1280px)');
  const [version, setVersion] = useState(() => Date.now());
  const [draft, setDraft] = useState<DraftVariables | null>(null);
  const refresh = useCallback(() => setVersion(Date.now()), []);
  const controls = useMemo(() => ({ refresh, setDraft }), [refresh]);

  const preview = (className: string, action?: ReactNode) =>
    weddingId && site.data ? (
      <SitePreview
        weddingId={weddingId}
        version={version}
        draft={draft}
        className={className}
        action={action}
      />
    ) : null;

  return (
    <SitePreviewContext.Provider value={controls}>
      {/* The page's forms report unsaved edits; leaving them (a tab, a link, closing the tab) asks first. */}
      <UnsavedChangesGuard>
        <div className="mx-auto max-w-[88rem]">
          <div className="flex min-h-9 items-center justify-between gap-3">
            <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{t.area}</p>
            {weddingId && site.data && <PublishDialog />}
          </div>
          <div className="mt-3">
            <EditorTabs />
          </div>
          <div className="mt-6 xl:grid xl:grid-cols-[minmax(0,34rem)_minmax(0,1fr)] xl:items-start xl:gap-8">
            <div className="min-w-0 pb-20 xl:pb-0">
              <AreaPageState weddingId={weddingId} query={site} texts={t}>
                {() => <Outlet />}
              </AreaPageState>
            </div>
            {wide ? (
              <aside className="sticky top-20 flex h-[calc(100dvh-6.5rem)]">{preview('flex-1')}</aside>
            ) : (
              weddingId && site.data && <PreviewSheet>{(close) => preview('flex-1', close)}</PreviewSheet>
            )}
          </div>
        </div>
      </UnsavedChangesGuard>
    </SitePreviewContext.Provider>
  );
}
