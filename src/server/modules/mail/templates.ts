// The e-mails accounts send, in pt-BR, as text and simple HTML.
import { brandColours as c } from '../../../shared/brand-colours.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import type { Mail } from './mailer.ts';

/** A link of its own in the e-mail's text ("Como chegar (Google Maps)"), beside the one button. */
export interface MailLink {
  label: string;
  url: string;
}

type MailLine = string | MailLink;

/** Small print under the card: a sentence and its link (how to stop receiving these e-mails). */
export interface MailFooter {
  text: string;
  link: MailLink;
}

function lineHtml(line: MailLine): string {
  const html =
    typeof line === 'string'
      ? escapeHtml(line)
      : `<a href="${escapeHtml(line.url)}" style="color:${c.brandDark};font-weight:bold">${escapeHtml(line.label)}</a>`;
  return `<p style="margin:0 0 16px;line-height:1.6">${html}</p>`;
}

function lineText(line: MailLine): string {
  return typeof line === 'string' ? line : `${line.label}: ${line.url}`;
}

function layout(title: string, lines: MailLine[], action: MailLink, footer?: MailFooter): string {
  const body = lines.map(lineHtml).join('');
  const small = footer
    ? `<p style="text-align:center;font-size:12px;color:${c.muted}">${escapeHtml(footer.text)} <a href="${escapeHtml(footer.link.url)}" style="color:${c.muted}">${escapeHtml(footer.link.label)}</a></p>`
    : '';
  return `<!doctype html><html lang="pt-BR"><body style="margin:0;background:${c.brandSoft};font-family:Arial,sans-serif;color:${c.ink}">
<div style="max-width:520px;margin:0 auto;padding:32px 24px"><div style="background:#fff;border-radius:16px;padding:32px">
<h1 style="font-family:Georgia,serif;color:${c.brandDark};font-size:24px;margin:0 0 20px">${escapeHtml(title)}</h1>${body}
<p style="margin:24px 0"><a href="${escapeHtml(action.url)}" style="background:${c.brandDark};color:#fff;padding:12px 24px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>
<p style="font-size:12px;color:${c.muted};word-break:break-all">${escapeHtml(action.url)}</p></div>
${small}<p style="text-align:center;font-size:12px;color:${c.muted}">Nosso Sim · criando memórias desde 2025</p></div></body></html>`;
}

/**
 * An e-mail in the platform's look: a title, paragraphs (or links), one button and optional small
 * print, as HTML and plain text.
 */
export function composeMail(m: {
  to: string;
  subject: string;
  title: string;
  lines: MailLine[];
  action: MailLink;
  footer?: MailFooter;
}): Mail {
  const footer = m.footer ? `\n--\n${m.footer.text} ${m.footer.link.label}: ${m.footer.link.url}\n` : '';
  return {
    to: m.to,
    subject: m.subject,
    text: `${m.title}\n\n${m.lines.map(lineText).join('\n\n')}\n\n${m.action.label}: ${m.action.url}\n${footer}`,
    html: layout(m.title, m.lines, m.action, m.footer),
  };
}

export function passwordResetMail(to: string, url: string): Mail {
  return composeMail({
    to,
    subject: 'Redefina sua senha - Nosso Sim',
    title: 'Redefinição de senha',
    lines: [
      'Recebemos um pedido para redefinir a senha da sua conta no Nosso Sim.',
      'O link abaixo vale por 1 hora e só pode ser usado uma vez. Se você não pediu, ignore este e-mail: sua senha continua a mesma.',
    ],
    action: { label: 'Redefinir senha', url },
  });
}

export function verifyEmailMail(to: string, url: string): Mail {
  return composeMail({
    to,
    subject: 'Confirme seu e-mail - Nosso Sim',
    title: 'Confirme seu e-mail',
    lines: [
      'Que alegria ter vocês no Nosso Sim! Confirme seu e-mail para proteger sua conta.',
      'A confirmação será necessária para sacar os presentes recebidos.',
    ],
    action: { label: 'Confirmar e-mail', url },
  });
}
