// Onboarding endpoints (SPEC 2.5); a wedding-scoped call needs the couple who owns the wedding
// (checked at the edge by its path, http/access.ts), the others a couple.
import { z } from 'zod';
import { answerSchemas } from '../../../shared/onboarding.ts';
import { routeModule } from '../../http/define-routes.ts';
import { AppError } from '../../http/errors.ts';
import { weddingParams } from '../../http/route-schemas.ts';
import { requireCouple, requireOwnWedding } from '../weddings/wedding-access.ts';
import {
  advanceProgress,
  completeOnboarding,
  ensureActiveWedding,
  onboardingState,
  saveAnswer,
} from './onboarding-service.ts';

const progressReply = z.object({ progress: z.number().int() });

export const onboardingRoutes = routeModule({ tags: ['onboarding'] }, (route, app) => {
  route.get('/api/onboarding', {
    summary: 'Respostas e progresso do onboarding do casal',
    access: 'couple',
    reply: z.object({
      weddingId: z.string().nullable(),
      progress: z.number().int(),
      completed: z.boolean(),
      answers: z.record(z.string(), z.string()),
      slug: z.string().nullable(),
      themeId: z.string().nullable(),
      giftListType: z.string().nullable(),
    }),
    handler: async (request) => onboardingState(app.db, (await requireCouple(request)).user.id),
  });

  route.post('/api/onboarding/wedding', {
    summary: 'Garante o casamento ativo (criado no passo 1 se o casal não tiver)',
    access: 'couple',
    reply: z.object({ weddingId: z.string() }),
    handler: async (request) => ({
      weddingId: await ensureActiveWedding(app.db, (await requireCouple(request)).user.id),
    }),
  });

  route.post('/api/weddings/:weddingId/onboarding/answers', {
    summary: 'Salva a resposta de um passo (1, 2, 3 ou 5); "pular" quando pulado, "padrao" no passo 5',
    params: weddingParams,
    body: z.object({
      step: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(5)]),
      answer: z.unknown(),
    }),
    reply: progressReply,
    handler: async (request) => {
      const { session } = await requireOwnWedding(request, request.params.weddingId);
      const { step, answer } = request.body;
      const parsed = answerSchemas[step].safeParse(answer);
      if (!parsed.success) throw new AppError('VALIDATION');
      return {
        progress: await saveAnswer(app.db, session.user.id, request.params.weddingId, step, parsed.data),
      };
    },
  });

  route.post('/api/weddings/:weddingId/onboarding/progress', {
    summary: 'Marca como concluído um passo sem resposta própria (4, 6 ou 7)',
    params: weddingParams,
    body: z.object({ step: z.union([z.literal(4), z.literal(6), z.literal(7)]) }),
    reply: progressReply,
    handler: async (request) => {
      const { session } = await requireOwnWedding(request, request.params.weddingId);
      return { progress: await advanceProgress(app.db, session.user.id, request.body.step) };
    },
  });

  route.post('/api/weddings/:weddingId/onboarding/complete', {
    summary: 'Conclui o onboarding (passo 8)',
    params: weddingParams,
    reply: 'ok',
    handler: async (request) => {
      const { session, wedding } = await requireOwnWedding(request, request.params.weddingId);
      await completeOnboarding(app.db, session.user.id, wedding);
    },
  });
});
