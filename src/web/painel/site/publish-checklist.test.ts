// The "Publicar" checklist read from the editor's state: each item done and to do.
import { describe, expect, it } from 'vitest';
import { siteSettingsSchema } from '../../../shared/site.ts';
import type { EditorSection, SiteEditorState } from '../../../shared/site-editor.ts';
import { publishChecklist } from './publish-checklist.ts';

const photo = '7f1c3a52-7b0e-4d4c-9a51-2f6a3c1b9e10';

function section(kind: EditorSection['kind'], title: string, content: Record<string, unknown> = {}) {
  return { id: kind, kind, title, position: 0, visible: true, content, isDefault: true };
}

function state(sections: EditorSection[], coverMediaId: string | null = null): SiteEditorState {
  const settings = siteSettingsSchema.parse({});
  return {
    weddingId: 'w1',
    slug: 'ana-e-rui',
    themeId: null,
    published: false,
    hiddenFromSearch: false,
    searchIndexing: false,
    hasPassword: false,
    settings: { ...settings, intro: { ...settings.intro, coverMediaId } },
    sections,
  };
}

const fresh = [
  section('home', 'Home'),
  section('o-casal', 'O Casal'),
  section('padrinhos', 'Padrinhos'),
  section('cerimonia', 'Cerimônia'),
  section('recepcao', 'Recepção'),
  section('lista-de-presentes', 'Lista de Presentes'),
];

describe('publishChecklist', () => {
  it('on a new site: no photos, no ceremony place, and the empty sections named in order', () => {
    expect(publishChecklist(state(fresh))).toEqual({
      hasPhotos: false,
      hasCeremonyPlace: false,
      emptySections: ['O Casal', 'Padrinhos'],
    });
  });

  it('on a filled site: photos, the ceremony place, and no empty section', () => {
    const filled = [
      section('o-casal', 'O Casal', { story: 'Nos conhecemos em 2019.', photoIds: [] }),
      section('padrinhos', 'Padrinhos', { people: [{ name: 'Marina', role: '', photoId: null }] }),
      section('cerimonia', 'Cerimônia', { place: 'Igreja da Sé' }),
      section('galeria', 'Galeria', { photoIds: [photo] }),
    ];
    expect(publishChecklist(state(filled))).toEqual({
      hasPhotos: true,
      hasCeremonyPlace: true,
      emptySections: [],
    });
  });

  it('counts the cover or the couple’s photos, not those of a hidden section', () => {
    expect(publishChecklist(state(fresh, photo)).hasPhotos).toBe(true);
    const couple = section('o-casal', 'O Casal', { photoIds: [photo] });
    expect(publishChecklist(state([couple])).hasPhotos).toBe(true);
    expect(publishChecklist(state([{ ...couple, visible: false }])).hasPhotos).toBe(false);
  });

  it('needs a place written in a shown ceremony section', () => {
    const ceremony = (place: string, visible = true) => ({
      ...section('cerimonia', 'Cerimônia', { place }),
      visible,
    });
    expect(publishChecklist(state([ceremony('   ')])).hasCeremonyPlace).toBe(false);
    expect(publishChecklist(state([ceremony('Igreja da Sé', false)])).hasCeremonyPlace).toBe(false);
    expect(publishChecklist(state([ceremony('Igreja da Sé')])).hasCeremonyPlace).toBe(true);
  });

  it('names empty sections only while they are shown', () => {
    const hidden = { ...section('galeria', 'Fotos da viagem'), visible: false };
    const text = section('texto', 'Hospedagem');
    expect(publishChecklist(state([hidden, text])).emptySections).toEqual(['Hospedagem']);
  });
});
