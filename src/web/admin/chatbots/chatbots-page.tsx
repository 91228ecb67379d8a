// `/admin/chatbots` (issue 25): the help assistant's knowledge base (articles by audience, published
// or draft, created and edited here) and what people asked: the article it answered with and
// whether it helped; "Sem resposta" lists the questions to write articles for.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type HelpArticle, helpAudienceLabels } from '../../../shared/help.ts';
import { Button } from '../../components/ui/button.tsx';
import { Loading, PageLoadFailed } from '../../components/ui/query-state.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { ArticleDialog } from './article-dialog.tsx';
import {
  articlesKey,
  fetchArticles,
  fetchQuestions,
  type QuestionFilter,
  questionsKey,
  saveArticle,
} from './chatbots-api.ts';

const channelLabels = {
  site: 'Site',
  painel: 'Painel',
  checkout: 'Pagamento',
  whatsapp: 'WhatsApp',
} as const;

function Questions() {
  const [filter, setFilter] = useState<QuestionFilter>('todas');
  const query = useQuery({
    queryKey: questionsKey(filter),
    queryFn: ({ signal }) => fetchQuestions(filter, signal),
  });
  return (
    <section
      aria-labelledby="perguntas-titulo"
      className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="perguntas-titulo" className="font-serif text-xl font-bold text-ink">
          Perguntas feitas
        </h2>
        <div className="flex gap-2">
          {(['todas', 'sem-resposta'] as const).map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className="h-9 rounded-full border border-ink/15 px-4 text-sm font-semibold text-ink aria-pressed:border-brand-dark aria-pressed:bg-brand-soft aria-pressed:text-brand-dark"
            >
              {f === 'todas' ? 'Todas' : 'Sem resposta'}
            </button>
          ))}
        </div>
      </div>
      {query.isError ? (
        <PageLoadFailed
          message="Não foi possível carregar as perguntas."
          retryLabel="Tentar novamente"
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Loading label="Carregando..." />
      ) : query.data.length === 0 ? (
        <p className="mt-4 text-sm text-muted">Nenhuma pergunta por aqui.</p>
      ) : (
        <ul className="mt-3 divide-y divide-ink/5">
          {query.data.map((q) => (
            <li key={q.id} className="py-3 text-sm">
              <p className="font-medium text-ink">{q.question}</p>
              <p className="mt-0.5 text-muted">
                {formatDateTime(q.createdAt)} · {channelLabels[q.channel]} ·{' '}
                {q.answeredTitle ? `Respondida com "${q.answeredTitle}"` : 'Sem resposta'}
                {q.helped !== null && ` · ${q.helped ? 'Ajudou' : 'Não ajudou'}`}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Articles() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: articlesKey, queryFn: ({ signal }) => fetchArticles(signal) });
  const [editing, setEditing] = useState<HelpArticle | null | 'novo'>(null);
  return (
    <section
      aria-labelledby="artigos-titulo"
      className="rounded-2xl border border-ink/10 bg-white p-4 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="artigos-titulo" className="font-serif text-xl font-bold text-ink">
          Artigos de ajuda
        </h2>
        <Button onClick={() => setEditing('novo')}>
          <Plus className="size-4" aria-hidden="true" />
          Novo artigo
        </Button>
      </div>
      {query.isError ? (
        <PageLoadFailed
          message="Não foi possível carregar os artigos."
          retryLabel="Tentar novamente"
          onRetry={() => void query.refetch()}
        />
      ) : !query.data ? (
        <Loading label="Carregando..." />
      ) : (
        <ul className="mt-3 divide-y divide-ink/5">
          {query.data.map((article) => (
            <li key={article.id} className="flex items-center justify-between gap-3 py-3 text-sm">
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-ink">{article.title}</span>
                <span className="text-muted">
                  {helpAudienceLabels[article.audience]} · {article.published ? 'Publicado' : 'Rascunho'} ·{' '}
                  {article.examples.length} exemplos
                </span>
              </span>
              <button
                type="button"
                onClick={() => setEditing(article)}
                aria-label={`Editar "${article.title}"`}
                className="h-9 rounded-full border border-ink/15 px-4 font-semibold text-ink hover:bg-brand-soft"
              >
                Editar
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing !== null && (
        <ArticleDialog
          article={editing === 'novo' ? null : editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            await saveArticle(editing === 'novo' ? null : editing.id, body);
            await queryClient.invalidateQueries({ queryKey: articlesKey });
            toast.success('Artigo salvo.');
          }}
        />
      )}
    </section>
  );
}

export function ChatbotsPage() {
  usePageTitle('Chatbots');
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Comunicação"
        title="Chatbots"
        lead="O assistente de ajuda responde com estes artigos no site, no painel e no pagamento."
      />
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        <Articles />
        <Questions />
      </div>
    </div>
  );
}
