// QR codes of site addresses, as SVG. Generating one costs milliseconds of CPU, and a site's
// address and colour rarely change, so the last few hundred are kept.
import QRCode from 'qrcode';

const cache = new Map<string, string>();
const MAX_ENTRIES = 500;

export async function siteQrSvg(url: string, color: string): Promise<string> {
  const key = `${color}|${url}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const svg = await QRCode.toString(url, { type: 'svg', margin: 1, color: { dark: color } });
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(key, svg);
  return svg;
}
