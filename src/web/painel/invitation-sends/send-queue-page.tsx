// `/dashboard/convidados/enviar-convites` ("Enviar convites"): two queues, the households whose
// invitation has not gone out and those invited that have not answered ("Lembrar quem não
// respondeu", `?fila=lembrete`). On a phone one household at a time, with a big "Enviar pelo
// WhatsApp" and "Próximo"; on wider screens the whole queue as a list. Each queue has its message
// (a template), the invitations go by e-mail in one action, and reminders can go by e-mail by
// themselves before the deadline. The queues follow guests live (a link opened, an answer).
import { ChevronLeft, ChevronRight, PartyPopper } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import {
  type QueueItem,
  type SendKind,
  type SendQueue,
  sendKindLabels,
  sendKinds,
  sendMessages,
} from '../../../shared/invitation-sends.ts';
import { Button } from '../../components/ui/button.tsx';
import { FilterTabs } from '../../components/ui/filter-tabs.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { EmptyNote } from '../empty-note.tsx';
import { GuestsPageFrame, GuestsQuery } from '../guests/guests-page-frame.tsx';
import { QueueCard } from './queue-card.tsx';
import type { MarkSent } from './send-queue-api.ts';
import { AutoReminderCard, EmailSendCard, TemplateCard } from './send-settings-cards.tsx';
import { useLiveInvitations, useSendActions, useSendQueue, useSendSettings } from './use-send-queue.ts';

const title = 'Enviar convites';
const lead =
  'Mandem o convite de cada família pelo WhatsApp, com o link pessoal dela, copiem a mensagem para outro aplicativo ou enviem por e-mail; depois, lembrem quem ainda não respondeu.';

const emptyTexts: Record<SendKind, string> = {
  convite: 'Todos os convites da lista já foram enviados. Agora é acompanhar as respostas!',
  lembrete: 'Ninguém para lembrar: todos os convites enviados já foram respondidos.',
};

/** On a phone: one household at a time, with "Anterior" and "Próximo". */
function OneAtATime({
  queue,
  onMark,
}: {
  queue: SendQueue;
  onMark: (item: QueueItem, body: MarkSent) => Promise<void>;
}) {
  const [wanted, setWanted] = useState(0);
  const last = queue.items.length - 1;
  const index = Math.min(wanted, last);
  const item = queue.items[index]!;
  return (
    <div className="grid gap-4">
      <p className="text-sm font-semibold text-muted" role="status">
        {queue.kind === 'convite' ? 'Convite' : 'Lembrete'} {index + 1} de {queue.total}
      </p>
      <QueueCard key={item.id} item={item} kind={queue.kind} onMark={onMark} />
      <nav aria-label="Navegar pela fila" className="grid grid-cols-2 gap-3">
        <Button variant="outline" disabled={index === 0} onClick={() => setWanted(index - 1)}>
          <ChevronLeft className="size-4" aria-hidden="true" />
          Anterior
        </Button>
        <Button variant="outline" disabled={index >= last} onClick={() => setWanted(index + 1)}>
          Próximo
          <ChevronRight className="size-4" aria-hidden="true" />
        </Button>
      </nav>
    </div>
  );
}

function Queue({ weddingId, kind }: { weddingId: string; kind: SendKind }) {
  const queue = useSendQueue(weddingId, kind);
  const settings = useSendSettings(weddingId);
  const actions = useSendActions(weddingId);
  const wide = useMediaQuery('(min-width: 768px)');

  const onMark = async (item: QueueItem, body: MarkSent) => {
    await actions.mark(item.id, body);
    toast.success(
      kind === 'convite' ? sendMessages.markedSent(item.name) : sendMessages.markedReminded(item.name),
      {
        action: {
          label: 'Desfazer',
          onClick: () => {
            actions.unmark(item.id, kind).then(
              () => toast.success(sendMessages.unmarked(item.name)),
              (err: Error) => toast.error(err.message),
            );
          },
        },
      },
    );
  };

  const settingsCards = (
    <GuestsQuery query={settings} failure={sendMessages.loadFailed}>
      {(data) => (
        <div className="grid gap-4 lg:grid-cols-2 lg:items-start">
          <TemplateCard
            key={kind}
            kind={kind}
            settings={data}
            sample={queue.data?.items[0]}
            onSave={actions.saveSettings}
          />
          {kind === 'convite' ? (
            queue.data && <EmailSendCard emailable={queue.data.emailable} onSend={actions.sendByEmail} />
          ) : (
            <AutoReminderCard settings={data} onSave={actions.saveSettings} />
          )}
        </div>
      )}
    </GuestsQuery>
  );

  // On a phone the queue comes first, the settings below it; wider, the settings lead.
  return (
    <div className="grid gap-6">
      {wide && settingsCards}
      <section aria-labelledby="fila-titulo" className="grid gap-4">
        <h2 id="fila-titulo" className="font-serif text-2xl font-bold text-ink">
          {kind === 'convite' ? 'Fila de envio' : 'Quem não respondeu'}
        </h2>
        <ListState
          query={queue}
          failure={() => sendMessages.loadFailed}
          empty={<EmptyNote icon={PartyPopper}>{emptyTexts[kind]}</EmptyNote>}
          count={(q) =>
            wide && q.items.length
              ? `Mostrando ${q.items.length} de ${q.total} ${q.total === 1 ? 'convite' : 'convites'}`
              : null
          }
        >
          {(q) =>
            wide ? (
              <ul className="grid gap-4 xl:grid-cols-2" aria-label={sendKindLabels[kind]}>
                {q.items.map((item) => (
                  <li key={item.id} className="grid">
                    <QueueCard item={item} kind={kind} onMark={onMark} />
                  </li>
                ))}
              </ul>
            ) : (
              <OneAtATime queue={q} onMark={onMark} />
            )
          }
        </ListState>
      </section>
      {!wide && settingsCards}
    </div>
  );
}

function SendQueues({ weddingId }: { weddingId: string }) {
  useLiveInvitations(weddingId);
  const [params, setParams] = useSearchParams();
  const kind: SendKind = params.get('fila') === 'lembrete' ? 'lembrete' : 'convite';
  const counts = useSendQueue(weddingId, kind).data?.counts;
  return (
    <FilterTabs
      label="Filas de envio"
      value={kind}
      onChange={(next) => setParams(next === 'lembrete' ? { fila: 'lembrete' } : {}, { replace: true })}
      tabs={sendKinds.map((k) => ({ value: k, label: sendKindLabels[k], count: counts?.[k] }))}
    >
      <Queue key={kind} weddingId={weddingId} kind={kind} />
    </FilterTabs>
  );
}

export function SendQueuePage() {
  return (
    <GuestsPageFrame title={title} lead={lead}>
      {(weddingId) => <SendQueues weddingId={weddingId} />}
    </GuestsPageFrame>
  );
}
