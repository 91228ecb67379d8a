import { describe, expect, it } from 'vitest';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import { rsvpNotificationMail } from './rsvp-mail.ts';

const answer = (companionNames: string[]): RsvpInput => ({
  name: 'Tia Glória',
  attending: true,
  companions: companionNames.length,
  companionNames,
  phone: null,
  email: null,
  note: null,
});

describe("the couple's RSVP e-mail", () => {
  it('writes the companions out by their count', () => {
    const one = rsvpNotificationMail('casal@exemplo.com', answer(['Tio Ruy']), true, 'https://painel');
    expect(one.text).toContain('Tia Glória vai ao casamento com 1 acompanhante: Tio Ruy.');
    const two = rsvpNotificationMail('casal@exemplo.com', answer(['Tio Ruy', 'Lia']), true, 'https://painel');
    expect(two.text).toContain('Tia Glória vai ao casamento com 2 acompanhantes: Tio Ruy, Lia.');
    const alone = rsvpNotificationMail('casal@exemplo.com', answer([]), true, 'https://painel');
    expect(alone.text).toContain('Tia Glória vai ao casamento.');
  });
});
