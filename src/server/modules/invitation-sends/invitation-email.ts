// The e-mail a household gets from the platform on the couple's behalf: the couple's own message
// (their template, filled in), a button to its personal invitation, and the way to stop receiving
// these e-mails (a link in the small print and the List-Unsubscribe headers mail apps show).
import { fillTemplate, type SendKind, type TemplateValues } from '../../../shared/invitation-sends.ts';
import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';

/** `noivos.{host}/{slug}/descadastrar/{token}`: the household's page to stop receiving e-mails. */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/descadastrar/${token}`;
}

export function invitationMail(p: {
  to: string;
  kind: SendKind;
  template: string;
  values: TemplateValues;
  coupleNames: string;
  unsubscribeUrl: string;
}): Mail {
  const invite = p.kind === 'convite';
  const text = fillTemplate(p.template, p.values);
  const mail = composeMail({
    to: p.to,
    subject: invite
      ? `Convite: casamento de ${p.coupleNames}`
      : `Lembrete: confirme sua presença no casamento de ${p.coupleNames}`,
    title: invite ? `Vocês estão convidados, ${p.values.nome}!` : 'Falta a sua confirmação',
    lines: text
      .split(/\n{2,}/)
      .map((paragraph) => paragraph.trim())
      .filter(Boolean),
    action: { label: invite ? 'Abrir meu convite' : 'Confirmar presença', url: p.values.link },
    footer: {
      text: `Vocês recebem este e-mail porque ${p.coupleNames} os convidaram pelo Nosso Sim.`,
      link: { label: 'Não quero mais receber estes e-mails', url: p.unsubscribeUrl },
    },
  });
  return {
    ...mail,
    headers: {
      'List-Unsubscribe': `<${p.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
