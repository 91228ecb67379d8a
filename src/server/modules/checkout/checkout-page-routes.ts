// GET routes of the guest's checkout pages on the couples' host (`noivos.`).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noivosHost, slugParams } from '../guest-site/guest-site-routes.ts';
import { giftCheckoutPage, gravataCheckoutPage, paymentPage } from './checkout-pages.ts';

const tokenParams = slugParams.extend({ token: z.string().max(64) });

export const checkoutPageRoutes: FastifyPluginAsyncZod = async (app) => {
  const hidden = { constraints: { host: noivosHost } };

  app.get(
    '/:slug/presentes/:itemId',
    { ...hidden, schema: { hide: true, params: slugParams.extend({ itemId: z.string().max(40) }) } },
    (request, reply) => giftCheckoutPage(app, request, reply, request.params.slug, request.params.itemId),
  );

  app.get('/:slug/gravata', { ...hidden, schema: { hide: true, params: slugParams } }, (request, reply) =>
    gravataCheckoutPage(app, request, reply, request.params.slug),
  );

  app.get(
    '/:slug/pagamento/:token',
    { ...hidden, schema: { hide: true, params: tokenParams } },
    (request, reply) => paymentPage(app, request, reply, request.params.slug, request.params.token),
  );

  app.get(
    '/:slug/pagamento/:token/boleto',
    { ...hidden, schema: { hide: true, params: tokenParams } },
    (request, reply) => paymentPage(app, request, reply, request.params.slug, request.params.token, true),
  );
};
