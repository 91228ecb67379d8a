import { describe, expect, it } from 'vitest';
import { categorySeeds, productSeeds } from '../../db/seed/catalog-data.ts';
import { escapeXml, layoutName, renderProductSvg } from './render-product-svg.ts';

const panelas = {
  key: 'jogo-de-panelas-antiaderente-5-pecas',
  name: 'Jogo de panelas antiaderente 5 peças',
  categoryKey: 'cozinha',
  categoryName: 'Cozinha',
  subcategoryKey: 'cozinha-panelas',
};

/** The text content of every <text> and <title>, as a browser would read it. */
function texts(svg: string): string[] {
  const decode = (s: string) =>
    s
      .replace(/<[^>]+>/g, '')
      .replaceAll('&lt;', '<')
      .replaceAll('&gt;', '>')
      .replaceAll('&quot;', '"')
      .replaceAll('&apos;', "'")
      .replaceAll('&amp;', '&');
  return [...svg.matchAll(/<(text|title)\b[^>]*>(.*?)<\/\1>/g)].map((m) => decode(m[2] ?? ''));
}

describe('renderProductSvg', () => {
  it('returns one standalone SVG root of 400 x 400 with a title', () => {
    const svg = renderProductSvg(panelas);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg.match(/<svg\b/g)).toHaveLength(1);
    expect(svg).toContain('viewBox="0 0 400 400"');
    expect(svg).toContain('<title>Jogo de panelas antiaderente 5 peças</title>');
    expect(svg).toContain('COZINHA');
  });

  it('draws nothing that loads from outside (no scripts, links, images or foreign objects)', () => {
    const svg = renderProductSvg(panelas);
    expect(svg).not.toMatch(/<script|<image|<foreignObject|href=|@import|url\((?!#)/i);
  });

  it('escapes <, &, quotes and apostrophes in names and category names', () => {
    const name = `Kit <b>"chef"</b> & 'cia' </text><script>alert(1)</script>`;
    const svg = renderProductSvg({ ...panelas, name, categoryName: 'Mesa & <Bar>' });
    expect(svg).not.toContain('<b>');
    expect(svg).not.toContain('<script');
    expect(svg).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(svg).toContain('&lt;b&gt;&quot;chef&quot;&lt;/b&gt; &amp; &apos;cia&apos;');
    expect(svg).toContain(`aria-label="${escapeXml(name)}"`);
    expect(svg).toContain('MESA &amp; &lt;BAR&gt;');
    // Every tag the renderer writes is balanced: the name could not open or close one.
    expect(svg.match(/<text\b/g)?.length).toBe(svg.match(/<\/text>/g)?.length);
    expect(texts(svg)[0]).toBe(name);
  });

  it('drops characters XML cannot carry', () => {
    const svg = renderProductSvg({ ...panelas, name: 'Vale\u0000 uma\u0007 noite sem louça' });
    // biome-ignore lint/suspicious/noControlCharactersInRegex: asserting their absence.
    expect(svg).not.toMatch(/[\u0000-\u0008]/);
    expect(svg).toContain('Vale uma noite sem louça</title>');
  });

  it('is deterministic: the same product always gives the same image', () => {
    expect(renderProductSvg(panelas)).toBe(renderProductSvg({ ...panelas }));
  });

  it('varies the background from product to product', () => {
    const other = renderProductSvg({ ...panelas, key: 'frigideira-antiaderente-28-cm' });
    expect(other).not.toBe(renderProductSvg(panelas));
  });

  it('falls back to a neutral palette and a gift for unknown categories', () => {
    const svg = renderProductSvg({ key: 'x', name: 'Presente', categoryKey: 'nao-existe' });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('M12 7v14'); // the gift's ribbon
  });

  it('renders every catalogue product with its name on at most three lines', () => {
    const categoryName = new Map(categorySeeds.map((c) => [c.key, c.name]));
    for (const p of productSeeds) {
      const svg = renderProductSvg({
        key: p.key,
        name: p.name,
        categoryKey: p.categoryKey,
        categoryName: categoryName.get(p.categoryKey),
        subcategoryKey: p.subcategoryKey,
      });
      expect(svg.match(/<tspan\b/g)?.length, p.key).toBeLessThanOrEqual(3);
      expect(texts(svg)[1]?.replace(/\s+/g, ''), p.key).toBe(p.name.replace(/\s+/g, ''));
    }
  });
});

describe('layoutName', () => {
  it('keeps short names large and on one line', () => {
    expect(layoutName('Air fryer 5 litros')).toEqual({ fontSize: 30, lines: ['Air fryer 5 litros'] });
  });

  it('balances the lines of a wrapped name', () => {
    expect(layoutName('Vale uma noite sem louça').lines).toEqual(['Vale uma noite', 'sem louça']);
  });

  it('shrinks long names and ends the third line with an ellipsis when even the smallest size overflows', () => {
    const { fontSize, lines } = layoutName('Presente '.repeat(30));
    expect(fontSize).toBe(19);
    expect(lines).toHaveLength(3);
    expect(lines[2]?.endsWith('…')).toBe(true);
  });

  it('cuts a single word too long for a line instead of overflowing', () => {
    const { lines } = layoutName('A'.repeat(80));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.length).toBeLessThanOrEqual(3);
  });
});
