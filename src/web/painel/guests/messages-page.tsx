// `/dashboard/convidados/recados` ("Recados recebidos"): the wall's messages by state, moderation,
// the approval switch, and new messages arriving live.
import { MessageCircleHeart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { GuestMessageItem } from '../../../shared/rsvp.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { ApprovalCard } from './approval-card.tsx';
import { EmptyState } from './empty-state.tsx';
import { guestsMessages } from './guests-messages.ts';
import { GuestsLoading, GuestsPageFrame, LoadFailed } from './guests-page-frame.tsx';
import { MessageCard } from './message-card.tsx';
import {
  type MessageFilter,
  messageFilters,
  useMessageActions,
  useMessageCounts,
  useMessages,
} from './use-guest-messages.ts';
import { useLiveGuests } from './use-live-guests.ts';

const filterLabels: Record<MessageFilter, string> = {
  all: 'Todos',
  published: 'Publicados',
  pending: 'Aguardando aprovação',
  hidden: 'Ocultos',
};

const emptyFilter: Record<Exclude<MessageFilter, 'all'>, string> = {
  published: 'Nenhum recado publicado.',
  pending: 'Nenhum recado aguardando aprovação.',
  hidden: 'Nenhum recado oculto.',
};

function Messages({ weddingId }: { weddingId: string }) {
  const [filter, setFilter] = useState<MessageFilter>('all');
  const [page, setPage] = useState(1);
  const [deleting, setDeleting] = useState<GuestMessageItem | null>(null);
  const messages = useMessages(weddingId, filter, page);
  const counts = useMessageCounts(weddingId);
  const actions = useMessageActions(weddingId);
  useLiveGuests(weddingId, 'message');

  const data = messages.data;
  const emptyLaterPage = data !== undefined && data.items.length === 0 && data.page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyLaterPage]);

  if (counts.all === 0)
    return (
      <EmptyState icon={MessageCircleHeart} title="Nenhum recado ainda" section="recados">
        Os convidados deixam recados no mural do site do casamento, na seção “Recados”. Cada recado aparece
        aqui assim que é enviado, e vocês decidem o que fica visível no site.
      </EmptyState>
    );

  return (
    <>
      <FilterTabs
        label="Filtrar recados"
        value={filter}
        onChange={(next) => {
          setFilter(next);
          setPage(1);
        }}
        tabs={messageFilters.map((f) => ({ value: f, label: filterLabels[f], count: counts[f] }))}
      >
        {messages.isPending ? (
          <GuestsLoading />
        ) : messages.isError && !data ? (
          <LoadFailed message={guestsMessages.messagesFailed} onRetry={() => messages.refetch()} />
        ) : data && data.items.length === 0 && filter !== 'all' ? (
          <p className="rounded-3xl bg-white px-5 py-6 text-muted shadow-sm ring-1 ring-ink/5">
            {emptyFilter[filter]}
          </p>
        ) : data ? (
          <div className="space-y-4">
            <ul className="space-y-3" aria-label="Recados">
              {data.items.map((m) => (
                <MessageCard key={m.id} message={m} onStatus={actions.setStatus} onDelete={setDeleting} />
              ))}
            </ul>
            <Pagination
              {...data}
              onPage={setPage}
              label="Páginas de recados"
              disabled={messages.isPlaceholderData}
            />
          </div>
        ) : null}
      </FilterTabs>
      <ConfirmAndToastDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir este recado?"
        describe={(message) =>
          `O recado de ${message.authorName} será apagado de vez e sai do site. Para só tirá-lo do site, usem “Ocultar”.`
        }
        confirmLabel="Excluir recado"
        onConfirm={(message) => actions.remove(message.id)}
        done={guestsMessages.messageDeleted}
      />
    </>
  );
}

export function MessagesPage() {
  return (
    <GuestsPageFrame
      title="Recados recebidos"
      lead="As mensagens que os convidados deixam no mural do site. Vocês escolhem o que fica visível: aprovem, ocultem ou excluam cada recado."
    >
      {(weddingId) => (
        <>
          <ApprovalCard weddingId={weddingId} />
          <section aria-label="Recados do mural">
            <Messages weddingId={weddingId} />
          </section>
        </>
      )}
    </GuestsPageFrame>
  );
}
