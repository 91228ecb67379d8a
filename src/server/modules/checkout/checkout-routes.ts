// The guest's payments: starting one (the JSON API, and the checkout pages' form posts that work
// without JavaScript, sharing one rule and one rate limit), and reading one back by its secret
// token (the page a guest's e-mail links to polls it).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type CheckoutBody, checkoutBody, checkoutMessages } from '../../../shared/payments/checkout.ts';
import { paymentViewSchema } from '../../../shared/payments/payment-view.ts';
import { defineRoutes } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { limitedBy } from '../auth/rate-limits.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { findPublishedWedding } from '../guest-site/load-site.ts';
import { requireUnlocked } from '../guest-site/site-access.ts';
import { createGiftPayment } from '../payments/create-payment.ts';
import { paymentByToken, toPaymentView } from '../payments/payment-view.ts';
import { chargeWithinLimits } from './after-charge.ts';
import { fieldErrors, readCheckoutForm } from './checkout-form-state.ts';
import { type CheckoutLimits, checkoutLimits } from './checkout-limits.ts';
import { type FormState, giftCheckoutPage, gravataCheckoutPage, notFound } from './checkout-pages.ts';

const MINUTE = 60_000;

/** One checkout, whichever way it came: the payment, created once per key, and its notices. */
async function startCheckout(
  app: FastifyInstance,
  limits: CheckoutLimits,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CheckoutBody,
) {
  const found = await findPublishedWedding(app.db, (request.params as { slug: string }).slug);
  if (!found) throw new AppError('SITE_NOT_FOUND');
  requireUnlocked(request, found.wedding);
  const { payment, created } = await chargeWithinLimits(app, limits, request, reply, body.method, (context) =>
    createGiftPayment(context, found.wedding, body),
  );
  return { found, payment, created };
}

export const checkoutRoutes: FastifyPluginAsyncZod = async (app) => {
  const limits = checkoutLimits(app);
  const checkoutLimit = limitedBy(app, [
    { name: 'pagamento-ip', max: 20, window: 10 * MINUTE, key: (r) => r.ip },
  ]);

  app.post(
    '/api/sites/:slug/payments',
    {
      preHandler: checkoutLimit,
      schema: {
        tags: ['payments'],
        summary: 'Inicia o pagamento de um presente (PIX, boleto ou cartão)',
        params: z.object({ slug: z.string().max(120) }),
        body: checkoutBody,
        response: { 201: paymentViewSchema, 200: paymentViewSchema },
      },
    },
    async (request, reply) => {
      const { found, payment, created } = await startCheckout(app, limits, request, reply, request.body);
      if (payment.status === 'recusado' && payment.method === 'card') throw new AppError('CARD_DECLINED');
      const names = `${found.couple.name1 ?? ''} & ${found.couple.name2 ?? ''}`;
      return reply.status(created ? 201 : 200).send(toPaymentView(payment, names, found.wedding.slug));
    },
  );

  // The checkout pages' forms: a redirect to the payment's page, or the form again with its errors.
  async function formPost(
    request: FastifyRequest,
    reply: Parameters<typeof giftCheckoutPage>[2],
    slug: string,
    itemId: string | undefined,
  ) {
    const again = (state: FormState) =>
      itemId
        ? giftCheckoutPage(app, request, reply, slug, itemId, { ...state, status: 400 })
        : gravataCheckoutPage(app, request, reply, slug, { ...state, status: 400 });
    const form = readCheckoutForm(request.body as Record<string, unknown>, {
      itemId,
      asksHolder: app.payments.provider.asksCardHolderAddress ?? false,
    });
    if (!itemId && form.values.method !== 'pix') form.values.method = 'pix';
    if (!form.parsed.success) {
      const errors = fieldErrors(form.parsed.error);
      return again({ values: form.values, errors, formError: Object.values(errors)[0] ?? null });
    }
    try {
      const { payment } = await startCheckout(app, limits, request, reply, form.parsed.data);
      if (payment.status === 'recusado' && payment.method === 'card')
        return again({ values: form.values, formError: checkoutMessages.cardDeclined, newKey: true });
      return reply.redirect(`/${slug}/pagamento/${payment.publicToken}`, 303);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      if (err.code === 'SITE_NOT_FOUND') return notFound(app, reply);
      if (err.code === 'SITE_LOCKED') return reply.redirect(`/${slug}`, 303);
      // An amount out of bounds is the amount field's refusal, shown on it like a validation error.
      if (err.code === 'AMOUNT_INVALID')
        return again({ values: form.values, errors: { amount: err.message }, formError: err.message });
      return again({ values: form.values, formError: err.message, newKey: err.code === 'PAYMENT_FAILED' });
    }
  }

  app.post(
    '/:slug/presentes/:itemId',
    {
      constraints: { host: noivosHost },
      preHandler: checkoutLimit,
      schema: {
        hide: true,
        params: slugParams.extend({ itemId: z.string().max(40) }),
        body: z.record(z.string(), z.unknown()),
      },
    },
    (request, reply) => formPost(request, reply, request.params.slug, request.params.itemId),
  );

  app.post(
    '/:slug/gravata',
    {
      constraints: { host: noivosHost },
      preHandler: checkoutLimit,
      schema: { hide: true, params: slugParams, body: z.record(z.string(), z.unknown()) },
    },
    (request, reply) => formPost(request, reply, request.params.slug, undefined),
  );

  defineRoutes(app, { tags: ['payments'] }).get('/api/payments/:token', {
    summary: 'Um pagamento, pelo link secreto do convidado',
    params: z.object({ token: z.string().min(16).max(64) }),
    reply: paymentViewSchema,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return (await paymentByToken(app.db, request.params.token)).view;
    },
  });
};
