// Login, logout, the current session and the hop between hosts.
import { z } from 'zod';
import { loginBody, redirectReply, sessionReply } from '../../../shared/auth/schemas.ts';
import { twoFactorPaths } from '../../../shared/auth/two-factor.ts';
import { type HostKind, hostKindOf, originFor } from '../../../shared/hosts.ts';
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { acceptHandoff, handoffUrl, issueHandoff, safeNextPath, startHandoff } from './handoff.ts';
import { authenticate } from './login-service.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { homeFor, sessionInfo } from './session-info.ts';
import { requireSession } from './session-plugin.ts';
import { clearSessionCookie, createSession, endSessionFamily, setSessionCookie } from './sessions.ts';
import { startPendingLogin } from './two-factor/pending-login.ts';
import { twoFactorState } from './two-factor/two-factor-service.ts';

const HOST_KINDS = ['public', 'painel', 'admin', 'noivos'] as const satisfies readonly HostKind[];

export const authRoutes = routeModule({ tags: ['auth'] }, (route, app) => {
  route.post('/api/auth/login', {
    summary: 'Entrar com e-mail e senha',
    body: loginBody,
    reply: redirectReply,
    preHandler: limitedBy(app, authLimits.login),
    handler: async (request, reply) => {
      const here = hostKindOf(request.headers.host ?? '');
      const user = await authenticate(app.db, request.body.email, request.body.password);
      if (here === 'admin' && user.role !== 'admin') throw new AppError('ADMIN_ONLY');
      // A fresh session id at every login; whatever session the browser had ends.
      const previous = await request.session();
      if (previous) await endSessionFamily(app.db, previous.familyId);
      if (user.role === 'admin') {
        const twoFactor = await twoFactorState(app.db, user.id);
        if (twoFactor === 'on' || app.config.adminTwoFactorRequired) {
          // The second step happens on the admin host, whose pages ask for the code.
          if (here !== 'admin')
            return { redirectTo: `${originFor('admin', app.config.baseHost, app.config.protocol)}/admin` };
          await startPendingLogin(request, reply, user.id);
          return { redirectTo: twoFactor === 'on' ? twoFactorPaths.verify : twoFactorPaths.setup };
        }
      }
      const created = await createSession(app.db, user.id, {
        adminSessionHours: app.config.adminSessionHours,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, created.id);
      const home = await homeFor(app.db, user);
      if (here === home.host) return { redirectTo: home.path };
      return { redirectTo: handoffUrl(request, home.host, home.path) };
    },
  });

  route.post('/api/auth/logout', {
    summary: 'Sair da conta em todos os domínios',
    reply: 'ok',
    handler: async (request, reply) => {
      const session = await request.session();
      if (session) await endSessionFamily(app.db, session.familyId);
      clearSessionCookie(request, reply);
    },
  });

  route.get('/api/auth/session', {
    summary: 'Conta da sessão atual',
    access: 'session',
    reply: sessionReply,
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return sessionInfo(app.db, await requireSession(request));
    },
  });

  // The public pages ask who is here without a 401 for a visitor who is not signed in (a console
  // error in every browser, and most visitors are not signed in).
  route.get('/api/auth/current-session', {
    summary: 'Conta da sessão atual, se houver',
    reply: z.object({ session: sessionReply.nullable() }),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      return { session: session ? await sessionInfo(app.db, session) : null };
    },
  });

  route.post('/api/auth/handoff', {
    summary: 'Leva a sessão deste domínio ao painel (ou à administração)',
    access: 'session',
    body: z.object({ next: z.string().max(200).optional() }),
    reply: redirectReply,
    handler: async (request) => {
      const session = await requireSession(request);
      const home = await homeFor(app.db, session.user);
      const next = safeNextPath(request.body.next, home.path);
      return { redirectTo: handoffUrl(request, home.host, next) };
    },
  });

  route.get('/api/auth/handoff/start', {
    summary: 'Passagem entre domínios, 1/3: marca este navegador (no domínio de destino)',
    querystring: z.object({ from: z.enum(HOST_KINDS), next: z.string().max(200).optional() }),
    preHandler: limitedBy(app, authLimits.handoffStart),
    handler: (request, reply) => startHandoff(request, reply, request.query.from, request.query.next ?? '/'),
  });

  route.get('/api/auth/handoff/issue', {
    summary: 'Passagem entre domínios, 2/3: código de uso único ligado ao navegador (no domínio de origem)',
    access: 'session',
    querystring: z.object({ nonce: z.string().min(16).max(200), next: z.string().max(200).optional() }),
    handler: async (request, reply) =>
      issueHandoff(
        request,
        reply,
        await requireSession(request),
        request.query.nonce,
        request.query.next ?? '',
      ),
  });

  route.get('/api/auth/handoff', {
    summary:
      'Passagem entre domínios, 3/3: troca o código por uma sessão, só no navegador que pediu, e redireciona',
    querystring: z.object({ code: z.string().min(16).max(200), next: z.string().max(200).optional() }),
    handler: (request, reply) => acceptHandoff(request, reply, request.query.code, request.query.next ?? '/'),
  });
});
