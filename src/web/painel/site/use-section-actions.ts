// What the sections page does: reorder (saved at once, in order, rolled back on failure), show or
// hide, rename, add and delete. Each success updates the cache and the preview.
import { useCallback, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { addableSections } from '../../../shared/site.ts';
import { type EditorSection, siteMessages } from '../../../shared/site-editor.ts';
import { errorMessage } from '../../lib/use-form-action.ts';
import { addSection, deleteSection, patchSection, saveSectionOrder } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

export function sortedSections(sections: EditorSection[]): EditorSection[] {
  return [...sections].sort((a, b) => a.position - b.position);
}

export function useSectionActions() {
  const { weddingId, site } = useLoadedSite();
  const cache = useSiteCache();
  const preview = useSitePreview();
  const [busy, setBusy] = useState<string | null>(null);
  const orderChain = useRef<Promise<unknown>>(Promise.resolve());

  const reorder = useCallback(
    (ids: string[]) => {
      cache.update((s) => ({
        ...s,
        sections: s.sections.map((sec) => ({ ...sec, position: ids.indexOf(sec.id) + 1 })),
      }));
      // Saves run one after another, so the last order the couple made is the one stored.
      orderChain.current = orderChain.current.then(async () => {
        try {
          await saveSectionOrder(weddingId, ids);
          preview.refresh();
          toast.success(siteMessages.saved, { id: 'ordem-das-secoes' });
        } catch (err) {
          toast.error(errorMessage(err), { id: 'ordem-das-secoes' });
          await cache.reload();
        }
      });
    },
    [weddingId, cache, preview],
  );

  /** Runs one change of one section; false when it failed (the toast says why). */
  const act = useCallback(
    async (key: string, action: () => Promise<void>, success: string = siteMessages.saved) => {
      setBusy(key);
      try {
        await action();
        preview.refresh();
        toast.success(success);
        return true;
      } catch (err) {
        toast.error(errorMessage(err));
        return false;
      } finally {
        setBusy(null);
      }
    },
    [preview],
  );

  const update = useCallback(
    (section: EditorSection, patch: { title?: string; visible?: boolean }) =>
      act(section.id, async () => {
        cache.setState(await patchSection(weddingId, section.id, patch));
      }),
    [act, cache, weddingId],
  );

  const add = useCallback(
    (kind: (typeof addableSections)[number]['kind']) =>
      act(
        'add',
        async () => {
          const section = await addSection(weddingId, kind);
          cache.update((s) => ({ ...s, sections: [...s.sections, section] }));
        },
        t.sectionAdded,
      ),
    [act, cache, weddingId],
  );

  /** Throws on failure: the confirmation dialog shows the server's message. */
  const remove = useCallback(
    async (section: EditorSection) => {
      await deleteSection(weddingId, section.id);
      await cache.reload();
      preview.refresh();
      toast.success(t.sectionDeleted);
    },
    [cache, preview, weddingId],
  );

  return { sections: sortedSections(site.sections), busy, reorder, update, add, remove };
}
