// `/admin/chatbots` (issue 25): the help assistant's knowledge base (articles by audience, published
// or draft, created and edited here) and what people asked: the article it answered with and
// whether it helped; "Sem resposta" lists the questions to write articles for.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { type HelpArticle, helpAudienceLabels } from '../../../shared/help.ts';
import { Button } from '../../components/ui/button.tsx';
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { CardSection } from '../lib/card-section.tsx';
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
    <CardSection id="perguntas-titulo" title="Perguntas feitas">
      <FilterTabs
        label="Perguntas"
        value={filter}
        onChange={setFilter}
        tabs={[
          { value: 'todas', label: 'Todas' },
          { value: 'sem-resposta', label: 'Sem resposta' },
        ]}
      >
        <ListState
          query={query}
          errorMessage="Não foi possível carregar as perguntas."
          isEmpty={(rows) => rows.length === 0}
          empty="Nenhuma pergunta por aqui."
        >
          {(rows) => (
            <ul className="divide-y divide-ink/5">
              {rows.map((q) => (
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
        </ListState>
      </FilterTabs>
    </CardSection>
  );
}

function Articles() {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: articlesKey, queryFn: ({ signal }) => fetchArticles(signal) });
  const [editing, setEditing] = useState<HelpArticle | null | 'novo'>(null);
  return (
    <CardSection
      id="artigos-titulo"
      title="Artigos de ajuda"
      aside={
        <Button onClick={() => setEditing('novo')}>
          <Plus className="size-4" aria-hidden="true" />
          Novo artigo
        </Button>
      }
    >
      <ListState query={query} errorMessage="Não foi possível carregar os artigos.">
        {(articles) => (
          <ul className="divide-y divide-ink/5">
            {articles.map((article) => (
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
      </ListState>
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
    </CardSection>
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
