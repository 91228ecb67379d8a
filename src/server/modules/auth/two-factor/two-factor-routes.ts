// Administrators' second step: set it up (secret, QR code), turn it on with a first code (recovery
// codes shown once), and sign in with a code. Rate limited per address and per account.
import QRCode from 'qrcode';
import { z } from 'zod';
import {
  twoFactorCodeBody,
  twoFactorEnabledReply,
  twoFactorSetupReply,
} from '../../../../shared/auth/two-factor.ts';
import { routeModule } from '../../../http/define-routes.ts';
import { AppError } from '../../../http/errors.ts';
import { limitedBy } from '../rate-limits.ts';
import { finishPendingLogin, requireTwoFactorCaller, twoFactorAccountKey } from './pending-login.ts';
import { beginSetup, confirmSetup, twoFactorState, verifySecondFactor } from './two-factor-service.ts';

const MINUTE = 60_000;
// Turning it on and signing in share these counts: both take a guess at the same code.
const codeLimits = [
  { name: '2fa-codigo-ip', max: 20, window: 15 * MINUTE, key: (r: { ip: string }) => r.ip },
  { name: '2fa-codigo-conta', max: 10, window: 15 * MINUTE, key: twoFactorAccountKey },
];
const setupLimits = [
  { name: '2fa-configurar-ip', max: 20, window: 15 * MINUTE, key: (r: { ip: string }) => r.ip },
];
const ADMIN_HOME = '/admin';

export const twoFactorRoutes = routeModule(
  { tags: ['auth'], access: requireTwoFactorCaller },
  (route, app) => {
    const codeLimited = limitedBy(app, codeLimits);
    const key = () => {
      if (!app.config.twoFactorKey) throw new AppError('INTERNAL');
      return app.config.twoFactorKey;
    };

    route.post('/api/auth/two-factor/setup', {
      summary: 'Administrador: novo segredo da verificação em duas etapas (QR code e chave)',
      reply: twoFactorSetupReply,
      preHandler: limitedBy(app, setupLimits),
      handler: async (request) => {
        const caller = await requireTwoFactorCaller(request);
        const { secret, otpauthUrl } = await beginSetup(app.db, key(), caller.user);
        const qrSvg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1 });
        return { secret, otpauthUrl, qrSvg };
      },
    });

    route.post('/api/auth/two-factor/enable', {
      summary: 'Administrador: ativa a verificação em duas etapas com o primeiro código',
      body: twoFactorCodeBody,
      reply: twoFactorEnabledReply,
      preHandler: codeLimited,
      handler: async (request, reply) => {
        const caller = await requireTwoFactorCaller(request);
        const recoveryCodes = await confirmSetup(app.db, key(), caller.user.id, request.body.code);
        await finishPendingLogin(request, reply, caller);
        return { recoveryCodes, redirectTo: ADMIN_HOME };
      },
    });

    route.post('/api/auth/two-factor/verify', {
      summary: 'Administrador: conclui a entrada com o código de 6 dígitos ou um código de recuperação',
      body: twoFactorCodeBody,
      reply: z.object({ redirectTo: z.string() }),
      preHandler: codeLimited,
      handler: async (request, reply) => {
        const caller = await requireTwoFactorCaller(request);
        if (!caller.pendingToken || (await twoFactorState(app.db, caller.user.id)) !== 'on')
          throw new AppError('TWO_FACTOR_INVALID');
        await verifySecondFactor(app.db, key(), caller.user.id, request.body.code);
        await finishPendingLogin(request, reply, caller);
        return { redirectTo: ADMIN_HOME };
      },
    });
  },
);
