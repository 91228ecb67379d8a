// GET routes of the guest's checkout pages on the couples' host (`noivos.`).
import { z } from 'zod';
import { routeModule } from '../../http/define-routes.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { giftCheckoutPage, gravataCheckoutPage, paymentPage } from './checkout-pages.ts';

const tokenParams = slugParams.extend({ token: z.string().max(64) });

export const checkoutPageRoutes = routeModule({ tags: ['checkout'] }, (route, app) => {
  const page = { hide: true, constraints: { host: noivosHost } } as const;

  route.get('/:slug/presentes/:itemId', {
    ...page,
    summary: 'Página de pagamento de um presente',
    params: slugParams.extend({ itemId: z.string().max(40) }),
    handler: (request, reply) =>
      giftCheckoutPage(app, request, reply, request.params.slug, request.params.itemId),
  });

  route.get('/:slug/gravata', {
    ...page,
    summary: 'Página de pagamento da gravata digital',
    params: slugParams,
    handler: (request, reply) => gravataCheckoutPage(app, request, reply, request.params.slug),
  });

  route.get('/:slug/pagamento/:token', {
    ...page,
    summary: 'Página de um pagamento, pelo link secreto do convidado',
    params: tokenParams,
    handler: (request, reply) => paymentPage(app, request, reply, request.params.slug, request.params.token),
  });

  route.get('/:slug/pagamento/:token/boleto', {
    ...page,
    summary: 'Boleto de um pagamento, pelo link secreto do convidado',
    params: tokenParams,
    handler: (request, reply) =>
      paymentPage(app, request, reply, request.params.slug, request.params.token, true),
  });
});
