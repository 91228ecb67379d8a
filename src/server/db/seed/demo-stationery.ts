// The demo couple's stationery (issue 22): an invitation with the cover photo and a framed Save the
// Date, with texts the couple edited; the Comunicado stays on its defaults. Made from the wedding's
// own names, date and first place; a choice the couple changed later is kept (insert only).
import { eq } from 'drizzle-orm';
import { formatDateLong } from '../../../shared/dates.ts';
import { coupleNames, type StationeryTexts } from '../../../shared/stationery.ts';
import type { Db } from '../client.ts';
import { couples, stationeryDesigns, weddings } from '../schema.ts';
import { demoEvents } from './demo-events.ts';

export async function seedDemoStationery(db: Db, weddingId: string): Promise<void> {
  const [row] = await db
    .select({ name1: couples.name1, name2: couples.name2, weddingDate: couples.weddingDate })
    .from(weddings)
    .innerJoin(couples, eq(couples.userId, weddings.coupleId))
    .where(eq(weddings.id, weddingId));
  if (!row) return;
  const [event] = await demoEvents(db, weddingId);
  const names = coupleNames({ name1: row.name1 ?? '', name2: row.name2 ?? '' });
  const date = row.weddingDate ? formatDateLong(row.weddingDate) : '';
  const invitation: StationeryTexts = {
    heading: 'Com a bênção de Deus e de nossos pais',
    names,
    date: date ? `${date}, às 16h` : '',
    place: event?.placeName ?? '',
    message: 'Convidamos você para celebrar conosco o início da nossa vida juntos.',
    footer: 'Confirme sua presença pelo QR code ou pelo nosso site',
  };
  const saveTheDate: StationeryTexts = {
    heading: 'Save the Date',
    names,
    date,
    place: '',
    message: 'Guarde esta data no coração (e na agenda)! O convite chega em breve.',
    footer: '',
  };
  await db
    .insert(stationeryDesigns)
    .values([
      { weddingId, item: 'convite', layout: 'foto', texts: invitation },
      { weddingId, item: 'save-the-date', layout: 'moldura', texts: saveTheDate },
    ])
    .onConflictDoNothing();
}
