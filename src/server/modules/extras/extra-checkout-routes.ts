// The couple pays an order on the guests' checkout (`/{slug}/servicos/{token}` on the couples'
// host): the same form, rules and limits as a gift, the order's secret link instead of the site's
// password, and the guest's payment page after it (PIX code, boleto, the card's outcome).
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createElement } from 'react';
import { z } from 'zod';
import { EXTRAS_PANEL_PATH } from '../../../shared/extras.ts';
import { originFor } from '../../../shared/hosts.ts';
import { checkoutMessages } from '../../../shared/payments/checkout.ts';
import { ExtraCheckoutPage } from '../../../web/guest/checkout/extra-checkout-page.tsx';
import { giftPayments, users } from '../../db/schema.ts';
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { limitedBy, MINUTE } from '../auth/rate-limits.ts';
import { chargeWithinLimits } from '../checkout/after-charge.ts';
import { checkoutFormProps, fieldErrors, readCheckoutForm } from '../checkout/checkout-form-state.ts';
import { checkoutLimits } from '../checkout/checkout-limits.ts';
import { type FormState, notFound, sitePage } from '../checkout/checkout-pages.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { findPublishedWedding } from '../guest-site/load-site.ts';
import { getSettings } from '../settings/service.ts';
import { createExtraPayment, extraItemName } from './create-extra-payment.ts';
import { concludedPaymentsOf } from './extra-order-states.ts';
import { type ExtraOrderRow, orderByToken } from './extra-orders.ts';

const params = slugParams.extend({ token: z.string().min(16).max(64) });

/** The order and its couple's site, when the link is whole and the site is up. */
async function findOrder(app: FastifyInstance, slug: string, token: string) {
  const found = await findPublishedWedding(app.db, slug);
  const order = found ? await orderByToken(app, token) : null;
  if (!found || !order || order.weddingId !== found.wedding.id) return null;
  return { found, order };
}

/** A paid (or paying) order's last payment page; the panel when there is none. */
async function afterPayment(app: FastifyInstance, slug: string, order: ExtraOrderRow): Promise<string> {
  const [last] = await app.db
    .select({ token: giftPayments.publicToken })
    .from(giftPayments)
    .where(concludedPaymentsOf(order.id))
    .orderBy(desc(giftPayments.createdAt))
    .limit(1);
  return last
    ? `/${slug}/pagamento/${last.token}`
    : `${originFor('painel', app.config.baseHost, app.config.protocol)}${EXTRAS_PANEL_PATH}`;
}

async function checkoutPage(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  token: string,
  state: FormState & { status?: number } = {},
) {
  const hit = await findOrder(app, slug, token);
  if (!hit) return notFound(app, reply);
  const { found, order } = hit;
  if (order.status !== 'aguardando_pagamento')
    return reply.redirect(await afterPayment(app, slug, order), 303);
  const [owner] = await app.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, found.wedding.coupleId));
  const checkout = checkoutFormProps({
    action: `/${slug}/servicos/${token}`,
    settings: await getSettings(app.db),
    feePayer: 'couple',
    provider: app.payments.provider,
    unitCents: order.priceCents,
    maxQuantity: 1,
    methods: ['pix', 'boleto', 'card'],
    purchase: true,
    ...state,
    values: state.values ?? { email: owner?.email ?? '', name: found.couple.name1 ?? '' },
  });
  const itemName = extraItemName(order);
  return sitePage(app, request, reply, found, {
    title: itemName,
    path: `/servicos/${token}`,
    status: state.status,
    ungated: true,
    body: createElement(ExtraCheckoutPage, {
      panelUrl: `${originFor('painel', app.config.baseHost, app.config.protocol)}${EXTRAS_PANEL_PATH}`,
      itemName,
      priceCents: order.priceCents,
      checkout,
    }),
  });
}

export const extraCheckoutRoutes = routeModule({ tags: ['checkout'] }, (route, app) => {
  const limits = checkoutLimits(app);
  const pageLimit = limitedBy(app, [
    { name: 'servicos-pagina-ip', max: 60, window: MINUTE, key: (r) => r.ip },
  ]);
  const postLimit = limitedBy(app, [
    { name: 'servicos-pagamento-ip', max: 20, window: 10 * MINUTE, key: (r) => r.ip },
  ]);
  const page = { hide: true, constraints: { host: noivosHost } } as const;

  route.get('/:slug/servicos/:token', {
    ...page,
    summary: 'Pagamento de um serviço adicional pelo casal',
    params,
    preHandler: pageLimit,
    handler: (request, reply) => checkoutPage(app, request, reply, request.params.slug, request.params.token),
  });

  route.post('/:slug/servicos/:token', {
    ...page,
    summary: 'Envia o pagamento de um serviço adicional (formulário)',
    params,
    body: z.record(z.string(), z.unknown()),
    preHandler: postLimit,
    handler: async (request, reply) => {
      const { slug, token } = request.params;
      const again = (state: FormState) =>
        checkoutPage(app, request, reply, slug, token, { ...state, status: 400 });
      const form = readCheckoutForm(request.body, {
        asksHolder: app.payments.provider.asksCardHolderAddress ?? false,
      });
      if (!form.parsed.success) {
        const errors = fieldErrors(form.parsed.error);
        return again({ values: form.values, errors, formError: Object.values(errors)[0] ?? null });
      }
      const hit = await findOrder(app, slug, token);
      if (!hit) return notFound(app, reply);
      const body = form.parsed.data;
      try {
        const { payment } = await chargeWithinLimits(app, limits, request, reply, body.method, (context) =>
          createExtraPayment(context, hit.order, body),
        );
        if (payment.status === 'recusado' && payment.method === 'card')
          return again({ values: form.values, formError: checkoutMessages.cardDeclined, newKey: true });
        return reply.redirect(`/${slug}/pagamento/${payment.publicToken}`, 303);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'EXTRA_NOT_PAYABLE')
          return reply.redirect(await afterPayment(app, slug, hit.order), 303);
        return again({ values: form.values, formError: err.message, newKey: err.code === 'PAYMENT_FAILED' });
      }
    },
  });
});
