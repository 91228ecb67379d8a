// The guest site on the `noivos.` host: the home, the gift list page, their password gate, the
// calendar and preview image, and "Site em preparação" for a site not yet published.
// What guests write (RSVP, messages) is in guest-forms-routes.ts.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { GuestSiteData } from '../../../shared/guest-site-data.ts';
import { originFor } from '../../../shared/hosts.ts';
import { invitationTexts } from '../../../shared/invitation.ts';
import { readSiteSettings } from '../../../shared/site.ts';
import { AppError } from '../../http/errors.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { verifyPassword } from '../auth/password-hash.ts';
import { limitedBy, outcomeLimits } from '../auth/rate-limits.ts';
import { fillInvitationSlots, renderInvitationBanner } from '../invitations/invitation-page.ts';
import { rememberedInvitation } from '../invitations/remembered-invitation.ts';
import { existingDeviceHash } from '../rsvp/rsvp-device.ts';
import { ownAnswer } from '../rsvp/rsvp-own-answer.ts';
import { allowIndexing, isSiteIndexable } from '../seo/guest-indexing.ts';
import { calendarFileName, loadWeddingEvent, weddingCalendarFile } from '../weddings/wedding-event.ts';
import { noticeFromQuery } from './form-notices.ts';
import { GIFTS_PER_PAGE, type GiftQuery, giftQuerySchema, homeGifts } from './load-gifts.ts';
import { findPublishedWedding, isSiteInPreparation, loadSiteData, mediaFileName } from './load-site.ts';
import { cardOgImage, coverOgImage } from './og-image.ts';
import { pageKey, sendCachedPage } from './page-cache/send-cached-page.ts';
import { renderPreparingHtml } from './preparing-page.ts';
import { siteQrSvg } from './qr-code.ts';
import { renderGiftListPage, renderGuestSite, renderPasswordGate } from './render-document.ts';
import { isUnlocked, unlock } from './site-access.ts';

const MINUTE = 60_000;
export const noivosHost = /^noivos\./;
const slugOf = (r: FastifyRequest) => (r.params as { slug: string }).slug;

/**
 * The site's home (with a form's outcome, this browser's RSVP, or the household whose personal
 * link this browser opened) or its gift list page.
 */
type SitePage =
  | {
      kind: 'home';
      notice: GuestSiteData['notice'];
      rsvpView: 'card' | 'edit' | null;
      remembered: { household: string; path: string } | null;
    }
  | { kind: 'gifts'; query: GiftQuery };

/** The gift list page's part of a query string, or null when it has none. */
function giftListQuery(query: GiftQuery): string | null {
  const params = new URLSearchParams();
  for (const name of ['lista', 'categoria', 'ordem', 'pagina'] as const) {
    const value = query[name];
    if (value) params.set(name, value);
  }
  return params.size ? params.toString() : null;
}

export const guestSiteRoutes: FastifyPluginAsyncZod = async (app) => {
  // Password guesses: per address and site (never the URL, whose query string is free to vary),
  // and wrong ones per site from every address together.
  const passwordTries = limitedBy(app, [
    { name: 'senha-site-ip', max: 20, window: 15 * MINUTE, key: (r) => `${r.ip}|${slugOf(r)}` },
  ]);
  const wrongPasswords = outcomeLimits(
    app,
    [{ name: 'senha-site-erros', max: 200, window: 60 * MINUTE, key: slugOf }],
    'RATE_LIMITED',
  );

  const origin = (kind: 'noivos' | 'painel') => originFor(kind, app.config.baseHost, app.config.protocol);
  const siteUrl = (slug: string) => `${origin('noivos')}/${slug}`;
  const ogImageUrl = (slug: string) => `${siteUrl(slug)}/og.png`;

  function notFound(reply: FastifyReply) {
    return sendNotFoundPage(reply, app.config);
  }

  /** Guests at the address of a site not yet published: a friendly page, never indexed. */
  function preparing(reply: FastifyReply) {
    return reply
      .header('cache-control', 'private, no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(renderPreparingHtml(app.config));
  }

  async function sendPage(request: FastifyRequest, reply: FastifyReply, slug: string, page: SitePage) {
    // A notice after a form post is one guest's; every other open page is the same for all.
    const personal = page.kind === 'home' && (page.notice || page.rsvpView);
    const key =
      personal || app.config.pageCacheSeconds === 0
        ? null
        : page.kind === 'home'
          ? pageKey(slug, {})
          : pageKey(`${slug}/presentes`, page.query);
    // A remembered invitation puts its greeting into the shared page, for this browser only.
    const remembered = page.kind === 'home' ? page.remembered : null;
    const greeting = remembered
      ? renderInvitationBanner({
          message: invitationTexts.homeBanner(remembered.household),
          linkLabel: invitationTexts.homeBannerLink,
          href: remembered.path,
        })
      : null;
    const sendGreeted = (html: string) =>
      reply
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(fillInvitationSlots(html, { banner: greeting ?? '' }));
    const hit = key ? app.pageCache.get(key) : undefined;
    // A household's greeting names it: that browser's page is never listed.
    if (hit?.indexable && !greeting) allowIndexing(reply);
    if (hit) return greeting ? sendGreeted(hit.html.toString('utf8')) : sendCachedPage(request, reply, hit);

    const found = await findPublishedWedding(app.db, slug);
    if (!found) {
      if (page.kind === 'home' && (await isSiteInPreparation(app.db, slug))) return preparing(reply);
      return notFound(reply);
    }
    const version = app.pageCache.version(found.wedding.id);
    const { data, passwordHash } = await loadSiteData(
      app.db,
      found,
      page.kind === 'home' ? homeGifts : { query: page.query, perPage: GIFTS_PER_PAGE },
    );
    // The gift list page exists while the site shows its gift section.
    if (page.kind === 'gifts' && !data.gifts) return notFound(reply);
    const rsvpView = page.kind === 'home' ? page.rsvpView : null;
    const device = rsvpView ? existingDeviceHash(request) : null;
    const ownRsvp = rsvpView
      ? {
          answer: device ? await ownAnswer(app.db, data.weddingId, device) : null,
          editing: rsvpView === 'edit',
        }
      : undefined;
    const notice = page.kind === 'home' ? page.notice : null;
    const site: GuestSiteData = {
      ...data,
      siteUrl: siteUrl(slug),
      notice,
      ownRsvp,
      whatsappReminders: app.whatsapp !== null,
    };
    if (!isUnlocked(request, { id: data.weddingId, sitePasswordHash: passwordHash })) {
      return reply
        .header('cache-control', 'private, no-cache')
        .type('text/html; charset=utf-8')
        .send(renderPasswordGate(site, ogImageUrl(slug), false));
    }
    // A form's outcome or this browser's answer is one guest's page: never listed.
    const indexable = isSiteIndexable(found.wedding) && !personal;
    const html =
      page.kind === 'home'
        ? renderGuestSite(site, ogImageUrl(slug), await siteQrSvg(site.siteUrl, site.design.colors.text), {
            indexable,
          })
        : renderGiftListPage(site, ogImageUrl(slug), { indexable });
    if (indexable && !greeting) allowIndexing(reply);
    // A site behind a password is only ever rendered for the browser that unlocked it.
    if (key && !passwordHash) {
      const stored = await app.pageCache.store(key, data.weddingId, version, html, indexable);
      return greeting ? sendGreeted(html) : sendCachedPage(request, reply, stored);
    }
    if (greeting) return sendGreeted(html);
    return reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);
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
          ...giftQuerySchema.shape,
        }),
      },
    },
    async (request, reply) => {
      const { slug } = request.params;
      // The gift filters lived on the home before the gift list page: old links land there.
      const giftQuery = giftListQuery(request.query);
      if (giftQuery) return reply.redirect(`/${slug}/presentes?${giftQuery}`, 301);
      const { rsvp } = request.query;
      const rsvpView = rsvp === 'editar' ? 'edit' : rsvp === 'sim' || rsvp === 'nao' ? 'card' : null;
      return sendPage(request, reply, slug, {
        kind: 'home',
        notice: noticeFromQuery(request.query),
        rsvpView,
        remembered: await rememberedInvitation(app.db, request, slug),
      });
    },
  );

  app.get(
    '/:slug/presentes',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: slugParams, querystring: giftQuerySchema },
    },
    (request, reply) =>
      sendPage(request, reply, request.params.slug, { kind: 'gifts', query: request.query }),
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
      preHandler: [passwordTries, wrongPasswords.check],
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
      await wrongPasswords.record(request);
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
      if (!found) return notFound(reply);
      if (!isUnlocked(request, found.wedding)) throw new AppError('SITE_LOCKED');
      const event = await loadWeddingEvent(app.db, found.wedding.id, app.config);
      const ics = event && weddingCalendarFile(event);
      if (!event || !ics) return notFound(reply);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${calendarFileName(event)}"`)
        .send(ics);
    },
  );

  app.get(
    '/:slug/og.png',
    { constraints: { host: noivosHost }, schema: { hide: true, params: slugParams } },
    async (request, reply) => {
      // Rendered once per change of the site, like its pages (a shared link makes many previews).
      const cached =
        app.config.pageCacheSeconds > 0 ? app.pageCache.getImage(request.params.slug) : undefined;
      if (cached)
        return reply.type(cached.type).header('cache-control', 'public, max-age=600').send(cached.data);
      const found = await findPublishedWedding(app.db, request.params.slug);
      if (!found) return notFound(reply);
      const version = app.pageCache.version(found.wedding.id);
      const settings = readSiteSettings(found.wedding.siteSettings);
      const { data } = await loadSiteData(app.db, found);
      let image: Buffer | null = null;
      // A password-protected site never shows its photos in a preview.
      if (settings.intro.coverMediaId && !found.wedding.sitePasswordHash) {
        const fileName = await mediaFileName(app.db, settings.intro.coverMediaId);
        const photo = fileName ? await app.files.read(fileName).catch(() => null) : null;
        if (photo) image = await coverOgImage(photo.data).catch(() => null);
      }
      let type = 'image/jpeg';
      if (!image) {
        image = await cardOgImage(data.design, `${data.name1} & ${data.name2}`, data.weddingDate);
        type = 'image/png';
      }
      if (app.config.pageCacheSeconds > 0)
        app.pageCache.storeImage(request.params.slug, found.wedding.id, version, { data: image, type });
      return reply.type(type).header('cache-control', 'public, max-age=600').send(image);
    },
  );
};
