import { describe, expect, it } from 'vitest';
import {
  answersOpen,
  rsvpSettingsBody,
  sectionEvents,
  weddingEventBody,
  weddingEventMessages,
} from './wedding-events.ts';

describe('answersOpen', () => {
  it('takes answers through the whole last day, and always without a deadline', () => {
    expect(answersOpen('2027-04-15', '2027-04-14')).toBe(true);
    expect(answersOpen('2027-04-15', '2027-04-15')).toBe(true);
    expect(answersOpen('2027-04-15', '2027-04-16')).toBe(false);
    expect(answersOpen(null, '2099-01-01')).toBe(true);
  });
});

describe('sectionEvents', () => {
  const events = [
    { name: 'Cerimônia religiosa' },
    { name: 'Festa' },
    { name: 'cerimonia civil' },
    { name: 'Chá de panela' },
  ];
  it('puts ceremonies (accents and case aside) under Cerimônia and the rest under Recepção', () => {
    expect(sectionEvents('cerimonia', events).map((e) => e.name)).toEqual([
      'Cerimônia religiosa',
      'cerimonia civil',
    ]);
    expect(sectionEvents('recepcao', events).map((e) => e.name)).toEqual(['Festa', 'Chá de panela']);
  });
  it('leaves a section without events when none fits it', () => {
    expect(sectionEvents('cerimonia', [{ name: 'Festa' }])).toEqual([]);
  });
});

describe('weddingEventBody', () => {
  it('stores empty texts as nothing and keeps the rest trimmed', () => {
    expect(
      weddingEventBody.parse({ name: ' Festa ', date: '', time: '', placeName: ' Casa ', mapsUrl: '' }),
    ).toEqual({
      name: 'Festa',
      date: null,
      time: null,
      placeName: 'Casa',
      address: null,
      mapsUrl: null,
      dressCode: null,
      notes: null,
      isPublic: true,
    });
  });
  it.each([
    [{ name: '' }, weddingEventMessages.nameRequired],
    [{ name: 'Festa', date: '2027-02-30' }, weddingEventMessages.dateInvalid],
    [{ name: 'Festa', time: '25:00' }, weddingEventMessages.timeInvalid],
    [{ name: 'Festa', mapsUrl: 'javascript:alert(1)' }, weddingEventMessages.mapsUrlInvalid],
  ])('refuses %o with its message', (input, message) => {
    expect(weddingEventBody.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('rsvpSettingsBody', () => {
  it('takes a mode and an optional real date', () => {
    expect(rsvpSettingsBody.parse({ rsvpMode: 'convite', rsvpDeadline: '' })).toEqual({
      rsvpMode: 'convite',
      rsvpDeadline: null,
    });
    expect(rsvpSettingsBody.safeParse({ rsvpMode: 'aberta', rsvpDeadline: '2027-13-01' }).success).toBe(
      false,
    );
  });
});
