// "Dados do Casal", "Dados do Casamento" and the LGPD rights: export and deletion; the caller's own
// name and password ("Minha conta" of a member of a wedding).
import { coupleDataBody, deleteAccountBody, weddingDateBody } from '../../../shared/auth/schemas.ts';
import { changePasswordBody, memberNameBody, ownAccountReply } from '../../../shared/member-account.ts';
import { routeModule } from '../../http/define-routes.ts';
import { sendDownload } from '../../http/file-download.ts';
import { authLimits, limitedBy } from '../auth/rate-limits.ts';
import { clearSessionCookie } from '../auth/sessions.ts';
import { requireCouple } from '../weddings/wedding-access.ts';
import { deleteAccount, exportAccount, updateCoupleData, updateWeddingDate } from './account-service.ts';
import { changeOwnPassword, ownAccount, renameOwnAccount } from './own-account-service.ts';

export const accountRoutes = routeModule({ tags: ['account'], access: 'couple' }, (route, app) => {
  const userId = async (request: Parameters<typeof requireCouple>[0]) =>
    (await requireCouple(request)).user.id;

  route.put('/api/account/couple', {
    summary: 'Dados do Casal: nomes, gêneros e telefone',
    body: coupleDataBody,
    reply: 'ok',
    handler: async (request) => updateCoupleData(app.db, await userId(request), request.body),
  });

  route.put('/api/account/wedding-date', {
    summary: 'Dados do Casamento: data do casamento',
    body: weddingDateBody,
    reply: 'ok',
    handler: async (request) => updateWeddingDate(app.db, await userId(request), request.body.weddingDate),
  });

  route.get('/api/account/me', {
    summary: 'Minha conta: e-mail e nome de quem está conectado',
    reply: ownAccountReply,
    handler: async (request) => ownAccount(app.db, await userId(request)),
  });

  route.put('/api/account/name', {
    summary: 'Minha conta: o nome de quem está conectado (parceiro ou cerimonialista)',
    body: memberNameBody,
    reply: 'ok',
    handler: async (request) => renameOwnAccount(app.db, await userId(request), request.body.name),
  });

  route.put('/api/account/password', {
    summary: 'Minha conta: troca a senha (pede a atual) e desconecta os outros aparelhos',
    body: changePasswordBody,
    reply: 'ok',
    preHandler: limitedBy(app, authLimits.changePassword),
    handler: async (request) => changeOwnPassword(app.db, await requireCouple(request), request.body),
  });

  route.get('/api/account/export', {
    summary: 'Baixa todos os dados do casal em JSON (LGPD)',
    handler: async (request, reply) => {
      const data = await exportAccount(app.db, await userId(request));
      return sendDownload(
        reply,
        {
          fileName: 'meus-dados-nosso-sim.json',
          type: 'application/json; charset=utf-8',
          cacheControl: 'no-store',
        },
        JSON.stringify(data, null, 2),
      );
    },
  });

  route.delete('/api/account', {
    summary: 'Exclui a conta (pede a senha)',
    body: deleteAccountBody,
    reply: 'ok',
    handler: async (request, reply) => {
      await deleteAccount(app.db, await userId(request), request.body.password, app.files);
      clearSessionCookie(request, reply);
    },
  });
});
