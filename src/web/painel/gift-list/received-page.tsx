// "Presentes recebidos" (issue 10): every gift guests gave, newest first, with search, a status
// filter that starts on confirmed gifts (declined and expired ones only when asked for), the CSV,
// and the thank-you; live, so a gift confirmed while the page is open appears.
// The gifts are cards at every width, inside the list kit's states (loading, error, empty, pages).
import { Download, Inbox, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import { type PaymentStatus, paymentStatuses } from '../../../shared/payments/statuses.ts';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { EmptyCard } from '../../components/ui/empty-card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { useDebounced } from '../../lib/use-debounced.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { receivedCsvUrl } from './received-api.ts';
import { ReceivedGiftCard } from './received-gift-card.tsx';
import { useLoadedGiftList } from './use-gift-list.ts';
import { useReceived } from './use-received.ts';

function EmptyState() {
  const settings = useSettings();
  return (
    <EmptyCard
      icon={Inbox}
      title="Nenhum presente recebido ainda"
      textWidth="max-w-xl"
      footer={
        <p className="mt-6">
          <Link
            to={panelPaths.giftListEditor}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            Revisar a lista de presentes
          </Link>
        </p>
      }
    >
      Quando um convidado presentear vocês pelo site, o presente aparece aqui com o nome de quem enviou, a
      mensagem, o valor e a data. O dinheiro vai para a Minha Carteira e fica disponível{' '}
      {settings.releaseBusinessDays} dias úteis depois da confirmação do pagamento (taxa de{' '}
      {formatPercent(settings.giftFeeBasisPoints)}).
    </EmptyCard>
  );
}

const startingStatus: PaymentStatus = 'concluido';

export function ReceivedPage() {
  usePageTitle('Presentes recebidos');
  const { weddingId } = useLoadedGiftList();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<PaymentStatus | 'todos'>(startingStatus);
  const [page, setPage] = useState(1);
  const search = useDebounced(q.trim());
  const received = useReceived(weddingId, { q: search, status, page });
  const data = received.data;
  const filtered = search !== '' || status !== startingStatus;

  return (
    <section className="grid gap-6" aria-labelledby="recebidos-titulo">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 id="recebidos-titulo" className="font-serif text-3xl font-bold text-ink">
            Presentes recebidos
          </h1>
          {data && (
            <p className="mt-1 text-muted">
              {data.totals.count === 1
                ? '1 presente confirmado'
                : `${data.totals.count} presentes confirmados`}{' '}
              · {formatBRL(data.totals.netCents)} para vocês
            </p>
          )}
        </div>
        {data && data.total > 0 && (
          <ButtonAnchor variant="outline" size="sm" href={receivedCsvUrl(weddingId)} download>
            <Download className="size-4" aria-hidden="true" />
            Exportar CSV
          </ButtonAnchor>
        )}
      </div>

      {data && (
        <div className="grid gap-3 sm:grid-cols-[1fr_14rem]">
          <div>
            <Label htmlFor="busca-presentes">Buscar por convidado ou presente</Label>
            <div className="relative">
              <Search
                className="pointer-events-none absolute top-1/2 left-4 size-4 -translate-y-1/2 text-muted"
                aria-hidden="true"
              />
              <Input
                id="busca-presentes"
                type="search"
                value={q}
                onChange={(e) => {
                  setQ(e.target.value);
                  setPage(1);
                }}
                className="pl-10"
              />
            </div>
          </div>
          <LabelledSelect
            id="situacao-presentes"
            label="Situação"
            value={status}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
            options={[['todos', 'Todas'], ...optionsOf(giftStatusLabels, paymentStatuses)]}
          />
        </div>
      )}

      <ListState
        query={received}
        className="grid gap-6"
        isEmpty={(gifts) => gifts.total === 0}
        empty={filtered ? 'Nenhum presente encontrado com esses filtros.' : undefined}
        paging={(gifts) => ({
          page,
          pageSize: gifts.pageSize,
          total: gifts.total,
          onPage: setPage,
          label: 'Páginas de presentes',
        })}
      >
        {(gifts) =>
          gifts.total === 0 ? (
            <EmptyState />
          ) : (
            <ul className="grid gap-4" aria-label="Presentes">
              {gifts.gifts.map((gift) => (
                <ReceivedGiftCard key={gift.id} weddingId={weddingId} gift={gift} />
              ))}
            </ul>
          )
        }
      </ListState>
    </section>
  );
}
