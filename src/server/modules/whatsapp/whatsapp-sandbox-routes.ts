// The WhatsApp sandbox's dev page, `/dev/whatsapp` (development only: it lists people's numbers):
// the latest messages in and out as the phones would show them, buttons that report one read or
// failed, and a form that writes to the platform's number as a person would. Every action goes
// through the platform's own signed webhook, exactly as Meta's news would.
import { randomBytes } from 'node:crypto';
import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandColours as c } from '../../../shared/brand-colours.ts';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import { messageStatusLabels, whatsappPhone } from '../../../shared/whatsapp.ts';
import type { Db } from '../../db/client.ts';
import { whatsappMessages } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { escapeHtml } from '../../http/escape-html.ts';
import { byIp, limitedBy, MINUTE } from '../auth/rate-limits.ts';
import { postOwnWebhook } from './sandbox-statuses.ts';
import { incomingPayload, statusPayload } from './webhook-payload.ts';

const when = (d: Date) => d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

async function sandboxPage(db: Db): Promise<string> {
  const rows = await db.select().from(whatsappMessages).orderBy(desc(whatsappMessages.createdAt)).limit(50);
  const items = rows
    .map((m) => {
      const actions =
        m.direction === 'saida' && m.providerMessageId
          ? `<form method="post" action="/dev/whatsapp/status"><input type="hidden" name="id" value="${escapeHtml(m.providerMessageId)}"><input type="hidden" name="to" value="${m.phone}"><button name="status" value="read">Marcar como lida</button> <button name="status" value="failed">Marcar como falhou</button></form>`
          : '';
      const who = m.direction === 'saida' ? `Para ${phoneLabel(m.phone)}` : `De ${phoneLabel(m.phone)}`;
      return `<article class="${m.direction}"><p class="meta">${who} · ${escapeHtml(m.templateName ?? 'texto livre')} · ${messageStatusLabels[m.status]} · ${when(m.createdAt)}</p><pre>${escapeHtml(m.body)}</pre>${m.error ? `<p class="error">${escapeHtml(m.error)}</p>` : ''}${actions}</article>`;
    })
    .join('');
  return `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>WhatsApp sandbox (dev)</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:0 auto;padding:24px;color:${c.ink}}article{border:1px solid #eee;border-radius:12px;padding:12px 16px;margin:12px 0}article.entrada{background:#f3fbf3}.meta{color:${c.muted};font-size:13px;margin:0}pre{white-space:pre-wrap;font-family:inherit}.error{color:#a61b1b}label{display:block;margin:8px 0 4px}input[type=text],textarea{width:100%;box-sizing:border-box;padding:8px;font:inherit}button{font:inherit;padding:6px 12px;margin-top:8px}</style></head>
<body><h1>WhatsApp sandbox (desenvolvimento)</h1><p>Mensagens que a plataforma "enviou" e recebeu sem sair desta máquina. Um número terminado em 0000 nunca recebe.</p>
<form method="post" action="/dev/whatsapp/mensagem"><h2>Escrever para a plataforma</h2><label for="de">Celular de quem escreve</label><input type="text" id="de" name="de" value="(11) 98888-7777" required><label for="texto">Mensagem</label><textarea id="texto" name="texto" rows="2" required>como faço para sacar?</textarea><button>Enviar</button></form>
${items || '<p>Nenhuma mensagem ainda.</p>'}</body></html>`;
}

export const whatsappSandboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const limit = limitedBy(app, [{ name: 'whatsapp-sandbox-ip', max: 120, window: MINUTE, key: byIp }]);
  const back = (reply: { redirect: (url: string, code: 303) => unknown }) =>
    reply.redirect('/dev/whatsapp', 303);

  app.get('/dev/whatsapp', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(await sandboxPage(app.db)),
  );

  app.post(
    '/dev/whatsapp/mensagem',
    {
      preHandler: limit,
      schema: {
        hide: true,
        body: z.object({ de: whatsappPhone, texto: z.string().trim().min(1).max(1000) }),
      },
    },
    async (request, reply) => {
      const { de, texto } = request.body;
      const id = `wamid.sandbox.in.${randomBytes(10).toString('hex')}`;
      if ((await postOwnWebhook(app, incomingPayload(de, texto, id))) !== 200) throw new AppError('INTERNAL');
      return back(reply);
    },
  );

  app.post(
    '/dev/whatsapp/status',
    {
      preHandler: limit,
      schema: {
        hide: true,
        body: z.object({
          id: z.string().max(200),
          to: z.string().max(20),
          status: z.enum(['read', 'failed']),
        }),
      },
    },
    async (request, reply) => {
      const { id, to, status } = request.body;
      const error = status === 'failed' ? { code: 131026, title: 'Mensagem não entregue' } : undefined;
      if ((await postOwnWebhook(app, statusPayload(id, status, to, error))) !== 200)
        throw new AppError('INTERNAL');
      return back(reply);
    },
  );
};
