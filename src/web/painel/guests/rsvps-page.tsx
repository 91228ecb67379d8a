// `/dashboard/convidados/presencas` ("Presenças confirmadas"): totals, search, every answer with
// edit and delete, answers to check ("Respostas para conferir"), open answers to link to a household
// ("Respostas sem convite"), CSV export, live arrivals, and the optional list of invited households.
import { FileDown, UserRoundSearch, UsersRound } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import type { RsvpItem } from '../../../shared/rsvp.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { EmptyState } from './empty-state.tsx';
import { rsvpsCsvUrl } from './guests-api.ts';
import { guestsMessages } from './guests-messages.ts';
import { GuestsPageFrame } from './guests-page-frame.tsx';
import { HouseholdsSection } from './households-section.tsx';
import { RsvpConflictsSection } from './rsvp-conflicts-section.tsx';
import { RsvpEditDialog } from './rsvp-edit-dialog.tsx';
import { RsvpList } from './rsvp-list.tsx';
import { RsvpSearch } from './rsvp-search.tsx';
import { RsvpTotals } from './rsvp-totals.tsx';
import { UnlinkedAnswersSection } from './unlinked-answers-section.tsx';
import { useLiveGuests } from './use-live-guests.ts';
import { useRsvpActions, useRsvps } from './use-rsvps.ts';

const title = 'Presenças confirmadas';
const lead =
  'Quem respondeu ao “Confirme sua Presença” do site, com acompanhantes e contatos. Novas respostas aparecem aqui na hora.';

function Answers({ weddingId }: { weddingId: string }) {
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RsvpItem | null>(null);
  const [deleting, setDeleting] = useState<RsvpItem | null>(null);
  const rsvps = useRsvps(weddingId, q, page);
  const actions = useRsvpActions(weddingId);
  useLiveGuests(weddingId, 'rsvp');
  const search = useCallback((next: string) => {
    setQ(next);
    setPage(1);
  }, []);

  const data = rsvps.data;
  // Deleting the last answer of a later page leaves it empty: step back to one that has answers.
  const emptyLaterPage = data !== undefined && data.items.length === 0 && data.page > 1;
  useEffect(() => {
    if (emptyLaterPage) setPage((p) => Math.max(1, p - 1));
  }, [emptyLaterPage]);
  const nobodyYet = data?.totals.answers === 0;
  return (
    <>
      <RsvpTotals totals={data?.totals ?? null} />
      <RsvpConflictsSection weddingId={weddingId} />
      <UnlinkedAnswersSection weddingId={weddingId} />
      {nobodyYet ? (
        <EmptyState icon={UsersRound} title="Nenhuma resposta ainda" section="confirme-sua-presenca">
          Os convidados confirmam presença no site do casamento, na seção “Confirme sua Presença”: informam o
          nome, se vão, os acompanhantes e um contato. Cada resposta aparece aqui assim que é enviada.
        </EmptyState>
      ) : (
        <section aria-labelledby="respostas-titulo" className="space-y-4">
          <h2 id="respostas-titulo" className="sr-only">
            Respostas
          </h2>
          <RsvpSearch onSearch={search} />
          <ListState
            query={rsvps}
            failure={() => guestsMessages.rsvpsFailed}
            empty={
              <span className="inline-flex items-center gap-3">
                <UserRoundSearch className="size-5 shrink-0 text-teal-dark" aria-hidden="true" />
                Nenhum convidado encontrado para “{q}”.
              </span>
            }
            count={(data) =>
              data.items.length === 0
                ? null
                : q
                  ? `${data.total} ${data.total === 1 ? 'resposta encontrada' : 'respostas encontradas'}`
                  : `${data.total} ${data.total === 1 ? 'resposta' : 'respostas'}`
            }
            paging={(data) => ({
              page: data.page,
              pageSize: data.pageSize,
              total: data.total,
              onPage: setPage,
              label: 'Páginas de respostas',
            })}
          >
            {(data) => <RsvpList items={data.items} onEdit={setEditing} onDelete={setDeleting} />}
          </ListState>
        </section>
      )}
      <RsvpEditDialog rsvp={editing} onClose={() => setEditing(null)} onSave={actions.save} />
      <ConfirmAndToastDialog
        item={deleting}
        onClose={() => setDeleting(null)}
        title="Excluir esta resposta?"
        describe={(rsvp) =>
          `A resposta de ${rsvp.name} sai da lista e dos totais. Se mudar de ideia, o convidado pode responder de novo pelo site.`
        }
        confirmLabel="Excluir resposta"
        onConfirm={(rsvp) => actions.remove(rsvp.id)}
        done={guestsMessages.rsvpDeleted}
      />
    </>
  );
}

export function RsvpsPage() {
  return (
    <GuestsPageFrame
      title={title}
      lead={lead}
      actions={(weddingId) => (
        <ButtonAnchor href={rsvpsCsvUrl(weddingId)} download variant="outline">
          <FileDown className="size-4" aria-hidden="true" />
          Exportar CSV
        </ButtonAnchor>
      )}
    >
      {(weddingId) => (
        <>
          <Answers weddingId={weddingId} />
          <HouseholdsSection weddingId={weddingId} />
        </>
      )}
    </GuestsPageFrame>
  );
}
