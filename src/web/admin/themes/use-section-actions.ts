// What step 1 does to a theme's sections, each saved at once: reorder (saves run in order; a
// failure reloads the stored order), rename, show or hide, add a page and delete one. Failures
// show the toasts of SPEC 8.
import { useCallback, useRef, useState } from 'react';
import { themeMessages as m, type ThemeSection } from '../../../shared/theme-studio.ts';
import { themeError, themeSuccess } from './theme-toasts.ts';
import { addPage, deleteSection, patchSection, saveOrder } from './themes-api.ts';
import { sortSections, useLoadedTheme, useThemeCache } from './use-themes.ts';

export function useSectionActions() {
  const theme = useLoadedTheme();
  const cache = useThemeCache();
  const [busy, setBusy] = useState<string | null>(null);
  const orderChain = useRef<Promise<unknown>>(Promise.resolve());
  const id = theme.id;

  const setSections = useCallback(
    (sections: ThemeSection[]) => cache.update(id, (t) => ({ ...t, sections })),
    [cache, id],
  );

  const reorder = useCallback(
    (ids: string[]) => {
      cache.update(id, (t) => ({
        ...t,
        sections: t.sections.map((s) => ({ ...s, position: ids.indexOf(s.id) + 1 })),
      }));
      orderChain.current = orderChain.current.then(async () => {
        try {
          await saveOrder(id, ids);
        } catch (err) {
          themeError(m.reorder, err);
          await cache.reload(id);
        }
      });
    },
    [cache, id],
  );

  const change = useCallback(
    async (section: ThemeSection, patch: { name?: string; visible?: boolean }, failure: string) => {
      setBusy(section.id);
      cache.update(id, (t) => ({
        ...t,
        sections: t.sections.map((s) => (s.id === section.id ? { ...s, ...patch } : s)),
      }));
      try {
        const saved = await patchSection(id, section.id, patch);
        cache.update(id, (t) => ({ ...t, sections: t.sections.map((s) => (s.id === saved.id ? saved : s)) }));
      } catch (err) {
        themeError(failure, err);
        await cache.reload(id);
      } finally {
        setBusy(null);
      }
    },
    [cache, id],
  );

  const rename = useCallback(
    (section: ThemeSection, name: string) => void change(section, { name }, m.rename),
    [change],
  );
  const setVisible = useCallback(
    (section: ThemeSection, visible: boolean) => void change(section, { visible }, m.visibility),
    [change],
  );

  const add = useCallback(async () => {
    setBusy('add');
    try {
      const page = await addPage(id);
      cache.update(id, (t) => ({ ...t, sections: [...t.sections, page] }));
      themeSuccess('Página adicionada', `"${page.name}" está no fim da lista.`);
    } catch (err) {
      themeError(m.addSection, err);
    } finally {
      setBusy(null);
    }
  }, [cache, id]);

  /** Throws on failure, so the confirmation dialog keeps the reason too. */
  const remove = useCallback(
    async (section: ThemeSection) => {
      try {
        setSections(await deleteSection(id, section.id));
        themeSuccess('Seção excluída');
      } catch (err) {
        themeError(m.deleteSection, err);
        throw err;
      }
    },
    [id, setSections],
  );

  return { sections: sortSections(theme.sections), busy, reorder, rename, setVisible, add, remove };
}
