// Password reset and e-mail verification.
import { resetConfirmBody, resetRequestBody, tokenBody } from '../../../shared/auth/schemas.ts';
import { originFor } from '../../../shared/hosts.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendVerificationEmail, verifyEmail } from './email-verification-service.ts';
import { confirmPasswordReset, requestPasswordReset } from './password-reset-service.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { requireSession } from './session-plugin.ts';

export const recoveryRoutes = routeModule({ tags: ['auth'] }, (route, app) => {
  const origin = (kind: 'public' | 'painel') => originFor(kind, app.config.baseHost, app.config.protocol);

  route.post('/api/auth/password-reset/request', {
    summary: 'Envia o link de redefinição (a resposta é a mesma com ou sem conta)',
    body: resetRequestBody,
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.reset),
    handler: (request) => requestPasswordReset(app.db, app.mailer, request.body.email, origin('public')),
  });

  route.post('/api/auth/password-reset/confirm', {
    summary: 'Define a nova senha com o link recebido',
    body: resetConfirmBody,
    reply: 'ok',
    handler: (request) => confirmPasswordReset(app.db, request.body.token, request.body.password),
  });

  route.post('/api/auth/verify-email', {
    summary: 'Confirma o e-mail com o link recebido',
    body: tokenBody,
    reply: 'ok',
    handler: (request) => verifyEmail(app.db, request.body.token),
  });

  route.post('/api/auth/verify-email/resend', {
    summary: 'Reenvia o e-mail de confirmação',
    access: 'session',
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.resendVerification),
    handler: async (request) => {
      const session = await requireSession(request);
      if (!session.user.emailVerified) {
        await sendVerificationEmail(app.db, app.mailer, session.user, origin('painel'));
      }
    },
  });
});
