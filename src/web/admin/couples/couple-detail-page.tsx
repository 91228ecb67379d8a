// `/admin/couples/{id}` (SPEC 2.7): the couple's names and status, view site, edit, deactivate or
// reactivate, and the five tabs (Radix Tabs: arrow keys and roles), the open one kept in `?aba=`.
import { ArrowLeft, ExternalLink, Pencil, Power, RotateCcw, ScrollText } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  type CoupleOverview,
  type CoupleTab,
  coupleTabLabels,
  coupleTabs,
} from '../../../shared/admin-couple-detail.ts';
import { coupleNames, coupleStatusLabels } from '../../../shared/admin-couples.ts';
import { Button, ButtonAnchor, ButtonLink } from '../../components/ui/button.tsx';
import { guestSiteUrl } from '../../lib/hosts.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { StatusPill } from '../gift-catalog/status-pill.tsx';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { TabPanels } from '../lib/tab-panels.tsx';
import { couplePath, coupleRoutes } from './couple-paths.ts';
import { CoupleStatusDialog, type StatusTarget } from './couple-status-dialog.tsx';
import { Loaded } from './detail-parts.tsx';
import { FinanceTab } from './finance-tab.tsx';
import { GiftListTab } from './gift-list-tab.tsx';
import { GuestsTab } from './guests-tab.tsx';
import { OnboardingTab } from './onboarding-tab.tsx';
import { OverviewTab } from './overview-tab.tsx';
import { useCoupleId, useCoupleOverview } from './use-couple.ts';

export function BackToCouples() {
  return (
    <Link
      to={coupleRoutes.list}
      className="inline-flex items-center gap-2 text-sm font-semibold text-brand-dark hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar para casais
    </Link>
  );
}

const tabContent: Record<CoupleTab, (couple: CoupleOverview) => ReactNode> = {
  'visao-geral': (couple) => <OverviewTab couple={couple} />,
  financeiro: (couple) => <FinanceTab coupleId={couple.id} />,
  'lista-de-presentes': (couple) => <GiftListTab coupleId={couple.id} />,
  onboarding: (couple) => <OnboardingTab coupleId={couple.id} />,
  convidados: (couple) => <GuestsTab coupleId={couple.id} />,
};

const isTab = (value: string | null): value is CoupleTab => coupleTabs.some((t) => t === value);

export function CoupleDetailPage() {
  const id = useCoupleId();
  const overview = useCoupleOverview(id);
  const [params, setParams] = useSearchParams();
  const tab = isTab(params.get('aba')) ? (params.get('aba') as CoupleTab) : 'visao-geral';
  const [statusTarget, setStatusTarget] = useState<StatusTarget | null>(null);
  const names = overview.data ? coupleNames(overview.data) : 'Casal';
  usePageTitle(`${names} · Casais`);

  return (
    <section className="mx-auto grid max-w-7xl grid-cols-1 gap-6">
      <BackToCouples />
      <Loaded query={overview}>
        {(couple) => (
          <>
            <header className="flex flex-wrap items-start justify-between gap-4">
              <div className="min-w-0">
                <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Casal</p>
                <div className="mt-1 flex flex-wrap items-center gap-3">
                  <h1 className="font-serif text-3xl font-bold break-words text-ink">{names}</h1>
                  <StatusPill active={couple.status === 'ativo'} label={coupleStatusLabels[couple.status]} />
                </div>
                <p className="mt-1 break-all text-muted">{couple.email}</p>
              </div>
              <div className="flex flex-wrap gap-2">
                {couple.site?.slug && (
                  <ButtonAnchor
                    variant="outline"
                    size="sm"
                    href={guestSiteUrl(couple.site.slug)}
                    target="_blank"
                    rel="noreferrer"
                  >
                    <ExternalLink className="size-4" aria-hidden="true" />
                    Ver site
                  </ButtonAnchor>
                )}
                <ButtonLink variant="outline" size="sm" to={couplePath(couple.id, 'edit')}>
                  <Pencil className="size-4" aria-hidden="true" />
                  Editar casal
                </ButtonLink>
                <ButtonLink variant="outline" size="sm" to={`${adminPagePaths.audit}?alvo=${couple.id}`}>
                  <ScrollText className="size-4" aria-hidden="true" />
                  Auditoria
                </ButtonLink>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setStatusTarget({ id: couple.id, names, status: couple.status })}
                >
                  {couple.status === 'ativo' ? (
                    <Power className="size-4" aria-hidden="true" />
                  ) : (
                    <RotateCcw className="size-4" aria-hidden="true" />
                  )}
                  {couple.status === 'ativo' ? 'Desativar' : 'Reativar'}
                </Button>
              </div>
            </header>
            {couple.status === 'inativo' && (
              <p className="rounded-2xl bg-warning-soft px-4 py-3 text-sm font-medium text-warning">
                Casal desativado: o site está fora do ar e o login é recusado.
              </p>
            )}
            <TabPanels
              label="Detalhes do casal"
              tabs={coupleTabs.map((t) => ({
                value: t,
                label: coupleTabLabels[t],
                content: tabContent[t](couple),
              }))}
              value={tab}
              onValueChange={(value) =>
                setParams(value === 'visao-geral' ? {} : { aba: value }, { replace: true })
              }
              listClassName="-mx-4 flex gap-1.5 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
              triggerClassName="h-10 shrink-0 rounded-full bg-white px-4 text-sm font-medium whitespace-nowrap text-ink ring-1 ring-ink/10 transition-colors hover:bg-brand-soft hover:text-brand-dark data-[state=active]:bg-brand-dark data-[state=active]:text-white data-[state=active]:ring-brand-dark"
            />
            <CoupleStatusDialog target={statusTarget} onClose={() => setStatusTarget(null)} />
          </>
        )}
      </Loaded>
    </section>
  );
}
