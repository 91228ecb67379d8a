// `/dashboard/servicos/dominio`, "Domínio personalizado": search a name (.com.br and .com, whether
// each is free and its price) and buy it on the guests' checkout, or connect a domain the couple
// owns with the DNS records to set; once bought, the domain's state (registering, waiting for DNS
// with "Verificar agora", active with its link, or failed).
import { ExternalLink, Globe, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { domainTexts as d, normaliseDomain } from '../../../shared/domains.ts';
import { type DomainSearchResult, domainSearchForm, ownDomainForm } from '../../../shared/domains-api.ts';
import type { DomainMode } from '../../../shared/extras.ts';
import type { ExtraOrderView, ExtrasOverview } from '../../../shared/extras-api.ts';
import { formatBRL } from '../../../shared/money.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { useSettings } from '../../lib/app-settings.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { NoWeddingNotice } from '../layout/no-wedding-notice.tsx';
import { PageIntro } from '../layout/page-intro.tsx';
import { useWeddingId } from '../session/session-context.ts';
import { DnsRecords } from './dns-records.tsx';
import { checkDomainDns, searchDomains, startExtraOrder } from './extras-api.ts';
import { StatusBadge } from './status-badge.tsx';
import { useDnsRecords, useExtras } from './use-extras.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';

async function buy(weddingId: string, domain: string, domainMode: DomainMode) {
  const { checkoutUrl } = await startExtraOrder(weddingId, { service: 'dominio', domain, domainMode });
  window.location.assign(checkoutUrl);
}

function SearchDomain({ weddingId }: { weddingId: string }) {
  const form = useZodForm(domainSearchForm, { defaultValues: { nome: '' } });
  const [found, setFound] = useState<DomainSearchResult['results'] | null>(null);
  const [buying, setBuying] = useState<string | null>(null);
  return (
    <div className="grid gap-5">
      <Form
        form={form}
        onSubmit={async ({ nome }) => setFound((await searchDomains(weddingId, nome)).results)}
        serverFields={{ DOMAIN_SEARCH_INVALID: 'nome' }}
        quiet
        className="grid gap-4 sm:grid-cols-[1fr_auto] sm:items-start"
        footer={<FormSubmit className="sm:mt-7">{d.search}</FormSubmit>}
      >
        <FormField form={form} name="nome" id="dominio-nome" label={d.searchLabel} hint={d.searchHint}>
          {(control) => <Input {...control} autoComplete="off" inputMode="url" placeholder="mariaejoao" />}
        </FormField>
      </Form>
      {found && (
        <section aria-labelledby="dominio-resultados" aria-live="polite">
          <h2 id="dominio-resultados" className="font-semibold text-ink">
            {d.results}
          </h2>
          <ul className="mt-3 grid gap-3">
            {found.map((r) => (
              <li
                key={r.domain}
                className="flex flex-wrap items-center justify-between gap-3 rounded-2xl border border-ink/10 p-4"
              >
                <div className="min-w-0">
                  <p className="font-semibold break-all text-ink">{r.domain}</p>
                  <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-muted">
                    <Badge tone={r.available ? 'teal' : 'neutral'}>
                      {r.available ? d.available : d.unavailable}
                    </Badge>
                    {d.priceOnce(formatBRL(r.priceCents))}
                  </p>
                </div>
                <Button
                  disabled={!r.available || buying !== null}
                  aria-label={`${d.buy} ${r.domain}`}
                  onClick={() => {
                    setBuying(r.domain);
                    buy(weddingId, r.domain, 'registro').catch((err: Error) => {
                      toast.error(err.message);
                      setBuying(null);
                    });
                  }}
                >
                  {d.buy}
                </Button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function OwnDomain({ weddingId }: { weddingId: string }) {
  const form = useZodForm(ownDomainForm, { defaultValues: { dominio: '' } });
  const records = useDnsRecords(weddingId);
  return (
    <div className="grid gap-5">
      <Form
        form={form}
        onSubmit={({ dominio }) => buy(weddingId, normaliseDomain(dominio) ?? dominio, 'proprio')}
        serverFields={{
          DOMAIN_INVALID: 'dominio',
          DOMAIN_PLATFORM_HOST: 'dominio',
          DOMAIN_TAKEN: 'dominio',
          DOMAIN_UNAVAILABLE: 'dominio',
        }}
        quiet
        footer={<FormSubmit>{d.ownContinue}</FormSubmit>}
      >
        <FormField form={form} name="dominio" id="dominio-proprio" label={d.ownLabel} hint={d.ownHint}>
          {(control) => (
            <Input {...control} autoComplete="off" inputMode="url" placeholder="mariaejoao.com.br" />
          )}
        </FormField>
      </Form>
      <section aria-labelledby="dominio-dns" className="min-w-0 rounded-2xl bg-cream/60 p-4">
        <h2 id="dominio-dns" className="font-semibold text-ink">
          {d.dnsTitle}
        </h2>
        <p className="mt-1 text-sm leading-relaxed text-muted">{d.dnsLead}</p>
        {records.data && (
          <div className="mt-3">
            <DnsRecords records={records.data.records} />
          </div>
        )}
      </section>
    </div>
  );
}

function ChooseDomain({ weddingId }: { weddingId: string }) {
  const [mode, setMode] = useState<DomainMode>('registro');
  const options: { mode: DomainMode; label: string }[] = [
    { mode: 'registro', label: d.searchTab },
    { mode: 'proprio', label: d.ownTab },
  ];
  return (
    <section className={cardClass}>
      <fieldset>
        <legend className="text-sm font-semibold text-ink">{d.modeLegend}</legend>
        <div className="mt-3 grid gap-2 sm:grid-cols-2">
          {options.map((o) => (
            <label
              key={o.mode}
              className={`flex cursor-pointer items-center gap-3 rounded-2xl border p-3 text-sm font-medium ${mode === o.mode ? 'border-brand bg-brand-soft/40 text-ink' : 'border-ink/15 text-muted'}`}
            >
              <input
                type="radio"
                name="dominio-modo"
                value={o.mode}
                checked={mode === o.mode}
                onChange={() => setMode(o.mode)}
                className="accent-brand"
              />
              {o.label}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-6">
        {mode === 'registro' ? <SearchDomain weddingId={weddingId} /> : <OwnDomain weddingId={weddingId} />}
      </div>
    </section>
  );
}

function CurrentDomain({
  weddingId,
  order,
  contactEmail,
  onChanged,
}: {
  weddingId: string;
  order: ExtraOrderView;
  contactEmail: string;
  onChanged: () => void;
}) {
  const records = useDnsRecords(weddingId);
  const [checking, setChecking] = useState(false);
  async function check() {
    setChecking(true);
    try {
      const result = await checkDomainDns(weddingId, order.id);
      if (result.status === 'ativo') toast.success(d.dnsOk);
      else toast.info(d.dnsNotYet);
      onChanged();
    } catch (err) {
      toast.error(err instanceof Error ? err.message : String(err));
    } finally {
      setChecking(false);
    }
  }
  const domain = order.domain ?? '';
  return (
    <section className={cardClass} aria-labelledby="dominio-atual">
      <Globe className="size-6 text-teal-dark" aria-hidden="true" />
      <p className="mt-3 text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">{d.yourDomain}</p>
      <h2
        id="dominio-atual"
        className="mt-1 flex flex-wrap items-center gap-3 font-serif text-2xl font-bold break-all text-ink"
      >
        {domain} <StatusBadge order={order} />
      </h2>
      {order.status === 'pago' && <p className="mt-3 text-sm text-muted">{d.starting}</p>}
      {order.status === 'registrando' && <p className="mt-3 text-sm text-muted">{d.registering}</p>}
      {order.status === 'falhou' && (
        <p className="mt-3 text-sm text-muted">
          {order.failureReason} {d.failedHelp}{' '}
          <a className="font-semibold text-brand-dark underline" href={`mailto:${contactEmail}`}>
            {contactEmail}
          </a>
        </p>
      )}
      {order.status === 'ativo' && (
        <>
          <p className="mt-3 text-sm text-muted">
            {d.activeLead} {d.redirectNote(domain)}
          </p>
          <ButtonAnchor
            className="mt-4"
            href={`${window.location.protocol}//${domain}`}
            target="_blank"
            rel="noopener"
          >
            <ExternalLink className="size-4" aria-hidden="true" />
            {d.visit}
          </ButtonAnchor>
        </>
      )}
      {order.status === 'aguardando_dns' && (
        <div className="mt-4 grid gap-3">
          <h3 className="font-semibold text-ink">{d.dnsTitle}</h3>
          <p className="text-sm leading-relaxed text-muted">{d.dnsLead}</p>
          {records.data && <DnsRecords records={records.data.records} />}
          <div>
            <Button variant="outline" onClick={() => void check()} disabled={checking}>
              <RefreshCw className="size-4" aria-hidden="true" />
              {checking ? d.checking : d.checkNow}
            </Button>
          </div>
        </div>
      )}
    </section>
  );
}

function DomainServices({ weddingId }: { weddingId: string }) {
  const extras = useExtras(weddingId);
  const { contactEmail } = useSettings();
  return (
    <ListState query={extras} className="grid gap-6">
      {(overview: ExtrasOverview) => {
        const domains = overview.orders.filter((o) => o.service === 'dominio');
        const live = domains.find((o) => o.status !== 'estornado' && o.status !== 'aguardando_pagamento');
        const unpaid = domains.find((o) => o.status === 'aguardando_pagamento');
        if (live)
          return (
            <CurrentDomain
              weddingId={weddingId}
              order={live}
              contactEmail={contactEmail}
              onChanged={() => void extras.refetch()}
            />
          );
        return (
          <>
            {unpaid?.checkoutUrl && (
              <p
                className="flex flex-wrap items-center gap-3 rounded-2xl bg-brand-soft/50 p-4 text-sm text-ink"
                role="status"
              >
                {d.unpaid(unpaid.domain ?? '')}
                <ButtonAnchor size="sm" href={unpaid.checkoutUrl}>
                  {d.continuePayment}
                </ButtonAnchor>
              </p>
            )}
            <ChooseDomain weddingId={weddingId} />
          </>
        );
      }}
    </ListState>
  );
}

export function DomainPage() {
  usePageTitle(d.pageTitle);
  const weddingId = useWeddingId();
  return (
    <div className="mx-auto max-w-3xl">
      <PageIntro area={d.area} title={d.pageTitle} lead={d.pageLead} />
      <div className="mt-6">
        {weddingId ? <DomainServices weddingId={weddingId} /> : <NoWeddingNotice message={d.pageLead} />}
      </div>
    </div>
  );
}
