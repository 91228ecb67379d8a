// The e-mail the couple gets for each RSVP.
import { plural } from '../../../shared/plural.ts';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import type { Mail } from '../mail/mailer.ts';

export function rsvpNotificationMail(to: string, rsvp: RsvpInput, created: boolean, panelUrl: string): Mail {
  const who = rsvp.name;
  const subject = created
    ? rsvp.attending
      ? `${who} confirmou presença no casamento`
      : `${who} não poderá ir ao casamento`
    : `${who} atualizou a resposta de presença`;
  const lines = [
    rsvp.attending
      ? `${who} vai ao casamento${rsvp.companions ? ` com ${plural(rsvp.companions, 'acompanhante', 'acompanhantes')}: ${rsvp.companionNames.join(', ')}` : ''}.`
      : `${who} não poderá ir.`,
    rsvp.note ? `Recado: "${rsvp.note}"` : '',
    `Veja todas as respostas em ${panelUrl}`,
  ].filter(Boolean);
  return { to, subject, text: `${lines.join('\n\n')}\n` };
}
