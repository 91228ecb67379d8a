// The sandbox provider's own endpoints: the card tokenization the checkout page calls (as it would
// call a real PSP's), and the dev-only page `/dev/pagamentos` that lists its charges and transfers
// with buttons to pay, decline, refund or charge back. Both exist only where the sandbox does:
// development, or a staging host started with ALLOW_SANDBOX=true.
import { desc, inArray } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { brandColours as c } from '../../../../shared/brand-colours.ts';
import { formatBRL } from '../../../../shared/money.ts';
import { sandboxCharges, sandboxTransfers } from '../../../db/schema.ts';
import { defineRoutes } from '../../../http/define-routes.ts';
import { AppError } from '../../../http/errors.ts';
import { escapeHtml } from '../../../http/escape-html.ts';
import { limitedBy } from '../../auth/rate-limits.ts';
import { sandboxTestCards } from './sandbox-cards.ts';
import type { SandboxProvider } from './sandbox-provider.ts';

const actions = {
  pagar: { state: 'paid', label: 'Pagar' },
  recusar: { state: 'declined', label: 'Recusar' },
  estornar: { state: 'refunded', label: 'Estornar' },
  contestar: { state: 'chargeback', label: 'Contestar' },
} as const;
type Action = keyof typeof actions;

const statusWords: Record<string, string> = {
  pending: 'pendente',
  paid: 'pago',
  declined: 'recusado',
  refunded: 'estornado',
  expired: 'expirado',
  chargeback: 'contestado',
  done: 'pago',
  failed: 'falhou',
};

const when = (d: Date) => d.toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' });

export function sandboxRoutes(sandbox: SandboxProvider): FastifyPluginAsyncZod {
  return async (app) => {
    const tokenLimit = limitedBy(app, [
      { name: 'sandbox-token-cartao-ip', max: 30, window: 10 * 60_000, key: (r) => r.ip },
    ]);

    defineRoutes(app, { tags: ['payments'] }).post('/api/sandbox/card-tokens', {
      summary: 'Tokeniza um cartão de teste (provedor sandbox)',
      preHandler: tokenLimit,
      body: z.object({
        number: z.string().max(30),
        holderName: z.string().max(100),
        expiryMonth: z.string().max(2),
        expiryYear: z.string().max(4),
        cvv: z.string().max(4),
      }),
      reply: z.object({ token: z.string(), brand: z.string(), last4: z.string() }),
      handler: (request) => sandbox.tokenizeCard(request.body),
    });

    app.post(
      '/dev/pagamentos/:chargeId/:action',
      {
        schema: {
          hide: true,
          params: z.object({
            chargeId: z.string().max(60),
            action: z.enum(Object.keys(actions) as [Action]),
          }),
        },
      },
      async (request, reply) => {
        const { chargeId, action } = request.params;
        try {
          await sandbox.setChargeState(chargeId, actions[action].state);
        } catch {
          throw new AppError('NOT_FOUND');
        }
        if (request.headers.accept?.includes('application/json')) return reply.send({ ok: true });
        return reply.redirect('/dev/pagamentos', 303);
      },
    );

    app.get('/dev/pagamentos', { schema: { hide: true } }, async (_request, reply) => {
      const [charges, transfers] = await Promise.all([
        app.db.select().from(sandboxCharges).orderBy(desc(sandboxCharges.createdAt)).limit(50),
        app.db
          .select()
          .from(sandboxTransfers)
          .where(inArray(sandboxTransfers.status, ['pending', 'done', 'failed']))
          .orderBy(desc(sandboxTransfers.createdAt))
          .limit(20),
      ]);
      const button = (id: string, action: Action) =>
        `<form method="post" action="/dev/pagamentos/${escapeHtml(id)}/${action}"><button type="submit">${actions[action].label}</button></form>`;
      const rows = charges
        .map((ch) => {
          const view =
            ch.status === 'pending' && ch.expiresAt && ch.expiresAt <= new Date() ? 'expired' : ch.status;
          const buttons =
            view === 'pending'
              ? button(ch.id, 'pagar') + button(ch.id, 'recusar')
              : view === 'paid'
                ? button(ch.id, 'estornar') + button(ch.id, 'contestar')
                : '';
          const method =
            ch.method === 'card'
              ? `cartão ${ch.cardBrand ?? ''} •••• ${ch.cardLast4 ?? ''} (${ch.installments}x)`
              : ch.method === 'pix'
                ? 'PIX'
                : 'boleto';
          return `<tr><td>${escapeHtml(ch.description)}<br><small>${escapeHtml(ch.customerName)} · ${escapeHtml(ch.id)} · pedido ${escapeHtml(ch.externalReference)}</small></td><td>${escapeHtml(method)}</td><td>${formatBRL(ch.amountCents)}</td><td>${statusWords[view]}</td><td>${when(ch.createdAt)}</td><td class="actions">${buttons}</td></tr>`;
        })
        .join('');
      const transferRows = transfers
        .map(
          (t) =>
            `<tr><td>${escapeHtml(t.pixKey)}<br><small>${escapeHtml(t.id)}</small></td><td>${formatBRL(t.amountCents)}</td><td>${statusWords[t.status]}</td><td>${when(t.createdAt)}</td></tr>`,
        )
        .join('');
      const cards = sandboxTestCards
        .map(
          (card) =>
            `<li><code>${card.number.replace(/(\d{4})(?=\d)/g, '$1 ')}</code> ${card.brand}: ${card.outcome === 'approve' ? 'aprova' : 'recusa'}</li>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(`<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Pagamentos do sandbox (dev)</title>
<style>body{font-family:system-ui,sans-serif;max-width:1000px;margin:0 auto;padding:24px;color:${c.ink}}table{width:100%;border-collapse:collapse;margin:12px 0 32px}th,td{text-align:left;padding:8px;border-bottom:1px solid #e5e5e5;vertical-align:top}small{color:${c.muted}}.actions{display:flex;gap:6px;flex-wrap:wrap}button{background:${c.brandDark};color:#fff;border:0;border-radius:999px;padding:6px 14px;font:inherit;cursor:pointer}code{background:#f3f3f3;padding:2px 6px;border-radius:6px}</style></head>
<body><h1>Pagamentos do sandbox (desenvolvimento)</h1>
<p>O provedor sandbox faz o papel de um PSP: cada botão muda a cobrança e envia um webhook assinado à plataforma, como um provedor real faria.</p>
<h2>Cobranças</h2><table><thead><tr><th scope="col">Cobrança</th><th scope="col">Forma</th><th scope="col">Valor</th><th scope="col">Situação</th><th scope="col">Criada em</th><th scope="col">Ações</th></tr></thead><tbody>${rows || '<tr><td colspan="6">Nenhuma cobrança ainda.</td></tr>'}</tbody></table>
<h2>Transferências PIX (saques)</h2><table><thead><tr><th scope="col">Chave</th><th scope="col">Valor</th><th scope="col">Situação</th><th scope="col">Criada em</th></tr></thead><tbody>${transferRows || '<tr><td colspan="4">Nenhuma transferência ainda.</td></tr>'}</tbody></table>
<h2>Cartões de teste</h2><ul>${cards}</ul><p>Qualquer validade futura e qualquer CVV de 3 dígitos. Um saque para a chave <code>falha@sandbox.nossosim.com.br</code> falha.</p>
</body></html>`);
    });
  };
}
