// The printable check-in list: A4, per household (by name) its members confirmed for the event,
// each with a box to tick at the door. Helvetica's WinAnsi encoding covers Portuguese accents;
// anything outside it is replaced so a name never breaks the file.
import { eq } from 'drizzle-orm';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';
import type { Db } from '../../db/client.ts';
import { couples, weddings } from '../../db/schema.ts';
import { householdsFor, ownEvent } from './check-in-service.ts';

const A4 = { width: 595.28, height: 841.89 } as const;
const margin = 50;

/** Keeps Latin-1 (what WinAnsi draws), turns curly quotes and dashes into plain ones. */
function printable(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\u0020-\u007e\u00a0-\u00ff]/g, '?');
}

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
    .innerJoin(couples, eq(couples.userId, weddings.coupleId))
    .where(eq(weddings.id, weddingId));
  const households = (await householdsFor(db, weddingId, eventId))
    .map((h) => ({ ...h, members: h.members.filter((m) => m.confirmed) }))
    .filter((h) => h.members.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name, 'pt-BR'));

  const pdf = await PDFDocument.create();
  pdf.setTitle(printable(`Lista de check-in - ${event.name}`));
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  let page = pdf.addPage([A4.width, A4.height]);
  let y = A4.height - margin;
  const text = (value: string, x: number, size: number, font: PDFFont = regular) =>
    page.drawText(printable(value), { x, y, size, font, color: rgb(0.15, 0.15, 0.15) });
  const ensure = (space: number) => {
    if (y - space >= margin) return;
    page = pdf.addPage([A4.width, A4.height]);
    y = A4.height - margin;
  };

  const names = [couple?.name1, couple?.name2].filter(Boolean).join(' & ');
  text(names || 'Casamento', margin, 18, bold);
  y -= 24;
  const when = brDate(event.date ?? couple?.weddingDate ?? null);
  text(`Lista de check-in · ${event.name}${when ? ` · ${when}` : ''}`, margin, 12);
  y -= 18;
  const total = households.reduce((n, h) => n + h.members.length, 0);
  text(
    `${total} ${total === 1 ? 'pessoa confirmada' : 'pessoas confirmadas'} em ${households.length} ${households.length === 1 ? 'convite' : 'convites'}`,
    margin,
    10,
  );
  y -= 28;

  if (!households.length) text('Ninguém confirmou presença neste evento ainda.', margin, 11);
  for (const h of households) {
    ensure(20 + 16 * Math.min(h.members.length, 3));
    text(h.name, margin, 12, bold);
    y -= 17;
    for (const m of h.members) {
      ensure(16);
      page.drawRectangle({
        x: margin + 8,
        y: y - 1,
        width: 10,
        height: 10,
        borderWidth: 1,
        borderColor: rgb(0.3, 0.3, 0.3),
      });
      text(m.name, margin + 26, 11);
      y -= 16;
    }
    y -= 8;
  }
  return pdf.save();
}
