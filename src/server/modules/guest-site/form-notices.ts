// The no-JavaScript forms answer with a redirect: outcome and reason travel as short codes in the
// query string (never free text, so a link cannot put words on a couple's site) and are turned
// back into the same pt-BR messages the JSON API gives.
import type { z } from 'zod';
import type { GuestSiteData } from '../../../shared/guest-site-data.ts';
import { messageMessages, rsvpMessages } from '../../../shared/rsvp.ts';
import { errorCatalogue } from '../../http/errors.ts';

const formErrors: Record<string, string> = {
  RSVP_NAME: rsvpMessages.nameRequired,
  RSVP_NAMES: rsvpMessages.namesMismatch,
  RSVP_EMAIL: rsvpMessages.invalidEmail,
  RSVP_WHATSAPP: rsvpMessages.whatsappPhone,
  MESSAGE_NAME: messageMessages.nameRequired,
  MESSAGE_BODY: messageMessages.bodyRequired,
  MESSAGE_LONG: messageMessages.tooLong,
};

/** The code of the first validation problem, for the redirect back to the form. */
export function formErrorCode(error: z.ZodError): string {
  const message = error.issues[0]?.message;
  return Object.keys(formErrors).find((code) => formErrors[code] === message) ?? 'VALIDATION';
}

function reason(code: string | undefined): string {
  if (!code) return errorCatalogue.VALIDATION.message;
  return (
    formErrors[code] ??
    (errorCatalogue as Record<string, { message: string }>)[code]?.message ??
    errorCatalogue.VALIDATION.message
  );
}

export function noticeFromQuery(q: {
  rsvp?: string;
  recado?: string;
  motivo?: string;
}): GuestSiteData['notice'] {
  // "editar" reopens the guest's answer in the form: nothing to announce.
  if (q.rsvp && q.rsvp !== 'editar') {
    if (q.rsvp === 'erro') return { kind: 'rsvp', ok: false, message: reason(q.motivo) };
    if (q.rsvp === 'conferir') return { kind: 'rsvp', ok: true, message: rsvpMessages.keptForReview };
    return {
      kind: 'rsvp',
      ok: true,
      message: q.rsvp === 'nao' ? rsvpMessages.thanksNo : rsvpMessages.thanksYes,
    };
  }
  if (q.recado) {
    if (q.recado === 'erro') return { kind: 'recado', ok: false, message: reason(q.motivo) };
    return {
      kind: 'recado',
      ok: true,
      message: q.recado === 'pendente' ? messageMessages.pending : messageMessages.published,
    };
  }
  return null;
}
