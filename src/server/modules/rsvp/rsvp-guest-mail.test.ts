import { describe, expect, it } from 'vitest';
import { weddingEvent } from '../weddings/wedding-event.ts';
import { type GuestAnswer, guestMailKey, rsvpGuestMail } from './rsvp-guest-mail.ts';

const event = weddingEvent(
  { id: 'w-1', slug: 'lia-e-caio', name1: 'Lia', name2: 'Caio', weddingDate: '2027-05-15' },
  { place: 'Paróquia São José', address: 'Rua das Flores, 10 - São Paulo', time: '16:30' },
  { baseHost: 'nossosim.com.br', protocol: 'https' },
);
const going: GuestAnswer = {
  name: 'Tia Glória',
  attending: true,
  companions: 2,
  companionNames: ['Tio Ruy', 'Prima Lia'],
  email: 'gloria@exemplo.com',
};
const now = new Date('2026-03-01T12:00:00Z');

describe('the guest confirmation e-mail', () => {
  it('gives a guest who is going the date, time, place, a maps link and the calendar file', () => {
    const result = rsvpGuestMail(going, null, event, now);
    expect(result?.key).toBe(guestMailKey(going));
    const mail = result?.mail;
    expect(mail?.to).toBe('gloria@exemplo.com');
    expect(mail?.subject).toBe('Presença confirmada - casamento de Lia & Caio');
    expect(mail?.text).toContain(
      'Olá, Tia Glória! Sua presença no casamento de Lia & Caio está confirmada, com 2 acompanhantes (Tio Ruy e Prima Lia).',
    );
    expect(mail?.text).toContain('Quando: 15 de maio de 2027, às 16h30');
    expect(mail?.text).toContain('Onde: Paróquia São José - Rua das Flores, 10 - São Paulo');
    const maps =
      'https://www.google.com/maps/dir/?api=1&destination=Rua%20das%20Flores%2C%2010%20-%20S%C3%A3o%20Paulo';
    expect(mail?.text).toContain(`Como chegar (Google Maps): ${maps}`);
    expect(mail?.text).toContain('https://noivos.nossosim.com.br/lia-e-caio');
    expect(mail?.html).toContain(`<a href="${maps.replaceAll('&', '&#38;')}"`);
    expect(mail?.html).toContain('>Como chegar (Google Maps)</a>');
    expect(mail?.attachments).toHaveLength(1);
    const [ics] = mail?.attachments ?? [];
    expect(ics?.filename).toBe('casamento-lia-e-caio.ics');
    expect(ics?.contentType).toBe('text/calendar; charset=utf-8; method=PUBLISH');
    expect(ics?.content).toContain('DTSTART:20270515T193000Z\r\n');
    expect(ics?.content).toContain('SUMMARY:Casamento de Lia & Caio\r\n');
  });

  it('thanks a guest who is not going, without a calendar file', () => {
    const mail = rsvpGuestMail(
      { ...going, attending: false, companions: 0, companionNames: [] },
      null,
      event,
      now,
    )?.mail;
    expect(mail?.subject).toBe('Resposta recebida - casamento de Lia & Caio');
    expect(mail?.text).toContain(
      'Olá, Tia Glória! Lia & Caio receberam sua resposta: você não poderá ir ao casamento. Obrigado por avisar!',
    );
    expect(mail?.attachments).toBeUndefined();
  });

  it('says what the couple has not set yet, and attaches nothing without a date', () => {
    const undated = weddingEvent(
      { id: 'w-2', slug: 'ana-e-leo', name1: 'Ana', name2: 'Leo', weddingDate: null },
      {},
      { baseHost: 'nossosim.com.br', protocol: 'https' },
    );
    const mail = rsvpGuestMail({ ...going, companions: 1, companionNames: [] }, null, undated, now)?.mail;
    expect(mail?.text).toContain('está confirmada, com 1 acompanhante.');
    expect(mail?.text).toContain('A data do casamento será informada pelos noivos no site.');
    expect(mail?.text).toContain('O local da cerimônia será informado pelos noivos no site.');
    expect(mail?.text).not.toContain('Como chegar');
    expect(mail?.attachments).toBeUndefined();
  });

  it('sends nothing without an address or for the answer already e-mailed, and again for a new one', () => {
    expect(rsvpGuestMail({ ...going, email: null }, null, event, now)).toBeNull();
    const key = guestMailKey(going);
    expect(rsvpGuestMail(going, key, event, now)).toBeNull();
    expect(rsvpGuestMail({ ...going, email: 'GLORIA@exemplo.com' }, key, event, now)).toBeNull();
    expect(rsvpGuestMail({ ...going, attending: false }, key, event, now)).not.toBeNull();
    expect(
      rsvpGuestMail({ ...going, companions: 1, companionNames: ['Tio Ruy'] }, key, event, now),
    ).not.toBeNull();
  });
});
