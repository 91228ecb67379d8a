import { describe, expect, it } from 'vitest';
import { itReturns } from './testing/it-returns.ts';
import { newBlock, readBlocks, sectionStyleSchema } from './theme-blocks.ts';
import { nextVersion, sectionSlug } from './theme-studio.ts';

describe('sectionSlug (SPEC 5)', () => {
  itReturns(
    'strips accents, lowercases, trims, turns spaces to hyphens and drops other characters',
    sectionSlug,
    [
      ['  Confirme sua Presença ', 'confirme-sua-presenca'],
      ['Nossa   História!', 'nossa-historia'],
      ['Lua de mel -- 2027 ✈', 'lua-de-mel-2027'],
      ['!!!', 'secao'],
      ['Recepção', 'recepcao'],
    ],
  );
});

describe('nextVersion', () => {
  itReturns('bumps the minor part on every publication', nextVersion, [
    ['1.0', '1.1'],
    ['1.9', '1.10'],
    ['2.10', '2.11'],
  ]);

  itReturns('restarts at 1.0 from anything it cannot read', nextVersion, [['beta', '1.0']]);
});

describe('builder blocks', () => {
  it('starts each block type with its spec defaults', () => {
    expect(newBlock('video', 'v').content).toEqual({ url: '', platform: 'youtube' });
    expect(newBlock('map', 'm').content).toEqual({ address: '', showDirections: true });
    expect(newBlock('single-image', 'i').content).toEqual({ src: null, alt: '', size: 'medium' });
    expect(newBlock('list', 'l').content).toEqual({ items: [], type: 'bullet' });
    expect(newBlock('title', 't').content).toEqual({ text: 'Título', alignment: 'center' });
  });

  it('drops stored blocks that no longer fit instead of failing the page', () => {
    const stored = [{ id: 'a', type: 'quote', content: { text: 'Oi' } }, { id: 'b', type: 'marquee' }, 'x'];
    expect(readBlocks(stored).map((b) => b.id)).toEqual(['a']);
    expect(readBlocks(null)).toEqual([]);
  });

  it('asks for the colour or image a section style names', () => {
    expect(sectionStyleSchema.safeParse({ background: 'color' }).success).toBe(false);
    expect(sectionStyleSchema.safeParse({ graphic: 'image', graphicUrl: '/media/a.webp' }).success).toBe(
      true,
    );
    expect(
      sectionStyleSchema.safeParse({ background: 'image', backgroundImageUrl: 'javascript:x' }).success,
    ).toBe(false);
  });
});
