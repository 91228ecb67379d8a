// Shared access (issue 21, section 6): the couple's list of who may enter its panel, the
// invitations it sends, cancels, re-sends and the members it removes ('wedding-couple': the owner
// and the partner; a planner gets 403); and the public link the invited person opens to accept.
import { z } from 'zod';
import { newPasswordSchema, redirectReply } from '../../../shared/auth/schemas.ts';
import { painelPaths } from '../../../shared/routes.ts';
import {
  acceptInviteBody,
  inviteMemberBody,
  memberInviteReply,
  memberInviteToken,
  memberSchema,
  membersReply,
} from '../../../shared/shared-access.ts';
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { byIp, limitedBy, MINUTE } from '../auth/rate-limits.ts';
import { requireSession } from '../auth/session-plugin.ts';
import { createSession, endSessionFamily, setSessionCookie } from '../auth/sessions.ts';
import {
  acceptInvite,
  describeInvite,
  inviteMember,
  listMembers,
  removeMember,
  resendInvite,
} from './members-service.ts';

const memberParams = z.object({ weddingId: z.uuid(), memberId: z.uuid() });

export const sharedAccessRoutes = routeModule({ tags: ['acesso-compartilhado'] }, (route, app) => {
  const base = '/api/weddings/:weddingId/members';
  // Each invitation sends an e-mail: a signed-in couple cannot flood someone's inbox.
  const inviteLimit = limitedBy(app, [
    { name: 'acesso-convidar-ip', max: 30, window: 60 * MINUTE, key: byIp },
  ]);

  route.get(base, {
    summary: 'Quem tem acesso ao painel do casamento (parceiro(a), cerimonialista) e os convites pendentes',
    access: 'wedding-couple',
    params: z.object({ weddingId: z.uuid() }),
    reply: membersReply,
    handler: async (request) => ({ members: await listMembers(app.db, request.params.weddingId) }),
  });

  route.post(base, {
    summary: 'Convida alguém por e-mail (parceiro(a) ou cerimonialista)',
    access: 'wedding-couple',
    params: z.object({ weddingId: z.uuid() }),
    body: inviteMemberBody,
    created: memberSchema,
    preHandler: inviteLimit,
    handler: async (request) => {
      const session = await requireSession(request);
      return inviteMember(app, request.params.weddingId, session.user.id, request.body);
    },
  });

  route.post(`${base}/:memberId/resend`, {
    summary: 'Reenvia um convite pendente com um novo link (o anterior deixa de valer)',
    access: 'wedding-couple',
    params: memberParams,
    reply: memberSchema,
    preHandler: inviteLimit,
    handler: (request) => resendInvite(app, request.params.weddingId, request.params.memberId),
  });

  route.delete(`${base}/:memberId`, {
    summary: 'Cancela um convite ou remove o acesso (as sessões da pessoa terminam na hora)',
    access: 'wedding-couple',
    params: memberParams,
    reply: 'ok',
    handler: (request) => removeMember(app.db, request.params.weddingId, request.params.memberId),
  });

  route.get('/api/member-invites/:token', {
    summary: 'O convite de acesso compartilhado de um link (para a página de aceite)',
    params: z.object({ token: memberInviteToken }),
    reply: memberInviteReply,
    preHandler: limitedBy(app, [{ name: 'acesso-convite-ip', max: 30, window: 15 * MINUTE, key: byIp }]),
    handler: async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return describeInvite(app.db, request.params.token);
    },
  });

  route.post('/api/member-invites/accept', {
    summary: 'Aceita o convite: cria a senha (ou confirma a da conta existente) e entra no painel',
    body: acceptInviteBody,
    reply: redirectReply,
    preHandler: limitedBy(app, [{ name: 'acesso-aceitar-ip', max: 10, window: 15 * MINUTE, key: byIp }]),
    handler: async (request, reply) => {
      const { userId } = await acceptInvite(app.db, request.body.token, request.body.password, (password) => {
        const checked = newPasswordSchema.safeParse(password);
        if (!checked.success) throw new AppError('VALIDATION', checked.error.issues[0]?.message);
      });
      const previous = await request.session();
      if (previous) await endSessionFamily(app.db, previous.familyId);
      const created = await createSession(app.db, userId, {
        adminSessionHours: app.config.adminSessionHours,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, created.id);
      return { redirectTo: painelPaths.dashboard };
    },
  });
});
