// Calls of /admin/chatbots: the help articles and the questions people asked.
import type { HelpArticle, HelpArticleInput, HelpQuestion } from '../../../shared/help.ts';
import { api } from '../../lib/api.ts';

export type QuestionFilter = 'todas' | 'sem-resposta';

export const articlesKey = ['admin', 'help', 'articles'] as const;
export const questionsKey = (filter: QuestionFilter) => ['admin', 'help', 'questions', filter] as const;

export function fetchArticles(signal?: AbortSignal) {
  return api<HelpArticle[]>('/api/admin/help/articles', { signal });
}

export function saveArticle(id: string | null, body: HelpArticleInput) {
  return id
    ? api<HelpArticle>(`/api/admin/help/articles/${id}`, { method: 'PUT', json: body })
    : api<HelpArticle>('/api/admin/help/articles', { method: 'POST', json: body });
}

export function fetchQuestions(filter: QuestionFilter, signal?: AbortSignal) {
  return api<HelpQuestion[]>(`/api/admin/help/questions?mostrar=${filter}`, { signal });
}
