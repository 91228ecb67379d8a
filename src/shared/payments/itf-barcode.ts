// The bars of a boleto's barcode: Interleaved 2 of 5 (ITF) over the 44 digits, as FEBRABAN's layout
// prints it (start NNNN, pairs of digits as bars and spaces, stop WNN; wide = 3 narrow).
const PATTERNS = ['NNWWN', 'WNNNW', 'NWNNW', 'WWNNN', 'NNWNW', 'WNWNN', 'NWWNN', 'NNNWW', 'WNNWN', 'NWNWN'];
const NARROW = 1;
const WIDE = 3;

/** Element widths, alternating bar and space, starting with a bar. */
export function itfWidths(digits: string): number[] {
  if (!/^\d+$/.test(digits) || digits.length % 2 !== 0)
    throw new RangeError('ITF needs an even number of digits');
  const w = (c: string) => (c === 'W' ? WIDE : NARROW);
  const out = [NARROW, NARROW, NARROW, NARROW];
  for (let i = 0; i < digits.length; i += 2) {
    const bars = PATTERNS[Number(digits[i])] as string;
    const spaces = PATTERNS[Number(digits[i + 1])] as string;
    for (let k = 0; k < 5; k++) out.push(w(bars[k] as string), w(spaces[k] as string));
  }
  out.push(WIDE, NARROW, NARROW);
  return out;
}

/** The barcode as an SVG (bars only, scaled to `height` units tall). */
export function itfSvg(digits: string, height = 50): string {
  const widths = itfWidths(digits);
  let x = 0;
  const rects: string[] = [];
  widths.forEach((width, i) => {
    if (i % 2 === 0) rects.push(`<rect x="${x}" y="0" width="${width}" height="${height}"/>`);
    x += width;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${x} ${height}" preserveAspectRatio="none" role="img" aria-label="Código de barras do boleto">${rects.join('')}</svg>`;
}
