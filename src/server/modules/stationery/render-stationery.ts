// Renders a stationery card: satori lays it out as SVG (text as outlines of the theme's fonts),
// resvg rasterises it (PNG for phones, a 300 dpi JPEG for print), and pdf-lib puts the print
// version on one A5 page with 3 mm of bleed on each side and crop marks at the trim line.
import { Resvg } from '@resvg/resvg-js';
import { PDFDocument, rgb } from 'pdf-lib';
import satori from 'satori';
import sharp from 'sharp';
import { A5_MM, BLEED_MM } from '../../../shared/stationery.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { type CardInput, stationeryCard } from './stationery-card.ts';
import { themeFonts } from './stationery-fonts.ts';

export type CardContent = Omit<CardInput, 'width' | 'height' | 'bleed'>;

/**
 * The card as SVG. satori draws text as outlines, so the words are also given as the picture's
 * title and description: what a screen reader (and a test) reads of it.
 */
export async function cardSvg(input: CardInput): Promise<string> {
  const fonts = await themeFonts(input.design.typography);
  // satori's element type is React's; ours has the same shape without depending on React's types.
  const svg = await satori(stationeryCard(input) as unknown as Parameters<typeof satori>[0], {
    width: input.width,
    height: input.height,
    fonts,
  });
  const t = input.texts;
  const words = [t.heading, t.date, t.place, t.message, input.qr?.label, t.footer]
    .filter(Boolean)
    .join(' · ');
  const described = `<title>${escapeHtml(t.names)}</title><desc>${escapeHtml(words)}</desc>`;
  return svg.replace(/^<svg[^>]*>/, (open) => `${open}${described}`);
}

export function svgToPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: 'width', value: width } }).render().asPng();
}

const POINTS_PER_MM = 72 / 25.4;
/** The print page is drawn 1080 wide and rasterised at 300 dpi. */
const PRINT_DPI = 300;
export const printSheetMm = { width: A5_MM.width + 2 * BLEED_MM, height: A5_MM.height + 2 * BLEED_MM };

export async function cardPdf(content: CardContent): Promise<{ pdf: Buffer; svg: string }> {
  const width = 1080;
  const pxPerMm = width / printSheetMm.width;
  const height = Math.round(printSheetMm.height * pxPerMm);
  const svg = await cardSvg({ ...content, width, height, bleed: Math.round(BLEED_MM * pxPerMm) });
  // At 300 dpi a PNG takes seconds to encode; a high-quality JPEG of the same pixels, milliseconds.
  const raster = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.round((printSheetMm.width / 25.4) * PRINT_DPI) },
  }).render();
  const jpeg = await sharp(raster.pixels, {
    raw: { width: raster.width, height: raster.height, channels: 4 },
  })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 92, chromaSubsampling: '4:4:4' })
    .toBuffer();

  const doc = await PDFDocument.create();
  doc.setTitle(content.texts.names);
  doc.setCreator('Nosso Sim');
  const pageWidth = printSheetMm.width * POINTS_PER_MM;
  const pageHeight = printSheetMm.height * POINTS_PER_MM;
  const page = doc.addPage([pageWidth, pageHeight]);
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: pageWidth, height: pageHeight });
  // The trim box says where the printer cuts; the marks show it on the sheet, inside the bleed.
  const bleed = BLEED_MM * POINTS_PER_MM;
  page.setTrimBox(bleed, bleed, pageWidth - 2 * bleed, pageHeight - 2 * bleed);
  page.setBleedBox(0, 0, pageWidth, pageHeight);
  const mark = { thickness: 0.25, color: rgb(0, 0, 0) };
  const length = bleed - 0.5 * POINTS_PER_MM;
  for (const x of [bleed, pageWidth - bleed]) {
    page.drawLine({ start: { x, y: 0 }, end: { x, y: length }, ...mark });
    page.drawLine({ start: { x, y: pageHeight }, end: { x, y: pageHeight - length }, ...mark });
  }
  for (const y of [bleed, pageHeight - bleed]) {
    page.drawLine({ start: { x: 0, y }, end: { x: length, y }, ...mark });
    page.drawLine({ start: { x: pageWidth, y }, end: { x: pageWidth - length, y }, ...mark });
  }
  return { pdf: Buffer.from(await doc.save()), svg };
}
