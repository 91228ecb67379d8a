// The dev outbox page: the 50 latest e-mails the app "sent" while no SMTP is configured.
import { desc } from 'drizzle-orm';
import { brandColours as c } from '../../../shared/brand-colours.ts';
import type { Db } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema.ts';
import { escapeHtml } from '../../http/escape-html.ts';

function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

type Attachment = (typeof outboxEmails.$inferSelect)['attachments'][number];

/** Each attached file by name, type and size, with its text to open (kept in development only). */
function attachmentsHtml(attachments: Attachment[]): string {
  if (attachments.length === 0) return '';
  const items = attachments
    .map((a) => {
      const label = `${escapeHtml(a.filename)} <span class="meta">(${escapeHtml(a.contentType.split(';')[0] ?? '')}, ${a.size} bytes)</span>`;
      return a.content === null
        ? `<li>${label}</li>`
        : `<li><details><summary>${label}</summary><pre>${escapeHtml(a.content)}</pre></details></li>`;
    })
    .join('');
  return `<h3>Anexos</h3><ul class="attachments">${items}</ul>`;
}

export async function outboxPage(db: Db): Promise<string> {
  const mails = await db
    .select({
      to: outboxEmails.to,
      subject: outboxEmails.subject,
      text: outboxEmails.text,
      attachments: outboxEmails.attachments,
      createdAt: outboxEmails.createdAt,
    })
    .from(outboxEmails)
    .orderBy(desc(outboxEmails.createdAt))
    .limit(50);
  const items = mails
    .map(
      (m) =>
        `<article><h2>${escapeHtml(m.subject)}</h2><p class="meta">Para ${escapeHtml(m.to)} · ${m.createdAt.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' })}</p><pre>${linkify(m.text)}</pre>${attachmentsHtml(m.attachments)}</article>`,
    )
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Caixa de saída (dev)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:${c.ink}}article{border:1px solid #eee;border-radius:12px;padding:16px;margin:16px 0}h2{margin:0;font-size:18px}.meta{color:${c.muted};font-size:13px}pre{white-space:pre-wrap;font-family:inherit}h3{font-size:14px;margin:12px 0 4px}.attachments{margin:0;padding-left:0;list-style:none}.attachments pre{font-family:ui-monospace,monospace;font-size:12px;background:#fafafa;padding:8px;border-radius:8px}</style></head>
<body><h1>Caixa de saída (desenvolvimento)</h1><p>E-mails gravados porque não há SMTP configurado (SMTP_URL). Os 50 mais recentes.</p>${items || '<p>Nenhum e-mail ainda.</p>'}</body></html>`;
}
