// The guest's own e-mail after answering on the site, when they gave an address: going, the date,
// time and place with a "Como chegar" link and the `.ics` for their calendar; not going, a short
// thank-you without it. One e-mail per answer: the answer's digest is kept on its row
// (guest_mail_key), so the same answer sent again (a double tap, a replayed form) e-mails nothing.
import { createHash } from 'node:crypto';
import { formatDateLong } from '../../../shared/dates.ts';
import { directionsLinks } from '../../../shared/directions.ts';
import { guestTexts } from '../../../shared/guest-texts.ts';
import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';
import {
  calendarFileName,
  eventLocation,
  type WeddingEvent,
  weddingCalendarFile,
} from '../weddings/wedding-event.ts';

export interface GuestAnswer {
  name: string;
  attending: boolean;
  companions: number;
  companionNames: string[];
  email: string | null;
}

/** What the guest's e-mail says about their answer, as a short digest. */
export function guestMailKey(answer: GuestAnswer): string {
  const said = [
    answer.email?.toLowerCase() ?? '',
    answer.name,
    answer.attending,
    answer.companions,
    answer.companionNames,
  ];
  return createHash('sha256').update(JSON.stringify(said)).digest('base64url').slice(0, 22);
}

const names = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

function companionsText(answer: GuestAnswer): string {
  if (answer.companions === 0) return '';
  const who = answer.companionNames.filter(Boolean);
  const count = guestTexts.rsvpCardCompanions(answer.companions);
  return who.length ? `, com ${count} (${names.format(who)})` : `, com ${count}`;
}

/** "15 de maio de 2027, às 16h00" */
function whenText(event: WeddingEvent): string | null {
  if (!event.date) return null;
  return `${formatDateLong(event.date)}${event.time ? `, às ${event.time.replace(':', 'h')}` : ''}`;
}

const siteAction = (event: WeddingEvent) => ({ label: 'Visitar o site dos noivos', url: event.siteUrl });

function declinedMail(to: string, answer: GuestAnswer, event: WeddingEvent): Mail {
  return composeMail({
    to,
    subject: `Resposta recebida - casamento de ${event.coupleNames}`,
    title: 'Obrigado por avisar',
    lines: [
      `Olá, ${answer.name}! ${event.coupleNames} receberam sua resposta: você não poderá ir ao casamento. Obrigado por avisar!`,
      'Se os planos mudarem, é só responder de novo pelo site dos noivos.',
    ],
    action: siteAction(event),
  });
}

function confirmedMail(to: string, answer: GuestAnswer, event: WeddingEvent, now: Date): Mail {
  const when = whenText(event);
  const where = eventLocation(event);
  const ics = weddingCalendarFile(event, now);
  const maps = event.address || event.place ? directionsLinks(event.address || event.place).google : null;
  const lines = [
    `Olá, ${answer.name}! Sua presença no casamento de ${event.coupleNames} está confirmada${companionsText(answer)}.`,
    when ? `Quando: ${when}` : 'A data do casamento será informada pelos noivos no site.',
    where ? `Onde: ${where}` : 'O local da cerimônia será informado pelos noivos no site.',
    ...(maps ? [{ label: guestTexts.directionsGoogle, url: maps }] : []),
    ...(ics
      ? [
          `O convite para a sua agenda está em anexo (${calendarFileName(event)}): abra o arquivo para salvar a data.`,
        ]
      : []),
  ];
  const mail = composeMail({
    to,
    subject: `Presença confirmada - casamento de ${event.coupleNames}`,
    title: 'Presença confirmada!',
    lines,
    action: siteAction(event),
  });
  if (!ics) return mail;
  return {
    ...mail,
    attachments: [
      {
        filename: calendarFileName(event),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: ics,
      },
    ],
  };
}

/**
 * The e-mail this answer gets the guest, with its digest; null without an address or when the guest
 * was already e-mailed about this very answer (`sentKey`).
 */
export function rsvpGuestMail(
  answer: GuestAnswer,
  sentKey: string | null,
  event: WeddingEvent,
  now = new Date(),
): { mail: Mail; key: string } | null {
  if (!answer.email) return null;
  const key = guestMailKey(answer);
  if (key === sentKey) return null;
  const mail = answer.attending
    ? confirmedMail(answer.email, answer, event, now)
    : declinedMail(answer.email, answer, event);
  return { mail, key };
}
