// The sign-up wizard's endpoints (SPEC 2.3): pre-check, step 1, step 2 and step 3.
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authMessages } from '../../../shared/auth/messages.ts';
import {
  coupleProfileBody,
  precheckBody,
  precheckReply,
  redirectReply,
  signUpCompleteBody,
  signUpStartBody,
} from '../../../shared/auth/schemas.ts';
import { originFor } from '../../../shared/hosts.ts';
import { AppError } from '../../http/errors.ts';
import { ok, okReply } from '../../http/route-schemas.ts';
import { sendVerificationEmail } from './email-verification-service.ts';
import { handoffUrl } from './handoff.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import type { CurrentSession } from './sessions.ts';
import { createSession, setSessionCookie } from './sessions.ts';
import { completeSignUp, emailExists, saveCoupleProfile, startSignUp } from './sign-up-service.ts';

/** Steps 2 and 3 belong to the browser that did step 1: its session, on an account with no password yet. */
async function requireUnfinishedSignUp(request: FastifyRequest): Promise<CurrentSession> {
  const session = await request.session();
  if (session?.user.role !== 'couple') throw new AppError('UNAUTHENTICATED', authMessages.userNotIdentified);
  if (session.user.hasPassword) throw new AppError('SIGNUP_FINISHED');
  return session;
}

export const signUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/pre-check',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'Diz se o e-mail já tem conta',
        body: precheckBody,
        response: { 200: precheckReply },
      },
      preHandler: limitedBy(app, authLimits.precheck),
    },
    async (request) => ({ exists: await emailExists(app.db, request.body.email) }),
  );

  app.post(
    '/api/signup/start',
    {
      schema: {
        tags: ['sign-up'],
        summary: 'Passo 1: cria a conta',
        body: signUpStartBody,
        response: { 201: okReply },
      },
      preHandler: limitedBy(app, authLimits.signUp),
    },
    async (request, reply) => {
      const current = await request.session();
      const unfinished =
        current && current.user.role === 'couple' && !current.user.hasPassword ? current : null;
      const { userId } = await startSignUp(app.db, {
        email: request.body.email,
        ip: request.ip,
        unfinishedUserId: unfinished?.user.id,
      });
      if (!unfinished || unfinished.user.id !== userId) {
        const session = await createSession(app.db, userId, {
          adminSessionHours: app.config.adminSessionHours,
          ip: request.ip,
          userAgent: request.headers['user-agent'],
        });
        setSessionCookie(request, reply, session.id);
      }
      return reply.status(201).send(ok);
    },
  );

  app.put(
    '/api/signup/profile',
    {
      config: { access: requireUnfinishedSignUp },
      schema: {
        tags: ['sign-up'],
        summary: 'Passo 2: dados do casal',
        body: coupleProfileBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      const session = await requireUnfinishedSignUp(request);
      await saveCoupleProfile(app.db, session.user.id, request.body, { advanceTo: 2 });
      return ok;
    },
  );

  app.post(
    '/api/signup/complete',
    {
      config: { access: requireUnfinishedSignUp },
      schema: {
        tags: ['sign-up'],
        summary: 'Passo 3: senha, telefone e criação do casamento',
        body: signUpCompleteBody,
        response: { 200: redirectReply },
      },
    },
    async (request) => {
      const session = await requireUnfinishedSignUp(request);
      const done = await completeSignUp(app.db, session.user.id, request.body);
      const painel = originFor('painel', app.config.baseHost, app.config.protocol);
      await sendVerificationEmail(
        app.db,
        app.mailer,
        { id: session.user.id, email: done.email },
        painel,
      ).catch((err) => request.log.error({ err }, 'verification e-mail failed'));
      return { redirectTo: handoffUrl(request, 'painel', '/onboarding') };
    },
  );
};
