// The people side of /admin/whatsapp: conversations handed to a person ("falar com uma pessoa"),
// with the question they asked, until someone marks them resolved (audited), and the numbers that
// replied SAIR, to whom nothing is sent.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { type ListQuery, ListState } from '../../components/ui/list-state.tsx';
import { useOneAction } from '../../lib/use-one-action.ts';
import { formatDateTime } from '../lib/admin-format.ts';
import { CardSection } from '../lib/card-section.tsx';
import { rowButton } from '../lib/use-row-action.ts';
import { fetchHandoffs, fetchOptOuts, resolveHandoff, whatsappKeys } from './whatsapp-api.ts';

/** A titled card holding one short list of people, with its loading, error and empty states. */
function PeopleCard<T>({
  id,
  title,
  query,
  errorMessage,
  empty,
  children,
}: {
  id: string;
  title: string;
  query: ListQuery<T[]>;
  errorMessage: string;
  empty: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <CardSection id={id} title={title}>
      <ListState
        query={query}
        errorMessage={errorMessage}
        isEmpty={(rows) => rows.length === 0}
        empty={empty}
      >
        {(rows) => <ul className="divide-y divide-ink/5">{children(rows)}</ul>}
      </ListState>
    </CardSection>
  );
}

export function Handoffs() {
  const client = useQueryClient();
  const query = useQuery({ queryKey: whatsappKeys.handoffs, queryFn: ({ signal }) => fetchHandoffs(signal) });
  const { pending, run } = useOneAction<string>();
  const resolve = (id: string) =>
    run(
      id,
      async () => {
        await resolveHandoff(id);
        await client.invalidateQueries({ queryKey: whatsappKeys.all });
      },
      () => 'Atendimento marcado como resolvido.',
    );
  return (
    <PeopleCard
      id="atendimento-titulo"
      title="Pedidos de atendimento"
      query={query}
      errorMessage="Não foi possível carregar os pedidos de atendimento."
      empty="Ninguém pediu para falar com uma pessoa."
    >
      {(rows) =>
        rows.map((h) => (
          <li key={h.id} className="grid gap-2 py-3 text-sm">
            <span className="min-w-0">
              <span className="block font-medium text-ink">{h.question}</span>
              <span className="text-muted">
                {h.name ? `${h.name} · ` : ''}
                {phoneLabel(h.phone)} · {formatDateTime(h.createdAt)}
              </span>
            </span>
            <Button
              variant="outline"
              size="sm"
              className="justify-self-start"
              {...rowButton(pending, h.id)}
              onClick={() => void resolve(h.id)}
            >
              Marcar como resolvido<span className="sr-only"> {phoneLabel(h.phone)}</span>
            </Button>
          </li>
        ))
      }
    </PeopleCard>
  );
}

export function OptOuts() {
  const query = useQuery({ queryKey: whatsappKeys.optOuts, queryFn: ({ signal }) => fetchOptOuts(signal) });
  return (
    <PeopleCard
      id="sair-titulo"
      title="Pediram para sair (SAIR)"
      query={query}
      errorMessage="Não foi possível carregar quem pediu para sair."
      empty="Ninguém pediu para sair."
    >
      {(rows) =>
        rows.map((o) => (
          <li key={o.phone} className="py-3 text-sm">
            <span className="block font-medium text-ink">{phoneLabel(o.phone)}</span>
            <span className="text-muted">
              {o.name ? `${o.name} · ` : ''}desde {formatDateTime(o.optedOutAt)}
            </span>
          </li>
        ))
      }
    </PeopleCard>
  );
}
