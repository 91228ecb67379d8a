// `/admin/whatsapp` (issue 25): the connection (sandbox or Cloud API, the platform's number), the
// templates the platform sends (edited here and sent for approval, audited; "Enviar teste"), the
// message log, the conversations handed to a person and the numbers that replied SAIR.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  type TemplateStatus,
  templateStatusLabels,
  type WhatsAppStatus,
  type WhatsAppTemplate,
  whatsappCategoryLabels,
} from '../../../shared/whatsapp.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useOneAction } from '../../lib/use-one-action.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CardSection } from '../lib/card-section.tsx';
import { PageHeader } from '../lib/page-header.tsx';
import { MessageLog } from './message-log.tsx';
import { Handoffs, OptOuts } from './support-lists.tsx';
import { TemplateDialog } from './template-dialog.tsx';
import { TestSendDialog } from './test-send-dialog.tsx';
import { fetchStatus, saveTemplate, sendTest, syncTemplates, whatsappKeys } from './whatsapp-api.ts';

const providerLabels: Record<WhatsAppStatus['provider'], string> = {
  sandbox: 'Sandbox (nenhuma mensagem sai desta máquina)',
  cloud: 'WhatsApp Business Cloud API',
  desligado: 'Desligado',
};
const statusTones: Record<TemplateStatus, 'teal' | 'brand' | 'neutral'> = {
  aprovado: 'teal',
  pendente: 'neutral',
  rejeitado: 'brand',
  pausado: 'neutral',
};

function Connection({ status }: { status: WhatsAppStatus }) {
  const client = useQueryClient();
  const { pending, run } = useOneAction();
  return (
    <CardSection
      id="conexao-titulo"
      title="Conexão"
      aside={
        <Badge tone={status.connected ? 'teal' : 'neutral'}>
          {status.connected ? 'Conectado' : 'Desconectado'}
        </Badge>
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2 xl:grid-cols-1">
        <div>
          <dt className="text-muted">Provedor</dt>
          <dd className="font-medium text-ink">{providerLabels[status.provider]}</dd>
        </div>
        <div>
          <dt className="text-muted">Número da plataforma</dt>
          <dd className="font-medium text-ink">{status.displayNumber || '—'}</dd>
        </div>
        <div>
          <dt className="text-muted">Pedidos de atendimento abertos</dt>
          <dd className="font-medium text-ink">{status.openHandoffs}</dd>
        </div>
        <div>
          <dt className="text-muted">Pediram para sair</dt>
          <dd className="font-medium text-ink">{status.optOuts}</dd>
        </div>
      </dl>
      {status.connected && (
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={pending !== null}
          aria-busy={pending !== null || undefined}
          onClick={() =>
            void run(
              true,
              async () => {
                await syncTemplates();
                await client.invalidateQueries({ queryKey: whatsappKeys.status });
              },
              () => 'Aprovação dos modelos atualizada.',
            )
          }
        >
          <RefreshCw className="size-4" aria-hidden="true" />
          Atualizar aprovação dos modelos
        </Button>
      )}
    </CardSection>
  );
}

function Templates({ status }: { status: WhatsAppStatus }) {
  const client = useQueryClient();
  const [editing, setEditing] = useState<WhatsAppTemplate | null>(null);
  const [testing, setTesting] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: whatsappKeys.all });
  return (
    <CardSection
      id="modelos-titulo"
      title="Modelos"
      aside={
        status.connected && (
          <Button variant="outline" onClick={() => setTesting(true)}>
            <Send className="size-4" aria-hidden="true" />
            Enviar teste
          </Button>
        )
      }
    >
      <ul className="divide-y divide-ink/5">
        {status.templates.map((t) => (
          <li
            key={t.name}
            className="grid gap-2 py-4 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:items-start"
          >
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <span className="font-semibold text-ink [overflow-wrap:anywhere]">{t.name}</span>
                <Badge tone={statusTones[t.status]}>{templateStatusLabels[t.status]}</Badge>
              </p>
              <p className="mt-0.5 text-muted">
                {t.description} · {whatsappCategoryLabels[t.category]} · {t.language}
              </p>
              <p className="mt-2 whitespace-pre-line rounded-xl bg-ink/[0.03] p-3 text-ink [overflow-wrap:anywhere]">
                {t.body}
              </p>
            </div>
            {status.connected && (
              <Button
                variant="outline"
                size="sm"
                className="justify-self-start"
                onClick={() => setEditing(t)}
              >
                Editar<span className="sr-only"> o modelo {t.name}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      {editing && (
        <TemplateDialog
          template={editing}
          onClose={() => setEditing(null)}
          onSave={async (body) => {
            const saved = await saveTemplate(editing.name, body);
            await refresh();
            toast.success(`Modelo salvo: ${templateStatusLabels[saved.status].toLowerCase()}.`);
          }}
        />
      )}
      {testing && (
        <TestSendDialog
          templates={status.templates}
          onClose={() => setTesting(false)}
          onSend={async (body) => {
            await sendTest(body);
            await refresh();
            toast.success('Teste enviado. Acompanhe em "Mensagens".');
          }}
        />
      )}
    </CardSection>
  );
}

export function WhatsAppPage() {
  usePageTitle('WhatsApp');
  const status = useQuery({ queryKey: whatsappKeys.status, queryFn: ({ signal }) => fetchStatus(signal) });
  return (
    <div className="mx-auto grid max-w-7xl gap-6">
      <PageHeader
        eyebrow="Comunicação"
        title="WhatsApp"
        lead="Avisos da plataforma pelo WhatsApp, só para quem aceitou recebê-los, e o assistente que responde no número da plataforma."
      />
      <ListState query={status} errorMessage="Não foi possível carregar o WhatsApp.">
        {(s) => (
          <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
            <Templates status={s} />
            <div className="grid content-start gap-6">
              <Connection status={s} />
              <Handoffs />
              <OptOuts />
            </div>
          </div>
        )}
      </ListState>
      <MessageLog />
    </div>
  );
}
