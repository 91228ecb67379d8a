// The link-preview picture (og:image): the cover photo cropped to 1200x630, or a card drawn in
// the theme's colours with the couple's names and date.
import sharp from 'sharp';
import { formatDateLong } from '../../../shared/dates.ts';
import { sitePalette } from '../../../shared/site-palette.ts';
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { escapeHtml } from '../../http/escape-html.ts';

export async function coverOgImage(photo: Buffer): Promise<Buffer> {
  return sharp(photo).resize(1200, 630, { fit: 'cover' }).jpeg({ quality: 82 }).toBuffer();
}

export async function cardOgImage(
  design: ThemeDesign,
  names: string,
  weddingDate: string | null,
): Promise<Buffer> {
  const c = design.colors;
  const p = sitePalette(c);
  const date = weddingDate ? formatDateLong(weddingDate) : '';
  const size = names.length > 28 ? 64 : 84;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
<defs><radialGradient id="a" cx="18%" cy="12%" r="70%"><stop offset="0" stop-color="${c.accent}" stop-opacity="0.7"/><stop offset="1" stop-color="${c.sectionBackground}" stop-opacity="0"/></radialGradient>
<radialGradient id="b" cx="90%" cy="95%" r="60%"><stop offset="0" stop-color="${c.secondary}" stop-opacity="0.45"/><stop offset="1" stop-color="${c.sectionBackground}" stop-opacity="0"/></radialGradient></defs>
<rect width="1200" height="630" fill="${c.sectionBackground}"/><rect width="1200" height="630" fill="url(#a)"/><rect width="1200" height="630" fill="url(#b)"/>
<rect x="40" y="40" width="1120" height="550" rx="28" fill="none" stroke="${c.primary}" stroke-opacity="0.35" stroke-width="3"/>
<text x="600" y="215" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="30" letter-spacing="8" fill="${p.textLight}">VAMOS NOS CASAR</text>
<text x="600" y="340" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="${size}" font-weight="bold" fill="${p.primaryLarge}">${escapeHtml(names)}</text>
<text x="600" y="430" text-anchor="middle" font-family="DejaVu Serif, serif" font-size="38" fill="${p.text}">${escapeHtml(date)}</text>
<text x="600" y="540" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="24" fill="${p.textLight}">Confirme sua presença no site dos noivos</text>
</svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}
