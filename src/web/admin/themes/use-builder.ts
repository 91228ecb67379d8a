// The visual builder's working copy of every section's blocks and style. Nothing is stored until
// "Salvar Tema" (all sections in one call) or "Publicar Tema" (save, confirm, then publish).
import { useCallback, useMemo, useState } from 'react';
import {
  type BlockType,
  newBlock,
  type SectionStyle,
  type ThemeBlock,
} from '../../../shared/theme-blocks.ts';
import { type ThemeDetail, themeContentSchema } from '../../../shared/theme-studio.ts';
import { useUnloadWarning } from '../../lib/use-leave-guard.ts';
import { publishTheme, saveContent } from './themes-api.ts';
import { sortSections, useThemeCache } from './use-themes.ts';

export interface BuilderSection {
  id: string;
  blocks: ThemeBlock[];
  style: SectionStyle;
}

function working(theme: ThemeDetail): BuilderSection[] {
  return sortSections(theme.sections).map((s) => ({ id: s.id, blocks: s.blocks, style: s.style }));
}

const blockId = () => crypto.randomUUID().slice(0, 12);

export function useBuilder(theme: ThemeDetail) {
  const cache = useThemeCache();
  const [sections, setSections] = useState(() => working(theme));
  const [dirty, setDirty] = useState(false);

  // Leaving with unsaved blocks asks first (closing the tab or reloading).
  useUnloadWarning(dirty);

  const edit = useCallback((sectionId: string, change: (s: BuilderSection) => BuilderSection) => {
    setSections((all) => all.map((s) => (s.id === sectionId ? change(s) : s)));
    setDirty(true);
  }, []);

  const actions = useMemo(
    () => ({
      add(sectionId: string, type: BlockType): string {
        const block = newBlock(type, blockId());
        edit(sectionId, (s) => ({ ...s, blocks: [...s.blocks, block] }));
        return block.id;
      },
      update(sectionId: string, block: ThemeBlock) {
        edit(sectionId, (s) => ({ ...s, blocks: s.blocks.map((b) => (b.id === block.id ? block : b)) }));
      },
      move(sectionId: string, blockId: string, delta: -1 | 1) {
        edit(sectionId, (s) => {
          const blocks = [...s.blocks];
          const from = blocks.findIndex((b) => b.id === blockId);
          const to = from + delta;
          if (from < 0 || to < 0 || to >= blocks.length) return s;
          const [moved] = blocks.splice(from, 1);
          blocks.splice(to, 0, moved!);
          return { ...s, blocks };
        });
      },
      remove(sectionId: string, blockId: string) {
        edit(sectionId, (s) => ({ ...s, blocks: s.blocks.filter((b) => b.id !== blockId) }));
      },
      setStyle(sectionId: string, style: SectionStyle) {
        edit(sectionId, (s) => ({ ...s, style }));
      },
    }),
    [edit],
  );

  /** Validates and stores every section; throws with the first problem's message. */
  const save = useCallback(async () => {
    const parsed = themeContentSchema.safeParse({ sections });
    if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'Confira os blocos.');
    const saved = await saveContent(theme.id, parsed.data);
    cache.update(theme.id, (t) => ({ ...t, sections: saved }));
    setDirty(false);
  }, [cache, sections, theme.id]);

  /** Publishes what is stored ("Publicar Tema" saves first, then asks). */
  const publish = useCallback(async () => {
    cache.setTheme(await publishTheme(theme.id));
  }, [cache, theme.id]);

  return { sections, dirty, actions, save, publish };
}
