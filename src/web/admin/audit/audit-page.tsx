// "Auditoria" (`/admin/auditoria`): every administrator's change, newest first — when, who, the
// action, the target and what changed — filtered by administrator, action, target and days.
// `?alvo=<id>` opens it on one target (a couple's page links here).
import { auditActionLabels, auditMessages, auditTargetLabels } from '../../../shared/audit.ts';
import { Button } from '../../components/ui/button.tsx';
import { ListFilters } from '../../components/ui/list-filters.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { PagedList } from '../lib/paged-list.tsx';
import { AuditTable } from './audit-table.tsx';
import { useAudit, useAuditParams } from './use-audit.ts';

export function AuditPage() {
  usePageTitle('Auditoria');
  const [view, update, bind] = useAuditParams();
  const audit = useAudit({
    actor: view.quem,
    action: view.acao,
    targetType: view.tipo,
    targetId: view.alvo,
    from: view.de,
    to: view.ate,
    page: view.pagina,
  });
  const targetId = view.alvo;
  const data = audit.data;

  return (
    <section className="mx-auto max-w-7xl">
      <PageHeader
        eyebrow="Sistema"
        title="Auditoria"
        lead="Cada alteração feita pelos administradores: quem, o quê, quando, antes e depois."
      />
      <ListFilters
        className="mt-6 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_11rem_11rem] lg:items-end"
        search={{
          id: 'auditoria-quem',
          label: 'Administrador',
          placeholder: 'E-mail do administrador',
          ...bind('quem'),
        }}
        filters={[
          {
            kind: 'select',
            id: 'auditoria-acao',
            label: 'Ação',
            options: [['', 'Todas as ações'], ...optionsOf(auditActionLabels)],
            ...bind('acao'),
          },
          {
            kind: 'select',
            id: 'auditoria-alvo',
            label: 'Alvo',
            options: [['', 'Todos'], ...optionsOf(auditTargetLabels)],
            ...bind('tipo'),
          },
          { kind: 'date', id: 'auditoria-de', label: 'De', ...bind('de') },
          { kind: 'date', id: 'auditoria-ate', label: 'Até', ...bind('ate') },
        ]}
      />
      {targetId && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
          <span>
            Mostrando só o alvo{' '}
            <strong className="break-all">{data?.items[0]?.targetLabel ?? targetId}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => update({ alvo: '' })}>
            Ver todos os alvos
          </Button>
        </div>
      )}
      <PagedList
        className="mt-5 grid gap-4"
        query={audit}
        errorMessage={auditMessages.loadError}
        empty={auditMessages.empty}
        noun="registros"
        pager="Páginas da auditoria"
        page={bind('pagina')}
      >
        {(d) => <AuditTable items={d.items} />}
      </PagedList>
    </section>
  );
}
