// `/{slug}/convite/{code}/convite.png` on the `noivos.` host: the household's invitation picture
// (square, with its name and the QR code of its link), the personal link's preview (og:image) on
// WhatsApp. Anonymous like the link itself: the code is the key, wrong codes are counted per
// address, and the picture is rendered once per content (the stationery cache).
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { secretLinkLimits } from '../auth/rate-limits.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import { findInvitedHousehold } from '../invitations/invitation-queries.ts';
import { CODE_PATTERN } from '../invitations/remembered-invitation.ts';
import { householdInvitation, stationeryWedding } from './stationery-service.ts';

export const householdPicturePath = (siteUrl: string, code: string) =>
  `${siteUrl}/convite/${code}/convite.png`;

export const householdPictureRoutes: FastifyPluginAsyncZod = async (app) => {
  const { preHandler, recordWrongKey } = secretLinkLimits(
    app,
    { name: 'convite-imagem-ip', max: 120 },
    'convite-imagem-erros-ip',
  );

  app.get(
    '/:slug/convite/:code/convite.png',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: slugParams.extend({ code: z.string().max(80) }) },
      preHandler,
    },
    async (request, reply) => {
      const { slug, code } = request.params;
      const site = await app.publishedSites.find(slug);
      const household =
        site && CODE_PATTERN.test(code) ? await findInvitedHousehold(app.db, site.wedding.id, code) : null;
      if (!site || !household) {
        await recordWrongKey(request);
        return sendNotFoundPage(reply, app.config);
      }
      const wedding = await stationeryWedding(app, site.wedding.id);
      const picture = await householdInvitation(app, wedding, household.id, 'quadrado');
      return reply
        .type(picture.type)
        .header('cache-control', 'private, max-age=600')
        .header('x-robots-tag', 'noindex')
        .send(picture.data);
    },
  );
};
