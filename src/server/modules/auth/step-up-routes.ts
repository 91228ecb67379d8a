// Step-up: the signed-in holder proves again who they are (password or an e-mailed code) before
// withdrawing or changing the payout key.
import { stepUpBody } from '../../../shared/auth/step-up.ts';
import { routeModule } from '../../http/define-routes.ts';
import { authLimits, limitedBy } from './rate-limits.ts';
import { requireSession } from './session-plugin.ts';
import { sendStepUpCode, stepUpWithCode, stepUpWithPassword } from './step-up-service.ts';

export const stepUpRoutes = routeModule({ tags: ['auth'], access: 'wedding-money' }, (route, app) => {
  route.post('/api/auth/step-up', {
    summary: 'Confirma o titular (senha ou código) para sacar ou mudar a chave PIX por 10 minutos',
    body: stepUpBody,
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.stepUp),
    handler: async (request) => {
      const session = await requireSession(request);
      if (request.body.code) await stepUpWithCode(app.db, session, request.body.code);
      else await stepUpWithPassword(app.db, session, request.body.password ?? '');
    },
  });

  route.post('/api/auth/step-up/code', {
    summary: 'Envia por e-mail um código de 6 dígitos para a confirmação',
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.stepUpCode),
    handler: async (request) => sendStepUpCode(app.db, app.mailer, await requireSession(request)),
  });
});
