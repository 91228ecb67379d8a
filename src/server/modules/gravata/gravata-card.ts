// The "gravata digital" card (issue 10): a card to print for the party, with the couple's names in
// their site's colours and a large QR code that opens the gravata page. PNG (A6 at 300 dpi) and a
// printable PDF of the same picture.
import { PDFDocument } from 'pdf-lib';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { formatDateLong } from '../../../shared/dates.ts';
import { sitePalette } from '../../../shared/site-palette.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { escapeHtml } from '../../http/escape-html.ts';

const WIDTH = 1240;
const HEIGHT = 1748;
const QR_SIZE = 860;
const QR_TOP = 560;

export interface GravataCardInput {
  names: string;
  weddingDate: string | null;
  url: string;
  design: ThemeDesign;
}

export async function gravataCardPng(card: GravataCardInput): Promise<Buffer> {
  const c = card.design.colors;
  const p = sitePalette(c);
  const date = card.weddingDate ? formatDateLong(card.weddingDate) : '';
  const size = card.names.length > 24 ? 76 : 96;
  const frame = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
<rect width="${WIDTH}" height="${HEIGHT}" fill="${c.background}"/>
<rect x="40" y="40" width="${WIDTH - 80}" height="${HEIGHT - 80}" rx="48" fill="none" stroke="${p.primaryLarge}" stroke-width="6"/>
<text x="${WIDTH / 2}" y="190" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="44" letter-spacing="10" fill="${p.textLight}">GRAVATA DIGITAL</text>
<text x="${WIDTH / 2}" y="320" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" font-weight="bold" fill="${p.primaryLarge}">${escapeHtml(card.names)}</text>
<text x="${WIDTH / 2}" y="400" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="44" fill="${p.text}">${escapeHtml(date)}</text>
<text x="${WIDTH / 2}" y="490" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="40" fill="${p.text}">Aponte a câmera do celular e dê seu presente por PIX</text>
<rect x="${(WIDTH - QR_SIZE) / 2 - 20}" y="${QR_TOP - 20}" width="${QR_SIZE + 40}" height="${QR_SIZE + 40}" rx="28" fill="#ffffff"/>
<text x="${WIDTH / 2}" y="${QR_TOP + QR_SIZE + 110}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="34" fill="${p.textLight}">${escapeHtml(card.url.replace(/^https?:\/\//, ''))}</text>
<text x="${WIDTH / 2}" y="${HEIGHT - 100}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" fill="${p.textLight}">Nosso Sim · lista de presentes em dinheiro</text>
</svg>`;
  const qr = await QRCode.toBuffer(card.url, {
    width: QR_SIZE,
    margin: 0,
    errorCorrectionLevel: 'M',
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
  return sharp(Buffer.from(frame))
    .composite([{ input: qr, left: (WIDTH - QR_SIZE) / 2, top: QR_TOP }])
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/** The same card on an A6 page (105 x 148 mm), ready to print. */
export async function gravataCardPdf(card: GravataCardInput): Promise<Uint8Array> {
  const png = await gravataCardPng(card);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`Gravata digital - ${card.names}`);
  pdf.setCreator('Nosso Sim');
  const a6 = [297.64, 419.53] as const;
  const page = pdf.addPage([a6[0], a6[1]]);
  const image = await pdf.embedPng(png);
  page.drawImage(image, { x: 0, y: 0, width: a6[0], height: a6[1] });
  return pdf.save();
}
