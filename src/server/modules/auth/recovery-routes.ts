// Password reset and e-mail verification.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { resetConfirmBody, resetRequestBody, tokenBody } from '../../../shared/auth/schemas.ts';
import { originFor } from '../../../shared/hosts.ts';
import { ok, okReply } from '../../http/route-schemas.ts';
import { sendVerificationEmail, verifyEmail } from './email-verification-service.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset-service.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { requireSession } from './session-plugin.ts';

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = (kind: 'public' | 'painel') => originFor(kind, app.config.baseHost, app.config.protocol);

  app.post(
    '/api/auth/password-reset/request',
    {
      schema: {
        tags: ['auth'],
        summary: 'Envia o link de redefinição (a resposta é a mesma com ou sem conta)',
        body: resetRequestBody,
        response: { 200: okReply },
      },
      preHandler: limitedBy(app, authLimits.reset),
    },
    async (request) => {
      await requestPasswordReset(app.db, app.mailer, request.body.email, origin('public'));
      return ok;
    },
  );

  app.post(
    '/api/auth/password-reset/confirm',
    {
      schema: {
        tags: ['auth'],
        summary: 'Define a nova senha com o link recebido',
        body: resetConfirmBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await confirmPasswordReset(app.db, request.body.token, request.body.password);
      return ok;
    },
  );

  app.post(
    '/api/auth/verify-email',
    {
      schema: {
        tags: ['auth'],
        summary: 'Confirma o e-mail com o link recebido',
        body: tokenBody,
        response: { 200: okReply },
      },
    },
    async (request) => {
      await verifyEmail(app.db, request.body.token);
      return ok;
    },
  );

  app.post(
    '/api/auth/verify-email/resend',
    {
      config: { access: 'session' },
      schema: { tags: ['auth'], summary: 'Reenvia o e-mail de confirmação', response: { 200: okReply } },
      preHandler: limitedBy(app, authLimits.resendVerification),
    },
    async (request) => {
      const session = await requireSession(request);
      if (!session.user.emailVerified) {
        await sendVerificationEmail(app.db, app.mailer, session.user, origin('painel'));
      }
      return ok;
    },
  );
};
