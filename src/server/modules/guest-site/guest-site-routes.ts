// The guest site on the `noivos.` host: the page, its password gate, calendar, preview image, and
// the RSVP and message forms (plain form posts that work without JavaScript, plus JSON twins).
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { hostFor, originFor } from '../../../shared/hosts.ts';
import { guestMessageBody, rsvpBody } from '../../../shared/rsvp.ts';
import { readSiteSettings } from '../../../shared/site.ts';
import type { GuestSiteData } from '../../../web/guest/guest-site-data.ts';
import { media } from '../../db/schema.ts';
import { AppError, errorCatalogue } from '../../http/errors.ts';
import { renderNotFoundHtml } from '../../http/not-found-html.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { limitedBy } from '../auth/rate-limits.ts';
import { postGuestMessage } from '../guest-messages/guest-message-service.ts';
import { submitRsvp } from '../rsvp/rsvp-service.ts';
import { weddingIcs } from './calendar.ts';
import { findPublishedWedding, loadSiteData } from './load-site.ts';
import { cardOgImage, coverOgImage } from './og-image.ts';
import { siteQrSvg } from './qr-code.ts';
import { renderGuestSite, renderPasswordGate } from './render-document.ts';
import { isUnlocked, requireUnlocked, unlock } from './site-access.ts';

const MINUTE = 60_000;
const noivosHost = /^noivos\./;
const slugParams = z.object({
  slug: z
    .string()
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/)
    .max(80),
});

export const guestSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (kind: 'noivos' | 'painel') => originFor(kind, app.config.baseHost, app.config.protocol);
  const siteUrl = (slug: string) => `${origin('noivos')}/${slug}`;
  const ogImageUrl = (slug: string) => `${siteUrl(slug)}/og.png`;

  async function published(slug: string) {
    const found = await findPublishedWedding(app.db, slug);
    if (!found) throw new AppError('SITE_NOT_FOUND');
    return found;
  }

  function notFound(reply: FastifyReply) {
    return reply.status(404).type('text/html; charset=utf-8').send(renderNotFoundHtml(app.config));
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    slug: string,
    notice: GuestSiteData['notice'],
  ) {
    const found = await findPublishedWedding(app.db, slug);
    if (!found) return notFound(reply);
    const { data, passwordHash } = await loadSiteData(app.db, found);
    const site: GuestSiteData = { ...data, siteUrl: siteUrl(slug), notice };
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8');
    if (!isUnlocked(request, { id: data.weddingId, sitePasswordHash: passwordHash })) {
      return reply.send(renderPasswordGate(site, ogImageUrl(slug), false));
    }
    const qr = await siteQrSvg(site.siteUrl, site.design.colors.text);
    return reply.send(renderGuestSite(site, ogImageUrl(slug), qr));
  }

  app.get(
    '/:slug',
    {
      constraints: { host: noivosHost },
      schema: {
        hide: true,
        params: slugParams,
        querystring: z.object({
          rsvp: z.string().optional(),
          recado: z.string().optional(),
          motivo: z.string().optional(),
        }),
      },
    },
    async (request, reply) => {
      const q = request.query;
      const reason =
        q.motivo && q.motivo in errorCatalogue
          ? errorCatalogue[q.motivo as keyof typeof errorCatalogue].message
          : null;
      const notice: GuestSiteData['notice'] = q.rsvp
        ? {
            kind: 'rsvp',
            ok: q.rsvp !== 'erro',
            message:
              q.rsvp === 'erro'
                ? (reason ?? 'Não foi possível enviar.')
                : q.rsvp === 'nao'
                  ? 'Resposta enviada. Obrigado por avisar os noivos!'
                  : 'Presença confirmada! Os noivos vão adorar ver você.',
          }
        : q.recado
          ? {
              kind: 'recado',
              ok: q.recado !== 'erro',
              message:
                q.recado === 'erro'
                  ? (reason ?? 'Não foi possível enviar.')
                  : q.recado === 'pendente'
                    ? 'Recado enviado! Ele aparece aqui assim que os noivos aprovarem.'
                    : 'Recado publicado! Obrigado pelo carinho.',
            }
          : null;
      return sendPage(request, reply, request.params.slug, notice);
    },
  );

  app.post(
    '/:slug/senha',
    {
      constraints: { host: noivosHost },
      schema: {
        hide: true,
        params: slugParams,
        body: z.object({ password: z.string().max(200).default('') }),
      },
      preHandler: limitedBy(app, [{ max: 20, window: 15 * MINUTE, key: (r) => `${r.ip}|${r.url}` }]),
    },
    async (request, reply) => {
      const found = await findPublishedWedding(app.db, request.params.slug);
      if (!found) return notFound(reply);
      const { wedding } = found;
      if (!wedding.sitePasswordHash) return reply.redirect(`/${request.params.slug}`, 303);
      if (await verifyPassword(wedding.sitePasswordHash, request.body.password)) {
        unlock(request, reply, { id: wedding.id, sitePasswordHash: wedding.sitePasswordHash });
        return reply.redirect(`/${request.params.slug}`, 303);
      }
      const { data } = await loadSiteData(app.db, found);
      return reply
        .status(401)
        .type('text/html; charset=utf-8')
        .send(
          renderPasswordGate(
            { ...data, siteUrl: siteUrl(request.params.slug) },
            ogImageUrl(request.params.slug),
            true,
          ),
        );
    },
  );

  app.get(
    '/:slug/agenda.ics',
    { constraints: { host: noivosHost }, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const found = await findPublishedWedding(app.db, request.params.slug);
      if (!found?.couple.weddingDate) return notFound(reply);
      if (!isUnlocked(request, found.wedding)) throw new AppError('SITE_LOCKED');
      const { data } = await loadSiteData(app.db, found);
      const ceremony = data.sections.find((s) => s.kind === 'cerimonia')?.content as
        | { place?: string; address?: string; time?: string; date?: string }
        | undefined;
      const ics = weddingIcs({
        uid: `${found.wedding.id}@${hostFor('noivos', app.config.baseHost)}`,
        title: `Casamento de ${data.name1} & ${data.name2}`,
        date: ceremony?.date || found.couple.weddingDate,
        time: ceremony?.time || undefined,
        location: [ceremony?.place, ceremony?.address].filter(Boolean).join(' - ') || undefined,
        description: `Site dos noivos: ${siteUrl(request.params.slug)}`,
        url: siteUrl(request.params.slug),
      });
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="casamento-${request.params.slug}.ics"`)
        .send(ics);
    },
  );

  app.get(
    '/:slug/og.png',
    { constraints: { host: noivosHost }, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      const found = await findPublishedWedding(app.db, request.params.slug);
      if (!found) return notFound(reply);
      const settings = readSiteSettings(found.wedding.siteSettings);
      const { data } = await loadSiteData(app.db, found);
      let image: Buffer | null = null;
      // A password-protected site never shows its photos in a preview.
      if (settings.intro.coverMediaId && !found.wedding.sitePasswordHash) {
        const [file] = await app.db
          .select({ fileName: media.fileName })
          .from(media)
          .where(eq(media.id, settings.intro.coverMediaId));
        if (file)
          image = await coverOgImage(path.join(app.config.uploadDir, file.fileName)).catch(() => null);
      }
      if (image) reply.type('image/jpeg');
      else {
        image = await cardOgImage(data.design, `${data.name1} & ${data.name2}`, data.weddingDate);
        reply.type('image/png');
      }
      return reply.header('cache-control', 'public, max-age=600').send(image);
    },
  );

  // Form posts (no JavaScript): answer with a redirect back to the section, with a notice.
  app.post(
    '/:slug/rsvp',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: slugParams, body: z.record(z.string(), z.unknown()) },
      preHandler: limitedBy(app, [{ max: 30, window: 10 * MINUTE, key: (r) => r.ip }]),
    },
    async (request, reply) => {
      const slug = request.params.slug;
      const b = request.body as Record<string, string | undefined>;
      const attending = b.attending !== 'nao';
      const names = (b.companionNames ?? '')
        .split(/\r?\n/)
        .map((n) => n.trim())
        .filter(Boolean);
      const back = (query: string) => reply.redirect(`/${slug}?${query}#confirme-sua-presenca`, 303);
      try {
        const found = await published(slug);
        requireUnlocked(request, found.wedding);
        const parsed = rsvpBody.safeParse({
          name: b.name ?? '',
          attending,
          companions: attending ? Number(b.companions || 0) : 0,
          companionNames: attending ? names : [],
          phone: b.phone,
          email: b.email,
          note: b.note,
        });
        if (!parsed.success)
          return back(
            `rsvp=erro&motivo=${parsed.error.issues[0]?.path.includes('companionNames') ? 'RSVP_NAMES' : 'VALIDATION'}`,
          );
        await submitRsvp(
          app.db,
          app.mailer,
          found.wedding.id,
          parsed.data,
          `${origin('painel')}/dashboard/convidados/presencas`,
        );
        return back(`rsvp=${attending ? 'sim' : 'nao'}`);
      } catch (err) {
        if (err instanceof AppError) {
          if (err.code === 'SITE_NOT_FOUND') return notFound(reply);
          if (err.code === 'SITE_LOCKED') return reply.redirect(`/${slug}`, 303);
          return back(`rsvp=erro&motivo=${err.code}`);
        }
        throw err;
      }
    },
  );

  app.post(
    '/:slug/recados',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: slugParams, body: z.record(z.string(), z.unknown()) },
      preHandler: limitedBy(app, [{ max: 10, window: 10 * MINUTE, key: (r) => r.ip }]),
    },
    async (request, reply) => {
      const slug = request.params.slug;
      const back = (query: string) => reply.redirect(`/${slug}?${query}#recados`, 303);
      const found = await findPublishedWedding(app.db, slug);
      if (!found) return notFound(reply);
      if (!isUnlocked(request, found.wedding)) return reply.redirect(`/${slug}`, 303);
      const parsed = guestMessageBody.safeParse(request.body);
      if (!parsed.success) return back('recado=erro&motivo=VALIDATION');
      const settings = readSiteSettings(found.wedding.siteSettings);
      const result = await postGuestMessage(
        app.db,
        found.wedding.id,
        parsed.data,
        settings.messagesRequireApproval,
      );
      return back(`recado=${result.status === 'pending' ? 'pendente' : 'ok'}`);
    },
  );

  // JSON twins used by the page's script; same rules, same gate.
  app.post(
    '/api/sites/:slug/rsvps',
    {
      schema: {
        tags: ['guest-site'],
        summary: 'Confirma presença (ou atualiza a resposta) num site publicado',
        params: slugParams,
        body: rsvpBody,
        response: { 200: z.object({ status: z.enum(['created', 'updated']), message: z.string() }) },
      },
      preHandler: limitedBy(app, [{ max: 30, window: 10 * MINUTE, key: (r) => r.ip }]),
    },
    async (request) => {
      const found = await published(request.params.slug);
      requireUnlocked(request, found.wedding);
      const result = await submitRsvp(
        app.db,
        app.mailer,
        found.wedding.id,
        request.body,
        `${origin('painel')}/dashboard/convidados/presencas`,
      );
      return { status: result.status, message: result.message };
    },
  );

  app.post(
    '/api/sites/:slug/messages',
    {
      schema: {
        tags: ['guest-site'],
        summary: 'Publica um recado no mural (ou o envia para aprovação)',
        params: slugParams,
        body: guestMessageBody,
        response: {
          201: z.object({
            status: z.enum(['published', 'pending']),
            message: z.string(),
            item: z
              .object({ id: z.string(), authorName: z.string(), body: z.string(), createdAt: z.string() })
              .nullable(),
          }),
        },
      },
      preHandler: limitedBy(app, [{ max: 10, window: 10 * MINUTE, key: (r) => r.ip }]),
    },
    async (request, reply) => {
      const found = await published(request.params.slug);
      requireUnlocked(request, found.wedding);
      const settings = readSiteSettings(found.wedding.siteSettings);
      return reply
        .status(201)
        .send(
          await postGuestMessage(app.db, found.wedding.id, request.body, settings.messagesRequireApproval),
        );
    },
  );
};
