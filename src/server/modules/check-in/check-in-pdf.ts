// The printable check-in list: A4, the wedding's names and the event on every page, then per
// household (by name) its members confirmed for the event, each on a line with a box to tick in the
// "Chegou" column; page numbers at the foot. Names keep their accents (pdf-text.ts embeds the font).
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFPage, rgb } from 'pdf-lib';
import { type AgeGroup, ageGroupLabels } from '../../../shared/guest-list.ts';
import { plural } from '../../../shared/plural.ts';
import type { Db } from '../../db/client.ts';
import { couples, weddings } from '../../db/schema.ts';
import { coupleOfWedding } from '../../db/wedding-couple.ts';
import { householdsFor, ownEvent } from './check-in-service.ts';
import { PdfText } from './pdf-text.ts';

export const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 42;
const ink = rgb(0.15, 0.15, 0.18);
const muted = rgb(0.4, 0.4, 0.45);
const line = rgb(0.8, 0.8, 0.82);
const band = rgb(0.94, 0.94, 0.95);
const boxColumn = 52;
const rowHeight = 20;

function brDate(iso: string | null): string {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}

export async function checkInListPdf(db: Db, weddingId: string, eventId: string): Promise<Uint8Array> {
  const event = await ownEvent(db, weddingId, eventId);
  const [couple] = await db
    .select({ name1: couples.name1, name2: couples.name2, weddingDate: couples.weddingDate })
    .from(weddings)
    .innerJoin(couples, coupleOfWedding)
    .where(eq(weddings.id, weddingId));
  const households = (await householdsFor(db, weddingId, eventId))
    .map((h) => ({ ...h, members: h.members.filter((m) => m.confirmed) }))
    .filter((h) => h.members.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

  const names = [couple?.name1, couple?.name2].filter(Boolean).join(' & ') || 'Nosso casamento';
  const when = brDate(event.date ?? couple?.weddingDate ?? null);
  const subtitle = `Lista de check-in · ${event.name}${when ? ` · ${when}` : ''}`;
  const total = households.reduce((n, h) => n + h.members.length, 0);

  const pdf = await PDFDocument.create();
  pdf.setTitle(`Lista de check-in - ${event.name}`);
  pdf.setSubject(names);
  pdf.setLanguage('pt-BR');
  const regular = await PdfText.embed(pdf, 400);
  const bold = await PdfText.embed(pdf, 700);
  const everyText = [
    names,
    subtitle,
    ...households.flatMap((h) => [h.name, ...h.members.map((m) => m.name)]),
  ];
  await regular.prepare(everyText);
  await bold.prepare(everyText);

  const right = A4.width - margin;
  let page: PDFPage;
  let y = 0;

  const newPage = () => {
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - margin - 14;
    bold.draw(page, bold.fit(names, 18, right - margin), { x: margin, y, size: 18, color: ink });
    y -= 20;
    regular.draw(page, regular.fit(subtitle, 11, right - margin), { x: margin, y, size: 11, color: muted });
    y -= 26;
    bold.draw(page, 'Chegou', { x: margin, y, size: 9, color: muted });
    bold.draw(page, 'Convidado', { x: margin + boxColumn, y, size: 9, color: muted });
    y -= 6;
    page.drawLine({ start: { x: margin, y }, end: { x: right, y }, thickness: 1, color: ink });
    y -= rowHeight;
  };
  const ensure = (space: number) => {
    if (y - space < margin + 20) newPage();
  };

  newPage();
  if (!households.length)
    regular.draw(page!, 'Ninguém confirmou presença neste evento ainda.', {
      x: margin,
      y,
      size: 11,
      color: ink,
    });

  for (const h of households) {
    // A household starts on a page where its name and at least two members fit.
    ensure(rowHeight * (1 + Math.min(h.members.length, 2)));
    page!.drawRectangle({ x: margin, y: y - 6, width: right - margin, height: rowHeight, color: band });
    const count = plural(h.members.length, 'confirmado', 'confirmados');
    const countWidth = regular.width(count, 9);
    bold.draw(page!, bold.fit(h.name, 11, right - margin - countWidth - 16), {
      x: margin + 6,
      y,
      size: 11,
      color: ink,
    });
    regular.draw(page!, count, { x: right - 6 - countWidth, y, size: 9, color: muted });
    y -= rowHeight;
    for (const m of h.members) {
      ensure(rowHeight);
      page!.drawRectangle({
        x: margin + 14,
        y: y - 2,
        width: 12,
        height: 12,
        borderWidth: 1,
        borderColor: ink,
      });
      const age = m.ageGroup === 'adulto' ? '' : (ageGroupLabels[m.ageGroup as AgeGroup] ?? '');
      const ageWidth = age ? regular.width(age, 9) : 0;
      regular.draw(page!, regular.fit(m.name, 11, right - margin - boxColumn - ageWidth - 16), {
        x: margin + boxColumn,
        y,
        size: 11,
        color: ink,
      });
      if (age) regular.draw(page!, age, { x: right - 6 - ageWidth, y, size: 9, color: muted });
      page!.drawLine({
        start: { x: margin + boxColumn, y: y - 6 },
        end: { x: right, y: y - 6 },
        thickness: 0.5,
        color: line,
      });
      y -= rowHeight;
    }
    y -= 6;
  }

  const pages = pdf.getPages();
  const summary = `${plural(total, 'pessoa confirmada', 'pessoas confirmadas')} em ${plural(households.length, 'convite', 'convites')}`;
  for (const [i, p] of pages.entries()) {
    regular.draw(p, summary, { x: margin, y: margin - 10, size: 9, color: muted });
    const label = `Página ${i + 1} de ${pages.length}`;
    regular.draw(p, label, { x: right - regular.width(label, 9), y: margin - 10, size: 9, color: muted });
  }
  return pdf.save();
}
