// What guests write on a site: RSVP and messages, as plain form posts that work without
// JavaScript (answered with a redirect and a notice) and as JSON twins for the page's script.
// Both paths share the same rules, the same password gate and the same rate limits.
import type { FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { guestMessageBody, type RsvpInput, rsvpAnswerSchema, rsvpBody } from '../../../shared/rsvp.ts';
import { rsvpForm } from '../../../shared/rsvp-form.ts';
import { readSiteSettings } from '../../../shared/site.ts';
import { AppError } from '../../http/errors.ts';
import { sendNotFoundPage } from '../../http/not-found-html.ts';
import { slugParams } from '../../http/route-schemas.ts';
import { limitedBy } from '../auth/rate-limits.ts';
import { postGuestMessage } from '../guest-messages/guest-message-service.ts';
import { existingDeviceHash, rsvpDeviceHash } from '../rsvp/rsvp-device.ts';
import { ownAnswer } from '../rsvp/rsvp-own-answer.ts';
import { submitRsvp } from '../rsvp/rsvp-service.ts';
import { RsvpWriter } from '../rsvp/rsvp-writer.ts';
import { saveGuestReminder } from '../whatsapp/guest-reminders.ts';
import { formErrorCode } from './form-notices.ts';
import { noivosHost } from './guest-site-routes.ts';
import type { PublishedSite } from './page-cache/published-sites.ts';
import { isUnlocked, requireUnlocked } from './site-access.ts';

const MINUTE = 60_000;

/** What a form post's handler gets: the request, the unlocked site and the redirect back. */
interface FormPost {
  request: FastifyRequest;
  reply: FastifyReply;
  found: PublishedSite;
  back: (query: string) => FastifyReply;
}

/** What the RSVP rules read of a published site. */
function rsvpSite({ wedding, hasInvitedList }: PublishedSite) {
  return { id: wedding.id, hasInvitedList, rsvpMode: wedding.rsvpMode, rsvpDeadline: wedding.rsvpDeadline };
}

export const guestFormsRoutes: FastifyPluginAsyncZod = async (app) => {
  // One limiter per kind of write, shared by the form and its JSON twin.
  const rsvpLimit = limitedBy(app, [{ name: 'rsvp-ip', max: 30, window: 10 * MINUTE, key: (r) => r.ip }]);
  const answerReads = limitedBy(app, [
    { name: 'rsvp-mine-ip', max: 120, window: 10 * MINUTE, key: (r) => r.ip },
  ]);
  const messageLimit = limitedBy(app, [
    { name: 'recado-ip', max: 10, window: 10 * MINUTE, key: (r) => r.ip },
  ]);

  const rsvpDeps = {
    db: app.db,
    jobs: app.jobs,
    writer: new RsvpWriter(app.db),
    answersChanged: (weddingId: string) => app.siteChanged(weddingId),
  };

  /** The answer, then the guest's yes to WhatsApp reminders, kept with the answer it came with. */
  async function answer(
    request: FastifyRequest,
    reply: FastifyReply,
    found: PublishedSite,
    input: RsvpInput,
  ) {
    const result = await submitRsvp(rsvpDeps, rsvpSite(found), input, rsvpDeviceHash(request, reply));
    if (input.whatsappReminders && input.phone && result.status !== 'conflict')
      await saveGuestReminder(app, {
        weddingId: found.wedding.id,
        name: input.name,
        phone: input.phone,
        rsvpId: result.id,
      });
    return result;
  }

  /** The published site a guest writes to, once its password gate lets this browser in. */
  async function unlockedSite(request: FastifyRequest<{ Params: { slug: string } }>) {
    const found = await app.publishedSites.find(request.params.slug);
    if (!found) throw new AppError('SITE_NOT_FOUND');
    requireUnlocked(request, found.wedding);
    return found;
  }

  /**
   * A form post (no JavaScript) to a published site, answered with a redirect back to the section
   * (`#anchor`) with a notice: an unknown site gets the not-found page, a locked one its password page.
   */
  function formPost(
    path: string,
    anchor: string,
    preHandler: preHandlerHookHandler,
    handle: (post: FormPost) => Promise<FastifyReply>,
  ) {
    app.post(
      path,
      {
        constraints: { host: noivosHost },
        schema: { hide: true, params: slugParams, body: z.record(z.string(), z.unknown()) },
        preHandler,
      },
      async (request, reply) => {
        const slug = request.params.slug;
        const found = await app.publishedSites.find(slug);
        if (!found) return sendNotFoundPage(reply, app.config);
        if (!isUnlocked(request, found.wedding)) return reply.redirect(`/${slug}`, 303);
        const back = (query: string) => reply.redirect(`/${slug}?${query}#${anchor}`, 303);
        return handle({ request, reply, found, back });
      },
    );
  }

  formPost('/:slug/rsvp', 'confirme-sua-presenca', rsvpLimit, async ({ request, reply, found, back }) => {
    try {
      const parsed = rsvpForm.safeParse(request.body);
      if (!parsed.success) return back(`rsvp=erro&motivo=${formErrorCode(parsed.error)}`);
      const result = await answer(request, reply, found, parsed.data);
      if (result.status === 'conflict') return back('rsvp=conferir');
      return back(`rsvp=${parsed.data.attending ? 'sim' : 'nao'}`);
    } catch (err) {
      if (err instanceof AppError) return back(`rsvp=erro&motivo=${err.code}`);
      throw err;
    }
  });

  formPost('/:slug/recados', 'recados', messageLimit, async ({ request, found, back }) => {
    const parsed = guestMessageBody.safeParse(request.body);
    if (!parsed.success) return back(`recado=erro&motivo=${formErrorCode(parsed.error)}`);
    const settings = readSiteSettings(found.wedding.siteSettings);
    const result = await postGuestMessage(
      app,
      found.wedding.id,
      parsed.data,
      settings.messagesRequireApproval,
    );
    return back(`recado=${result.status === 'pending' ? 'pendente' : 'ok'}`);
  });

  // JSON twins used by the page's script; same rules, same gate.
  app.post(
    '/api/sites/:slug/rsvps',
    {
      schema: {
        tags: ['guest-site'],
        summary: 'Confirma presença (ou atualiza a resposta) num site publicado',
        params: slugParams,
        body: rsvpBody,
        response: {
          200: z.object({
            status: z.enum(['created', 'updated', 'conflict']),
            message: z.string(),
            answer: rsvpAnswerSchema.nullable(),
          }),
        },
      },
      preHandler: rsvpLimit,
    },
    async (request, reply) => {
      const found = await unlockedSite(request);
      const result = await answer(request, reply, found, request.body);
      return { status: result.status, message: result.message, answer: result.answer };
    },
  );

  // The answer this browser gave, for the confirmation card a reload shows (the page itself is cached).
  app.get(
    '/api/sites/:slug/rsvps/mine',
    {
      schema: {
        tags: ['guest-site'],
        summary: 'A resposta de presença dada por este navegador, se houver',
        params: slugParams,
        response: { 200: z.object({ answer: rsvpAnswerSchema.nullable() }) },
      },
      preHandler: answerReads,
    },
    async (request) => {
      const found = await unlockedSite(request);
      const device = existingDeviceHash(request);
      return { answer: device ? await ownAnswer(app.db, found.wedding.id, device) : null };
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
      preHandler: messageLimit,
    },
    async (request, reply) => {
      const found = await unlockedSite(request);
      const settings = readSiteSettings(found.wedding.siteSettings);
      return reply
        .status(201)
        .send(await postGuestMessage(app, found.wedding.id, request.body, settings.messagesRequireApproval));
    },
  );
};
