// The personal invitation page on the `noivos.` host, `/{slug}/convite/{code}`, and its form post.
// Anonymous: the code is the only key, so an unknown, revoked or other wedding's code is the same
// 404 as an unknown page, and guessing is limited per address (ADR 003, ADR 018).
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { todayIn } from '../../../shared/dates.ts';
import { brazilianPhone } from '../../../shared/guest-phone.ts';
import { originFor } from '../../../shared/hosts.ts';
import { answerProblem, invitationTexts, readInvitationForm } from '../../../shared/invitation.ts';
import { rsvpMessages } from '../../../shared/rsvp.ts';
import { answersOpen } from '../../../shared/wedding-events.ts';
import { errorCatalogue } from '../../http/errors.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { secretLinkLimits } from '../auth/rate-limits.ts';
import { noivosHost } from '../guest-site/guest-site-routes.ts';
import type { PublishedSite } from '../guest-site/page-cache/published-sites.ts';
import { encodingFor } from '../guest-site/page-cache/send-cached-page.ts';
import { isUnlocked, unlock } from '../guest-site/site-access.ts';
import { announce } from '../live/wedding-news.ts';
import { householdPicturePath } from '../stationery/household-picture-routes.ts';
import { householdReminderPhone, saveGuestReminder } from '../whatsapp/guest-reminders.ts';
import { compressed, type HouseholdPart, HouseholdParts } from './household-parts.ts';
import {
  fillInvitationSlots,
  renderInvitationBanner,
  renderInvitationPart,
  sharedInvitationPage,
  withHouseholdPicture,
} from './invitation-page.ts';
import {
  findInvitedHousehold,
  type InvitedHousehold,
  loadInvitation,
  markOpened,
} from './invitation-queries.ts';
import { CODE_PATTERN, invitationPath, rememberInvitation } from './remembered-invitation.ts';
import { saveInvitationAnswer } from './save-invitation-answer.ts';

const invitationParams = slugParams.extend({ code: z.string().max(80) });
const noticeQuery = z.object({
  resposta: z.string().max(20).optional(),
  motivo: z.string().max(20).optional(),
  whatsapp: z.string().max(20).optional(),
});

/** The outcome of "Lembretes pelo WhatsApp" after its post. */
function remindersNoticeOf(query: z.infer<typeof noticeQuery>) {
  if (query.whatsapp === 'ok') return { ok: true, message: invitationTexts.remindersSaved };
  if (query.whatsapp === 'erro') return { ok: false, message: rsvpMessages.whatsappPhone };
  return null;
}

const codeOf = (r: FastifyRequest) => (r.params as { code?: string }).code ?? '';

function noticeOf(
  query: z.infer<typeof noticeQuery>,
  household: InvitedHousehold,
): { ok: boolean; message: string } | null {
  if (query.resposta === 'ok') return { ok: true, message: invitationTexts.saved };
  if (query.resposta !== 'erro') return null;
  if (query.motivo === 'INCOMPLETE') return { ok: false, message: invitationTexts.answerAll };
  if (query.motivo === 'COMPANIONS')
    return { ok: false, message: rsvpMessages.tooManyCompanions(household.maxCompanions) };
  return { ok: false, message: errorCatalogue.VALIDATION.message };
}

export const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  // A family at one router opens a few links many times: a generous limit per address.
  const { preHandler, recordWrongKey } = secretLinkLimits(
    app,
    { name: 'convite-ip', max: 120 },
    'convite-codigo-erros-ip',
  );
  const siteUrl = (slug: string) =>
    `${originFor('noivos', app.config.baseHost, app.config.protocol)}/${slug}`;
  const today = () => todayIn();

  const notFound = (reply: FastifyReply) => sendNotFoundPage(reply, app.config);

  /** The site and the household a link opens, or null (the wrong code is counted). */
  async function opened(
    request: FastifyRequest,
    slug: string,
    code: string,
  ): Promise<{ site: PublishedSite; household: InvitedHousehold } | null> {
    const site = await app.publishedSites.find(slug);
    const household =
      site && CODE_PATTERN.test(code) ? await findInvitedHousehold(app.db, site.wedding.id, code) : null;
    if (!site || !household) {
      await recordWrongKey(request);
      return null;
    }
    return { site, household };
  }

  const parts = new HouseholdParts(app.config.pageCacheSeconds * 1000);

  /**
   * The household's page rendered now (null: the code opens nothing here); kept pages are
   * compressed once. Requests for a page being rendered wait for that render instead of repeating
   * it, so a page leaving the cache under load costs one render, not one per waiting guest.
   */
  async function renderHousehold(
    site: PublishedSite,
    slug: string,
    code: string,
    query: z.infer<typeof noticeQuery>,
    keep: boolean,
  ): Promise<HouseholdPart | null> {
    const { wedding } = site;
    const version = app.pageCache.version(wedding.id);
    const found = CODE_PATTERN.test(code) ? await findInvitedHousehold(app.db, wedding.id, code) : null;
    if (!found) return null;
    const [invitation, page] = await Promise.all([
      loadInvitation(app.db, found.id),
      sharedInvitationPage(app, site, siteUrl(slug)),
    ]);
    const part = renderInvitationPart({
      path: invitationPath(slug, code),
      household: { ...found, answeredAt: found.answeredAt?.toISOString() ?? null },
      ...invitation,
      deadline: wedding.rsvpDeadline,
      open: answersOpen(wedding.rsvpDeadline, today()),
      fallbackDate: site.couple.weddingDate,
      notice: noticeOf(query, found),
      reminders: app.whatsapp
        ? { phone: await householdReminderPhone(app, found.id), notice: remindersNoticeOf(query) }
        : null,
    });
    const banner = renderInvitationBanner({
      message: invitationTexts.pageBanner(found.name),
      linkLabel: invitationTexts.pageBannerLink,
      href: '#confirme-sua-presenca',
    });
    const rendered: HouseholdPart = {
      householdId: found.id,
      weddingId: wedding.id,
      body: Buffer.from(
        withHouseholdPicture(
          fillInvitationSlots(page, { banner, part }),
          siteUrl(slug),
          householdPicturePath(siteUrl(slug), code),
        ),
      ),
    };
    if (!keep) return rendered;
    const kept = await compressed(rendered);
    parts.store(code, version, app.pageCache.version(wedding.id), kept);
    return kept;
  }
  const rendering = new Map<string, Promise<HouseholdPart | null>>();
  function renderOnce(
    site: PublishedSite,
    slug: string,
    code: string,
    query: z.infer<typeof noticeQuery>,
    keep: boolean,
  ) {
    if (!keep) return renderHousehold(site, slug, code, query, keep);
    const key = `${site.wedding.id}:${code}`;
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderHousehold(site, slug, code, query, keep).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return pending;
  }

  app.get(
    '/:slug/convite/:code',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: invitationParams, querystring: noticeQuery },
      preHandler,
    },
    async (request, reply) => {
      const { slug, code } = request.params;
      const site = await app.publishedSites.find(slug);
      if (!site) {
        await recordWrongKey(request);
        return notFound(reply);
      }
      const { wedding } = site;
      // A notice after a post, or a site behind a password, is rendered for this request only.
      const keep = !request.query.resposta && !request.query.whatsapp && !wedding.sitePasswordHash;
      const cached = keep ? parts.get(code, (id) => app.pageCache.version(id)) : undefined;
      let household = cached?.weddingId === wedding.id ? cached : undefined;
      if (!household) {
        const rendered = CODE_PATTERN.test(code)
          ? await renderOnce(site, slug, code, request.query, keep)
          : null;
        if (!rendered) {
          await recordWrongKey(request);
          return notFound(reply);
        }
        household = rendered;
      }
      if (parts.shouldMarkOpened(household.householdId) && (await markOpened(app.db, household.householdId)))
        announce(app.jobs, wedding.id, 'invitation');
      rememberInvitation(request, reply, slug, code);
      // The link is the household's key: a site's password does not stand between it and its invitation.
      if (wedding.sitePasswordHash && !isUnlocked(request, wedding))
        unlock(request, reply, { id: wedding.id, sitePasswordHash: wedding.sitePasswordHash });
      reply
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .header('vary', 'accept-encoding')
        .type('text/html; charset=utf-8');
      // Kept pages go out already compressed, as the guest page does (no compression per request).
      const encoding = encodingFor(request.headers['accept-encoding']);
      const packed = encoding === 'br' ? household.br : encoding === 'gzip' ? household.gzip : undefined;
      if (encoding && packed) return reply.header('content-encoding', encoding).send(packed);
      return reply.send(household.body);
    },
  );

  // The form's post (with or without JavaScript): saved, then back to the page with the outcome.
  app.post(
    '/:slug/convite/:code',
    {
      constraints: { host: noivosHost },
      schema: { hide: true, params: invitationParams, body: z.record(z.string(), z.unknown()) },
      preHandler,
    },
    async (request, reply) => {
      const { slug, code } = request.params;
      const back = (query: string) =>
        reply.redirect(`${invitationPath(slug, code)}?${query}#confirme-sua-presenca`, 303);
      const found = await opened(request, slug, codeOf(request));
      if (!found) return notFound(reply);
      const { site, household } = found;
      // After the deadline only the couple changes answers (the page says so).
      if (!answersOpen(site.wedding.rsvpDeadline, today())) return back('resposta=encerrado');
      const parsed = readInvitationForm(request.body);
      if (!parsed.success) return back('resposta=erro&motivo=VALIDATION');
      const { members, events } = await loadInvitation(app.db, household.id);
      const memberIds = members.map((m) => m.id);
      const problem = answerProblem(
        parsed.data,
        household,
        memberIds,
        events.map((e) => e.id),
      );
      if (problem) return back(`resposta=erro&motivo=${problem}`);
      await saveInvitationAnswer(
        { db: app.db, jobs: app.jobs },
        site.wedding.id,
        household,
        memberIds,
        parsed.data,
      );
      // The household's part (kept in every process) shows the answer from now on.
      await app.siteChanged(site.wedding.id);
      return back('resposta=ok');
    },
  );

  // "Lembretes pelo WhatsApp": the household's number, kept until it answers SAIR.
  app.post(
    '/:slug/convite/:code/whatsapp',
    {
      constraints: { host: noivosHost },
      schema: {
        hide: true,
        params: invitationParams,
        body: z.record(z.string(), z.unknown()),
      },
      preHandler,
    },
    async (request, reply) => {
      const { slug, code } = request.params;
      const back = (query: string) =>
        reply.redirect(`${invitationPath(slug, code)}?whatsapp=${query}#lembretes-whatsapp`, 303);
      const found = await opened(request, slug, codeOf(request));
      if (!found || !app.whatsapp) return notFound(reply);
      const typed = request.body.telefone;
      const phone = typeof typed === 'string' && typed.length <= 40 ? typed : '';
      if (!brazilianPhone(phone)) return back('erro');
      await saveGuestReminder(app, {
        weddingId: found.site.wedding.id,
        name: found.household.name,
        phone,
        householdId: found.household.id,
      });
      // The household's part (kept in every process) shows the number from now on.
      await app.siteChanged(found.site.wedding.id);
      return back('ok');
    },
  );
};
