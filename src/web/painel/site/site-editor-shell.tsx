import { Rocket } from 'lucide-react';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { Outlet, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { AreaPageState } from '../area-page-state.tsx';
import { publishParam } from '../layout/panel-paths.ts';
import { useWeddingId } from '../session/session-context.ts';
import { EditorTabs } from './editor-tabs.tsx';
import { UnsavedChangesGuard } from './leave-dialog.tsx';
import { PreviewSheet } from './preview-sheet.tsx';
import { OpenPublishContext, PublishDialog } from './publish-dialog.tsx';
import { SitePreview } from './site-preview.tsx';
import { type DraftVariables, SitePreviewContext } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { useSiteState } from './use-site-editor.ts';

/** The publish dialog, opened by the header's "Publicar", a page, or `?publicar=1` in the address. */
function usePublishDialog() {
  const [open, setOpen] = useState(false);
  const [params, setParams] = useSearchParams();
  const asked = params.get(publishParam) === '1';
  useEffect(() => {
    if (!asked) return;
    setOpen(true);
    setParams(
      (p) => {
        p.delete(publishParam);
        return p;
      },
      { replace: true },
    );
  }, [asked, setParams]);
  const openDialog = useCallback(() => setOpen(true), []);
  return { open, setOpen, openDialog };
}

export function SiteEditorShell() {
  const weddingId = useWeddingId();
  const site = useSiteState();
  const wide = useMediaQuery('(min-width: 1280px)');
  const [version, setVersion] = useState(() => Date.now());
  const [draft, setDraft] = useState<DraftVariables | null>(null);
  const refresh = useCallback(() => setVersion(Date.now()), []);
  const controls = useMemo(() => ({ refresh, setDraft }), [refresh]);
  const publish = usePublishDialog();
  const loaded = weddingId && site.data;

  const preview = (className: string, action?: ReactNode) =>
    loaded ? (
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
      <OpenPublishContext.Provider value={publish.openDialog}>
        {/* The page's forms report unsaved edits; leaving them (a tab, a link, closing the tab) asks first. */}
        <UnsavedChangesGuard>
          <div className="mx-auto max-w-[88rem]">
            <div className="flex min-h-9 items-center justify-between gap-3">
              <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{t.area}</p>
              {loaded && (
                <>
                  <Button size="sm" onClick={publish.openDialog}>
                    <Rocket className="size-4" aria-hidden="true" />
                    Publicar
                  </Button>
                  <PublishDialog open={publish.open} setOpen={publish.setOpen} />
                </>
              )}
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
                loaded && <PreviewSheet>{(close) => preview('flex-1', close)}</PreviewSheet>
              )}
            </div>
          </div>
        </UnsavedChangesGuard>
      </OpenPublishContext.Provider>
    </SitePreviewContext.Provider>
  );
}
