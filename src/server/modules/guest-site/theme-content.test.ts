import { describe, expect, it } from 'vitest';
import { coupleWrote } from '../../../shared/empty-sections.ts';
import { defaultThemeDesign } from '../../../shared/theme-design.ts';
import { themePart } from './theme-content.ts';

const quote = { id: 'q', type: 'quote', content: { text: 'Frase', author: '' } };
const source = (style: object = {}) => ({ id: 's', key: 'o-casal', blocks: [quote], style });

describe('coupleWrote', () => {
  it('reads each kind of section by what the couple can write in it', () => {
    expect(coupleWrote('o-casal', { story: '  ', photoIds: [] })).toBe(false);
    expect(coupleWrote('o-casal', { story: '', photoIds: ['x'] })).toBe(true);
    expect(coupleWrote('cerimonia', { place: '', address: '', time: '19:00' })).toBe(true);
    expect(coupleWrote('padrinhos', { people: [] })).toBe(false);
    expect(coupleWrote('texto', { text: 'Olá' })).toBe(true);
    expect(coupleWrote('home', {})).toBe(false);
  });
});

describe('themePart', () => {
  it('offers the theme blocks only while the couple has not written the section', () => {
    expect(themePart(source(), defaultThemeDesign, 'o-casal', {}).blocks).toHaveLength(1);
    expect(themePart(source(), defaultThemeDesign, 'o-casal', { story: 'Nossa história' }).blocks).toEqual(
      [],
    );
  });

  it('takes the graphic from the section, then the design, then the ornament', () => {
    const design = {
      ...defaultThemeDesign,
      sectionGraphics: defaultThemeDesign.sectionGraphics.map((g) =>
        g.id === 'o-casal' ? { ...g, imageUrl: '/media/design.webp' } : g,
      ),
    };
    const own = source({ graphic: 'image', graphicUrl: '/media/own.webp' });
    expect(themePart(own, design, 'o-casal', {}).graphic).toEqual({ kind: 'image', url: '/media/own.webp' });
    expect(themePart(source(), design, 'o-casal', {}).graphic).toEqual({
      kind: 'image',
      url: '/media/design.webp',
    });
    expect(themePart(source(), defaultThemeDesign, 'o-casal', {}).graphic).toEqual({ kind: 'ornament' });
    expect(themePart(source({ graphic: 'none' }), design, 'o-casal', {}).graphic).toEqual({ kind: 'none' });
    expect(themePart(undefined, design, 'o-casal', {}).graphic).toEqual({
      kind: 'image',
      url: '/media/design.webp',
    });
  });

  it('gives a section its own background colour or image, or none for the theme default', () => {
    const color = source({ background: 'color', backgroundColor: '#EEEEEE' });
    expect(themePart(color, defaultThemeDesign, 'o-casal', {}).background).toEqual({
      color: '#EEEEEE',
      imageUrl: null,
    });
    expect(themePart(source(), defaultThemeDesign, 'o-casal', {}).background).toBeNull();
  });
});
