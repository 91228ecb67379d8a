// The help assistant's routes: anyone asks (rate limited per address) and says whether the answer
// helped; administrators keep the knowledge base and read the questions (`/api/admin/...`).
import { z } from 'zod';
import {
  askBody,
  feedbackBody,
  helpAnswerSchema,
  helpArticleBody,
  helpArticleSchema,
  helpQuestionSchema,
} from '../../../shared/help.ts';
import { routeModule } from '../../http/define-routes.ts';
import { idParams } from '../../http/route-schemas.ts';
import { auditActor } from '../audit/record-audit.ts';
import { byIp, limitedBy, MINUTE } from '../auth/rate-limits.ts';
import { listArticles, listQuestions, saveArticle } from './help-admin.ts';
import { answerQuestion, recordFeedback } from './help-service.ts';

export const helpRoutes = routeModule({ tags: ['help'] }, (route, app) => {
  const askLimit = limitedBy(app, [{ name: 'ajuda-pergunta-ip', max: 30, window: MINUTE, key: byIp }]);
  const feedbackLimit = limitedBy(app, [{ name: 'ajuda-avaliacao-ip', max: 60, window: MINUTE, key: byIp }]);

  route.post('/api/help/ask', {
    summary: 'Responde a uma dúvida com os artigos de ajuda mais próximos',
    body: askBody,
    reply: helpAnswerSchema,
    preHandler: askLimit,
    handler: (request) => answerQuestion(app.db, request.body),
  });

  route.post('/api/help/questions/:questionId/feedback', {
    summary: 'Registra se a resposta ajudou ("Isso ajudou?")',
    params: z.object({ questionId: z.uuid() }),
    body: feedbackBody,
    reply: 'ok',
    preHandler: feedbackLimit,
    handler: (request) => recordFeedback(app.db, request.params.questionId, request.body.helped),
  });

  route.get('/api/admin/help/articles', {
    summary: 'Artigos da base de ajuda',
    reply: z.array(helpArticleSchema),
    handler: () => listArticles(app.db),
  });

  route.post('/api/admin/help/articles', {
    summary: 'Cria um artigo de ajuda',
    body: helpArticleBody,
    created: helpArticleSchema,
    handler: async (request) => saveArticle(app.db, await auditActor(request), null, request.body),
  });

  route.put('/api/admin/help/articles/:id', {
    summary: 'Altera um artigo de ajuda',
    params: idParams,
    body: helpArticleBody,
    reply: helpArticleSchema,
    handler: async (request) =>
      saveArticle(app.db, await auditActor(request), request.params.id, request.body),
  });

  route.get('/api/admin/help/questions', {
    summary: 'Perguntas feitas ao assistente, as mais recentes primeiro',
    querystring: z.object({ mostrar: z.enum(['todas', 'sem-resposta']).default('todas') }),
    reply: z.array(helpQuestionSchema),
    handler: (request) => listQuestions(app.db, request.query.mostrar),
  });
});
