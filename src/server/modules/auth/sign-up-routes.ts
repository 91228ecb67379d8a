// The sign-up wizard's endpoints (SPEC 2.3): pre-check, step 1, step 2 and step 3.
import type { FastifyRequest } from 'fastify';
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
import { routeModule } from '../../http/define-routes.ts';
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

export const signUpRoutes = routeModule({ tags: ['sign-up'] }, (route, app) => {
  route.post('/api/auth/pre-check', {
    summary: 'Diz se o e-mail já tem conta',
    body: precheckBody,
    reply: precheckReply,
    preHandler: limitedBy(app, authLimits.precheck),
    handler: async (request) => ({ exists: await emailExists(app.db, request.body.email) }),
  });

  route.post('/api/signup/start', {
    summary: 'Passo 1: cria a conta',
    body: signUpStartBody,
    created: okReply,
    preHandler: limitedBy(app, authLimits.signUp),
    handler: async (request, reply) => {
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
      return ok;
    },
  });

  route.put('/api/signup/profile', {
    summary: 'Passo 2: dados do casal',
    access: requireUnfinishedSignUp,
    body: coupleProfileBody,
    reply: 'ok',
    handler: async (request) => {
      const session = await requireUnfinishedSignUp(request);
      await saveCoupleProfile(app.db, session.user.id, request.body, { advanceTo: 2 });
    },
  });

  route.post('/api/signup/complete', {
    summary: 'Passo 3: senha, telefone e criação do casamento',
    access: requireUnfinishedSignUp,
    body: signUpCompleteBody,
    reply: redirectReply,
    handler: async (request) => {
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
  });
});
