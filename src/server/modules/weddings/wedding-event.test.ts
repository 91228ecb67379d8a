import { describe, expect, it } from 'vitest';
import { calendarFileName, weddingCalendarFile, weddingEvent } from './wedding-event.ts';

const links = { baseHost: 'nossosim.com.br', protocol: 'https' as const };
const couple = { id: 'w-123', slug: 'lia-e-caio', name1: 'Lia', name2: 'Caio', weddingDate: '2027-05-15' };
const ceremony = {
  place: 'Paróquia São José',
  address: 'Rua das Flores, 10 - São Paulo',
  date: '2027-05-16',
  time: '16:30',
};
const now = new Date('2026-03-01T12:00:00Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('weddingEvent', () => {
  it("takes the ceremony's day, time and place, and names the site", () => {
    expect(weddingEvent(couple, ceremony, links)).toEqual({
      uid: 'w-123@noivos.nossosim.com.br',
      slug: 'lia-e-caio',
      coupleNames: 'Lia & Caio',
      date: '2027-05-16',
      time: '16:30',
      place: 'Paróquia São José',
      address: 'Rua das Flores, 10 - São Paulo',
      siteUrl: 'https://noivos.nossosim.com.br/lia-e-caio',
    });
  });

  it('falls back to the wedding date, and leaves out a day or time that does not exist', () => {
    expect(weddingEvent(couple, { ...ceremony, date: '' }, links).date).toBe('2027-05-15');
    expect(weddingEvent(couple, { ...ceremony, date: '2027-02-30' }, links).date).toBe('2027-05-15');
    expect(weddingEvent(couple, { ...ceremony, time: '25:00' }, links).time).toBeNull();
    const undated = weddingEvent({ ...couple, weddingDate: null }, { time: '16:30' }, links);
    expect([undated.date, undated.time]).toEqual([null, null]);
  });
});

describe('weddingCalendarFile', () => {
  it('writes the ceremony in UTC with its place, and names the file by the site', () => {
    const event = weddingEvent(couple, ceremony, links);
    const lines = unfold(weddingCalendarFile(event, now) ?? '');
    expect(lines).toEqual(
      expect.arrayContaining([
        'UID:w-123@noivos.nossosim.com.br',
        'DTSTART:20270516T193000Z',
        'SUMMARY:Casamento de Lia & Caio',
        'LOCATION:Paróquia São José - Rua das Flores\\, 10 - São Paulo',
        'URL:https://noivos.nossosim.com.br/lia-e-caio',
      ]),
    );
    expect(lines.some((l) => l.includes('TZID'))).toBe(false);
    expect(calendarFileName(event)).toBe('casamento-lia-e-caio.ics');
  });

  it('makes a day without a time an all-day event, and no file without a date', () => {
    const allDay = weddingEvent(couple, {}, links);
    expect(unfold(weddingCalendarFile(allDay, now) ?? '')).toContain('DTSTART;VALUE=DATE:20270515');
    expect(unfold(weddingCalendarFile(allDay, now) ?? '').some((l) => l.startsWith('LOCATION'))).toBe(false);
    expect(weddingCalendarFile(weddingEvent({ ...couple, weddingDate: null }, {}, links), now)).toBeNull();
  });
});
