// Reads back the text of a PDF that pdf-lib drew with embedded fonts: each `<glyphs> Tj` of a page's
// content decoded through its font's ToUnicode map, the pieces drawn on one baseline joined from
// left to right. Enough for tests to check what a printable list says, accents included.
import {
  decodePDFRawStream,
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  type PDFObject,
  type PDFPage,
  PDFRawStream,
  PDFRef,
} from 'pdf-lib';

function streamText(obj: PDFObject | undefined, pdf: PDFDocument): string {
  const resolved = obj instanceof PDFRef ? pdf.context.lookup(obj) : obj;
  if (resolved instanceof PDFRawStream)
    return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  if (resolved instanceof PDFArray)
    return resolved
      .asArray()
      .map((o) => streamText(o, pdf))
      .join('\n');
  return '';
}

/** Glyph code (hex) to text, from a font's ToUnicode CMap (bfchar entries, as pdf-lib writes them). */
function unicodeMap(font: PDFDict, pdf: PDFDocument): Map<string, string> {
  const cmap = streamText(font.get(PDFName.of('ToUnicode')), pdf);
  const map = new Map<string, string>();
  for (const [, code, hex] of cmap.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) {
    const units = hex!.match(/.{4}/g)!.map((u) => Number.parseInt(u, 16));
    map.set(code!.toUpperCase(), String.fromCharCode(...units));
  }
  return map;
}

function pageText(page: PDFPage, pdf: PDFDocument): string[] {
  const fonts = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict);
  const maps = new Map<string, Map<string, string>>();
  for (const [name, ref] of fonts?.entries() ?? []) {
    const font = pdf.context.lookup(ref, PDFDict);
    maps.set(name.decodeText(), unicodeMap(font, pdf));
  }
  const pieces: { x: number; y: number; text: string }[] = [];
  let font = new Map<string, string>();
  let x = 0;
  let y = 0;
  const content = streamText(page.node.get(PDFName.of('Contents')), pdf);
  for (const m of content.matchAll(/\/(\S+) [\d.]+ Tf|([-\d.]+) ([-\d.]+) Tm|<([0-9A-Fa-f]*)> Tj/g)) {
    if (m[1]) font = maps.get(m[1]) ?? new Map();
    else if (m[2]) {
      x = Number(m[2]);
      y = Number(m[3]);
    } else if (m[4] !== undefined) {
      const codes = m[4].toUpperCase().match(/.{4}/g) ?? [];
      pieces.push({ x, y, text: codes.map((c) => font.get(c) ?? '\uFFFD').join('') });
    }
  }
  const lines = new Map<number, typeof pieces>();
  for (const p of pieces) lines.set(p.y, [...(lines.get(p.y) ?? []), p]);
  return [...lines.entries()]
    .sort(([a], [b]) => b - a)
    .map(([, ps]) =>
      ps
        .sort((a, b) => a.x - b.x)
        .map((p) => p.text)
        .join(''),
    );
}

/** Each page's lines of text, top to bottom. */
export async function pdfLines(bytes: Uint8Array): Promise<string[][]> {
  const pdf = await PDFDocument.load(bytes);
  return pdf.getPages().map((page) => pageText(page, pdf));
}
