// Step-up: the signed-in holder proves again who they are (password or an e-mailed code) before
// withdrawing or changing the payout key.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { stepUpBody } from '../../../shared/auth/step-up.ts';
import { ok, okReply } from '../../http/route-schemas.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { requireSession } from './session-plugin.ts';
import { sendStepUpCode, stepUpWithCode, stepUpWithPassword } from './step-up-service.ts';

export const stepUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/auth/step-up',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Confirma o titular (senha ou código) para sacar ou mudar a chave PIX por 10 minutos',
        body: stepUpBody,
        response: { 200: okReply },
      },
      preHandler: limitedBy(app, authLimits.stepUp),
    },
    async (request) => {
      const session = await requireSession(request);
      if (request.body.code) await stepUpWithCode(app.db, session, request.body.code);
      else await stepUpWithPassword(app.db, session, request.body.password ?? '');
      return ok;
    },
  );

  app.post(
    '/api/auth/step-up/code',
    {
      config: { access: 'session' },
      schema: {
        tags: ['auth'],
        summary: 'Envia por e-mail um código de 6 dígitos para a confirmação',
        response: { 200: okReply },
      },
      preHandler: limitedBy(app, authLimits.stepUpCode),
    },
    async (request) => {
      const session = await requireSession(request);
      await sendStepUpCode(app.db, app.mailer, session);
      return ok;
    },
  );
};
