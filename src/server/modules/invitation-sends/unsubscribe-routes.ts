// The household's "stop receiving" link, `noivos.{host}/{slug}/descadastrar/{token}`: the page asks,
// its button (or a mail app's one-click unsubscribe, RFC 8058) records the opt-out. Anonymous: the
// token is the only key, an unknown one is the site's 404, and guessing is limited per address.
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { renderNotFoundHtml } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { secretLinkLimits } from '../auth/rate-limits.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { findUnsubscribe, optOut, renderUnsubscribePage, unsubscribeTexts } from './unsubscribe.ts';

const params = slugParams.extend({ token: z.string().max(80) });

export const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preHandler, recordWrongKey } = secretLinkLimits(
    app,
    { name: 'descadastrar-ip', max: 30 },
    'descadastrar-erros-ip',
  );

  const page = (reply: FastifyReply, html: string, status = 200) =>
    reply
      .status(status)
      .header('cache-control', 'no-store')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(html);

  const path = '/:slug/descadastrar/:token';
  const options = {
    constraints: { host: noivosHost },
    schema: { hide: true, params },
    preHandler,
  } as const;

  app.get(path, options, async (request, reply) => {
    const found = await findUnsubscribe(app.db, request.params.token);
    if (!found) {
      await recordWrongKey(request);
      return page(reply, renderNotFoundHtml(app.config), 404);
    }
    if (found.optedOut)
      return page(reply, renderUnsubscribePage({ message: unsubscribeTexts.done(found.coupleNames) }));
    return page(
      reply,
      renderUnsubscribePage({
        message: unsubscribeTexts.ask(found.coupleNames),
        action: { path: request.url.split('?')[0]!, label: unsubscribeTexts.confirm },
      }),
    );
  });

  app.post(path, { ...options, schema: { ...options.schema, body: z.unknown() } }, async (request, reply) => {
    const found = await findUnsubscribe(app.db, request.params.token);
    if (!found) {
      await recordWrongKey(request);
      return page(reply, renderNotFoundHtml(app.config), 404);
    }
    await optOut(app.db, found.householdId);
    return page(reply, renderUnsubscribePage({ message: unsubscribeTexts.done(found.coupleNames) }));
  });
};
