// Where a household's invitation stands: a badge (não enviado, enviado, aberto, respondido) and
// each step reached with its how and when: sent via WhatsApp on 12/05, opened first and last,
// answered on 14/05 through the personal link, reminded. The guest list and the send queue show it.
import {
  type InviteState,
  inviteStateLabels,
  type SentVia,
  sentViaLabels,
} from '../../../shared/guest-list.ts';
import { answeredByLabel } from '../../../shared/invitation-sends.ts';
import { Badge } from '../../components/ui/badge.tsx';

export interface InviteStateFacts {
  state: InviteState;
  sentAt: string | null;
  sentVia: SentVia | null;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  answeredAt?: string | null;
  answeredBy?: string | null;
  remindedAt?: string | null;
  remindedVia?: SentVia | null;
}

const stateTone: Record<InviteState, 'brand' | 'teal' | 'neutral'> = {
  'nao-enviado': 'neutral',
  enviado: 'brand',
  aberto: 'brand',
  respondido: 'teal',
};

const when = (iso: string) =>
  new Date(iso).toLocaleString('pt-BR', {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });

const via = (v: SentVia | null | undefined) => (v ? ` via ${sentViaLabels[v]}` : '');

/** "Enviado via WhatsApp em 12/05, 14:30", and so on for each step reached. */
export function inviteStateLines(h: InviteStateFacts): string[] {
  const lines: string[] = [];
  if (h.sentAt) lines.push(`Enviado${via(h.sentVia)} em ${when(h.sentAt)}`);
  if (h.remindedAt) lines.push(`Lembrado${via(h.remindedVia)} em ${when(h.remindedAt)}`);
  if (h.firstOpenedAt) {
    const last = h.lastOpenedAt && h.lastOpenedAt !== h.firstOpenedAt ? h.lastOpenedAt : null;
    lines.push(`Aberto em ${when(h.firstOpenedAt)}${last ? ` (última vez em ${when(last)})` : ''}`);
  }
  if (h.answeredAt) {
    const by = answeredByLabel(h.answeredBy ?? null);
    lines.push(`Respondido em ${when(h.answeredAt)}${by ? ` ${by}` : ''}`);
  }
  return lines;
}

export function InviteStateBadge({ state }: { state: InviteState }) {
  return <Badge tone={stateTone[state]}>{inviteStateLabels[state]}</Badge>;
}

/** The badge with the steps under it. */
export function InviteStateDetails({ item }: { item: InviteStateFacts }) {
  const lines = inviteStateLines(item);
  return (
    <div className="grid justify-items-start gap-1">
      <InviteStateBadge state={item.state} />
      {lines.length > 0 && (
        <ul className="grid gap-0.5 text-xs text-muted">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
