// Text for the printable lists in any Latin-script name: Open Sans (the font the panel and themes
// already ship, @fontsource/open-sans) embedded in the PDF, since the standard PDF fonts only encode
// WinAnsi. Fontsource splits the font by script; the "latin" file covers Portuguese, "latin-ext"
// the rest of Latin (ł, ő, ș, Vietnamese...). Each run of text is drawn with the file that has its
// glyphs; a character neither has prints as "?" rather than breaking the file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import fontkit from '@pdf-lib/fontkit';
import type { Color, PDFDocument, PDFFont, PDFPage } from 'pdf-lib';

type Weight = 400 | 700;
type Subset = 'latin' | 'latin-ext';

interface FontFile {
  bytes: Uint8Array;
  has: (codePoint: number) => boolean;
}

const files = new Map<string, FontFile>();

/** The font file's bytes and which characters it draws, read once per process. */
function fontFile(subset: Subset, weight: Weight): FontFile {
  const key = `${subset}-${weight}`;
  let file = files.get(key);
  if (!file) {
    const path = createRequire(import.meta.url).resolve(
      `@fontsource/open-sans/files/open-sans-${subset}-${weight}-normal.woff`,
    );
    const bytes = new Uint8Array(readFileSync(path));
    const font = fontkit.create(bytes);
    file = { bytes, has: (cp) => font.hasGlyphForCodePoint(cp) };
    files.set(key, file);
  }
  return file;
}

/** One weight of the text: the Latin file and, embedded only when a name needs it, latin-ext. */
export class PdfText {
  private latin: PDFFont | undefined;
  private ext: PDFFont | undefined;

  private constructor(
    private readonly pdf: PDFDocument,
    private readonly weight: Weight,
  ) {}

  static async embed(pdf: PDFDocument, weight: Weight): Promise<PdfText> {
    pdf.registerFontkit(fontkit);
    const text = new PdfText(pdf, weight);
    text.latin = await pdf.embedFont(fontFile('latin', weight).bytes, { subset: true });
    return text;
  }

  /** Embeds latin-ext if the texts need it (before drawing: embedding is asynchronous). */
  async prepare(texts: string[]): Promise<void> {
    if (this.ext) return;
    const latin = fontFile('latin', this.weight);
    const ext = fontFile('latin-ext', this.weight);
    const needed = texts.some((t) =>
      [...t.normalize('NFC')].some((ch) => !latin.has(ch.codePointAt(0)!) && ext.has(ch.codePointAt(0)!)),
    );
    if (needed) this.ext = await this.pdf.embedFont(ext.bytes, { subset: true });
  }

  /** The text cut in runs, each with the font that draws it. */
  private runs(text: string): { text: string; font: PDFFont }[] {
    const latin = fontFile('latin', this.weight);
    const ext = fontFile('latin-ext', this.weight);
    const runs: { text: string; font: PDFFont }[] = [];
    for (let ch of text.normalize('NFC')) {
      const cp = ch.codePointAt(0)!;
      let font = this.latin!;
      if (!latin.has(cp)) {
        if (this.ext && ext.has(cp)) font = this.ext;
        else ch = '?';
      }
      const last = runs.at(-1);
      if (last && last.font === font) last.text += ch;
      else runs.push({ text: ch, font });
    }
    return runs;
  }

  width(text: string, size: number): number {
    return this.runs(text).reduce((w, r) => w + r.font.widthOfTextAtSize(r.text, size), 0);
  }

  /** The text shortened with "…" to fit the width. */
  fit(text: string, size: number, maxWidth: number): string {
    if (this.width(text, size) <= maxWidth) return text;
    let cut = text;
    while (cut.length > 1 && this.width(`${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
    return `${cut.trimEnd()}…`;
  }

  draw(page: PDFPage, text: string, at: { x: number; y: number; size: number; color: Color }): void {
    let x = at.x;
    for (const run of this.runs(text)) {
      page.drawText(run.text, { x, y: at.y, size: at.size, font: run.font, color: at.color });
      x += run.font.widthOfTextAtSize(run.text, at.size);
    }
  }
}
