// The themes' own font files (the @fontsource packages the guest site serves), read once and
// embedded in every picture: satori draws the text as outlines, so nothing depends on the fonts
// installed on the machine. satori reads WOFF (not WOFF2); the latin subset covers Portuguese.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ThemeDesign } from '../../../shared/theme-design.ts';

type FontName = ThemeDesign['typography']['headingFont'];
type Weight = 400 | 700;

export interface EmbeddedFont {
  name: string;
  data: Buffer;
  weight: Weight;
  style: 'normal';
}

const require = createRequire(import.meta.url);
/** Script faces come in one weight only; the others have a bold for the couple's names. */
const singleWeight = new Set<FontName>(['Great Vibes']);
const loaded = new Map<string, Promise<Buffer>>();

function fontFile(name: FontName, weight: Weight): string {
  const id = name.toLowerCase().replace(/ /g, '-');
  return require.resolve(`@fontsource/${id}/files/${id}-latin-${weight}-normal.woff`);
}

function read(name: FontName, weight: Weight): Promise<Buffer> {
  const key = `${name}|${weight}`;
  let file = loaded.get(key);
  if (!file) {
    file = readFile(fontFile(name, weight));
    file.catch(() => loaded.delete(key));
    loaded.set(key, file);
  }
  return file;
}

/** The heading and body fonts of a design, regular and (where the face has one) bold. */
export async function themeFonts(typography: ThemeDesign['typography']): Promise<EmbeddedFont[]> {
  const names = [...new Set([typography.headingFont, typography.bodyFont])];
  const wanted = names.flatMap((name) =>
    (singleWeight.has(name) ? [400] : [400, 700]).map((weight) => ({ name, weight: weight as Weight })),
  );
  return Promise.all(
    wanted.map(async ({ name, weight }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await read(name, weight),
    })),
  );
}
