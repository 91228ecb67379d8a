import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarFile } from './calendar-file.ts';

const now = new Date('2026-03-01T12:34:56.789Z');
const wedding: CalendarEvent = {
  uid: 'casamento-123@noivos.nossosim.com.br',
  date: '2027-05-15',
  time: '16:30',
  summary: 'Casamento de Camila & Bruno',
  location: 'Igreja São José - Rua das Flores, 10',
  description: 'Site dos noivos: https://noivos.nossosim.com.br/camila-e-bruno',
  url: 'https://noivos.nossosim.com.br/camila-e-bruno',
};

const octets = (line: string) => new TextEncoder().encode(line).length;
const unfold = (ics: string) => ics.replace(/\r\n /g, '');
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('calendarFile', () => {
  it('writes one event, its times in UTC from Brasília time, with CRLF line endings', () => {
    // The file as a calendar reads it, written here with plain line breaks.
    const expected = `BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Nosso Sim//Site de casamento//PT-BR
CALSCALE:GREGORIAN
METHOD:PUBLISH
BEGIN:VEVENT
UID:casamento-123@noivos.nossosim.com.br
DTSTAMP:20260301T123456Z
DTSTART:20270515T193000Z
DTEND:20270516T013000Z
SUMMARY:Casamento de Camila & Bruno
LOCATION:Igreja São José - Rua das Flores\\, 10
DESCRIPTION:Site dos noivos: https://noivos.nossosim.com.br/camila-e-bruno
URL:https://noivos.nossosim.com.br/camila-e-bruno
END:VEVENT
END:VCALENDAR
`;
    expect(calendarFile(wedding, now)).toBe(expected.replaceAll('\n', '\r\n'));
  });

  it('makes an event without a time take the whole day', () => {
    const ics = calendarFile({ ...wedding, date: '2027-12-31', time: undefined }, now);
    expect(property(ics, 'DTSTART')).toBe('DTSTART;VALUE=DATE:20271231');
    expect(property(ics, 'DTEND')).toBe('DTEND;VALUE=DATE:20280101');
  });

  it('lasts as long as it is told', () => {
    const ics = calendarFile({ ...wedding, time: '10:00', durationMinutes: 90 }, now);
    expect(property(ics, 'DTSTART')).toBe('DTSTART:20270515T130000Z');
    expect(property(ics, 'DTEND')).toBe('DTEND:20270515T143000Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks in text', () => {
    const ics = calendarFile(
      {
        ...wedding,
        location: 'Salão; 2º andar, sala\\1',
        description: 'Traje: esporte fino\r\nChegue cedo\nObrigado',
      },
      now,
    );
    expect(property(ics, 'LOCATION')).toBe('LOCATION:Salão\\; 2º andar\\, sala\\\\1');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:Traje: esporte fino\\nChegue cedo\\nObrigado');
    expect(ics).not.toMatch(/[^\r]\n/);
  });

  it('folds long lines at 75 octets without splitting an accented letter or an emoji', () => {
    const description = `${'a'.repeat(62)}é ${'Cerimônia às 16h30, recepção no salão à beira-mar 💍 '.repeat(6)}`;
    const ics = calendarFile({ ...wedding, description }, now);
    const lines = ics.split('\r\n');
    for (const line of lines) expect(octets(line)).toBeLessThanOrEqual(75);
    const start = lines.findIndex((line) => line.startsWith('DESCRIPTION:'));
    // "DESCRIPTION:" and 62 letters are 74 octets: the two octets of "é" start the next line.
    expect(lines[start]).toBe(`DESCRIPTION:${'a'.repeat(62)}`);
    expect(lines[start + 1]?.startsWith(' é ')).toBe(true);
    expect(property(ics, 'DESCRIPTION')).toBe(`DESCRIPTION:${description.replaceAll(',', '\\,')}`);
    expect(ics).not.toContain('\ufffd');
  });

  it('keeps accents as UTF-8 text', () => {
    const bytes = new TextEncoder().encode(calendarFile(wedding, now));
    expect(new TextDecoder('utf-8', { fatal: true }).decode(bytes)).toContain('São José');
  });

  it('writes only a web address as the URL', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,oi', 'não é endereço']) {
      expect(property(calendarFile({ ...wedding, url }, now), 'URL')).toBeUndefined();
    }
  });

  it('refuses a date or time that does not exist', () => {
    expect(() => calendarFile({ ...wedding, time: '25:00' }, now)).toThrow(RangeError);
    expect(() => calendarFile({ ...wedding, date: '2027-02-30' }, now)).toThrow(RangeError);
  });
});
