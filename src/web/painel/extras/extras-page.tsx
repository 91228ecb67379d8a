// `/dashboard/servicos`, "Serviços Adicionais": the custom domain and the site keepsake with their
// prices from settings and the state of what the couple bought; buying one goes to the guests'
// checkout, with the couple as payer. Every paid order has its receipt; the shop stays "Em breve".
import { Download, Globe, type LucideIcon, RefreshCw, ShoppingBag, Sparkles } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { type ExtraService, extraServiceNames, extrasTexts as x } from '../../../shared/extras.ts';
import type { ExtraOrderView, ExtrasOverview } from '../../../shared/extras-api.ts';
import { formatBRL, formatPercent } from '../../../shared/money.ts';
import { SoonBadge } from '../../components/ui/badge.tsx';
import { Button, ButtonAnchor, buttonClass } from '../../components/ui/button.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { NoWeddingNotice } from '../layout/no-wedding-notice.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { WeddingPageFrame } from '../wedding-page-frame.tsx';
import { keepsakeUrl, rebuildKeepsake, startExtraOrder } from './extras-api.ts';
import { ReceiptDialog } from './receipt-dialog.tsx';
import { StatusBadge } from './status-badge.tsx';
import { useExtras } from './use-extras.ts';

const cardClass = 'flex flex-col rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';
const day = (iso: string) => formatDateShort(todayIn('America/Sao_Paulo', new Date(iso)));
/** The newest order of a service that is not given back (paid, under way, or waiting payment). */
function current(orders: ExtraOrderView[], service: ExtraService): ExtraOrderView | undefined {
  return orders.find((o) => o.service === service && o.status !== 'estornado');
}

/** Each service's card: the id of its heading, its icon and what the service is. */
const serviceCards: Record<ExtraService, { id: string; icon: LucideIcon; lead: string }> = {
  dominio: { id: 'servico-dominio', icon: Globe, lead: x.domainDescription },
  copia_do_site: { id: 'servico-copia', icon: Download, lead: x.keepsakeDescription },
};

/** A service's card: its name, its price from settings and what it is, then `children`. */
function ServiceCard({
  service,
  overview,
  children,
}: {
  service: ExtraService;
  overview: ExtrasOverview;
  children: ReactNode;
}) {
  const { id, icon: Icon, lead } = serviceCards[service];
  return (
    <section className={cardClass} aria-labelledby={id}>
      <Icon className="size-6 text-teal-dark" aria-hidden="true" />
      <h2 id={id} className="mt-3 font-serif text-xl font-bold text-ink">
        {extraServiceNames[service]}
      </h2>
      <p className="mt-1 text-2xl font-bold text-ink">{formatBRL(overview.prices[service])}</p>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{lead}</p>
      {children}
    </section>
  );
}

function DomainCard({ overview }: { overview: ExtrasOverview }) {
  const order = current(overview.orders, 'dominio');
  return (
    <ServiceCard service="dominio" overview={overview}>
      {order && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <span className="font-medium text-ink">{order.domain}</span>
          <StatusBadge order={order} />
        </p>
      )}
      <Link to={panelPaths.customDomain} className={buttonClass(order ? 'outline' : 'primary', 'md', 'mt-4')}>
        {order && order.status !== 'aguardando_pagamento' ? x.manageDomain : x.buyDomain}
      </Link>
    </ServiceCard>
  );
}

function KeepsakeCard({
  weddingId,
  overview,
  onChanged,
}: {
  weddingId: string;
  overview: ExtrasOverview;
  onChanged: () => void;
}) {
  const order = current(overview.orders, 'copia_do_site');
  const [busy, setBusy] = useState(false);
  async function buy() {
    setBusy(true);
    try {
      const { checkoutUrl } = await startExtraOrder(weddingId, { service: 'copia_do_site' });
      window.location.assign(checkoutUrl);
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
      setBusy(false);
    }
  }
  async function rebuild(orderId: string) {
    setBusy(true);
    try {
      await rebuildKeepsake(weddingId, orderId);
      toast.success(x.rebuildStarted);
      onChanged();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  }
  const canRebuild =
    (order?.status === 'ativo' || order?.status === 'falhou') &&
    !!order.rebuildUntil &&
    new Date(order.rebuildUntil) > new Date();
  return (
    <ServiceCard service="copia_do_site" overview={overview}>
      {order && order.status !== 'aguardando_pagamento' && (
        <p className="mt-3 flex flex-wrap items-center gap-2 text-sm">
          <StatusBadge order={order} />
          {order.status === 'gerando' && <span className="text-muted">{x.building}</span>}
          {order.builtAt && order.status === 'ativo' && (
            <span className="text-muted">{x.builtOn(day(order.builtAt))}</span>
          )}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {!order && (
          <Button onClick={() => void buy()} disabled={busy || !overview.sitePublished}>
            {x.buy}
          </Button>
        )}
        {order?.status === 'aguardando_pagamento' && order.checkoutUrl && (
          <ButtonAnchor href={order.checkoutUrl}>{x.continuePayment}</ButtonAnchor>
        )}
        {order?.status === 'ativo' && (
          <ButtonAnchor href={keepsakeUrl(weddingId, order.id)} download>
            <Download className="size-4" aria-hidden="true" />
            {x.download}
          </ButtonAnchor>
        )}
        {order && canRebuild && (
          <Button variant="outline" onClick={() => void rebuild(order.id)} disabled={busy}>
            <RefreshCw className="size-4" aria-hidden="true" />
            {x.rebuild}
          </Button>
        )}
      </div>
      {!overview.sitePublished && !order && <p className="mt-2 text-sm text-muted">{x.publishFirst}</p>}
      {order?.status === 'falhou' && order.failureReason && (
        <p className="mt-2 text-sm text-muted">{order.failureReason}</p>
      )}
      {order?.status === 'ativo' && canRebuild && order.rebuildUntil && (
        <p className="mt-2 text-xs text-muted">{x.rebuildHint(day(order.rebuildUntil))}</p>
      )}
    </ServiceCard>
  );
}

function StoreCard({ cashbackBasisPoints }: { cashbackBasisPoints: number }) {
  return (
    <section className={cardClass} aria-labelledby="servico-loja">
      <ShoppingBag className="size-6 text-teal-dark" aria-hidden="true" />
      <h2 id="servico-loja" className="mt-3 flex items-center gap-2 font-serif text-xl font-bold text-ink">
        {x.storeTitle} <SoonBadge />
      </h2>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">
        {x.storeDescription(formatPercent(cashbackBasisPoints))}
      </p>
    </section>
  );
}

function OrdersList({ orders, onReceipt }: { orders: ExtraOrderView[]; onReceipt: (id: string) => void }) {
  const columns: DataColumn<ExtraOrderView>[] = [
    {
      id: 'servico',
      header: x.receiptService,
      rowHeader: true,
      card: 'title',
      cell: (o) => (o.domain ? `${extraServiceNames[o.service]}: ${o.domain}` : extraServiceNames[o.service]),
    },
    { id: 'situacao', header: x.status, cell: (o) => <StatusBadge order={o} /> },
    { id: 'valor', header: x.receiptAmount, align: 'right', cell: (o) => formatBRL(o.priceCents) },
    { id: 'data', header: x.date, cell: (o) => day(o.paidAt ?? o.createdAt) },
  ];
  return (
    <DataTable
      caption={x.ordersTitle}
      regionLabel={x.ordersTitle}
      columns={columns}
      rows={orders}
      variant="bare"
      cardsBelow="sm"
      actionsHeader={x.receiptTitle}
      actions={(o) =>
        o.receiptNumber ? (
          <Button variant="outline" size="sm" onClick={() => onReceipt(o.id)}>
            {x.receipt}
          </Button>
        ) : o.checkoutUrl ? (
          <ButtonAnchor variant="outline" size="sm" href={o.checkoutUrl}>
            {x.continuePayment}
          </ButtonAnchor>
        ) : null
      }
    />
  );
}

function Services({ weddingId }: { weddingId: string }) {
  const extras = useExtras(weddingId);
  const [receipt, setReceipt] = useState<string | null>(null);
  return (
    <ListState query={extras} errorMessage={x.loadFailed} className="grid gap-8">
      {(overview) => (
        <>
          <div className="grid gap-4 md:grid-cols-3">
            <DomainCard overview={overview} />
            <KeepsakeCard weddingId={weddingId} overview={overview} onChanged={() => void extras.refetch()} />
            <StoreCard cashbackBasisPoints={overview.storeCashbackBasisPoints} />
          </div>
          <IconCard id="servicos-pedidos" icon={Sparkles} title={x.ordersTitle} className={cardClass}>
            {overview.orders.length === 0 ? (
              <p className="mt-2 text-sm text-muted">{x.noOrders}</p>
            ) : (
              <div className="mt-4">
                <OrdersList orders={overview.orders} onReceipt={setReceipt} />
              </div>
            )}
          </IconCard>
          <ReceiptDialog weddingId={weddingId} orderId={receipt} onClose={() => setReceipt(null)} />
        </>
      )}
    </ListState>
  );
}

export function ExtrasPage() {
  return (
    <WeddingPageFrame
      title={x.pageTitle}
      lead={x.pageLead}
      noWedding={<NoWeddingNotice message={x.noWedding} />}
    >
      {(weddingId) => <Services weddingId={weddingId} />}
    </WeddingPageFrame>
  );
}
