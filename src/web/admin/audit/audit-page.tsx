// "Auditoria" (`/admin/auditoria`): every administrator's change, newest first — when, who, the
// action, the target and what changed — filtered by administrator, action, target and days.
// `?alvo=<id>` opens it on one target (a couple's page links here).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AuditQuery,
  auditActionLabels,
  auditMessages,
  auditTargetLabels,
} from '../../../shared/audit.ts';
import { shownOf } from '../../../shared/page-count.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormError } from '../../components/ui/form-error.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { AdminSearch } from '../gift-catalog/admin-search.tsx';
import { auditKeys, fetchAudit } from './audit-api.ts';
import { AuditCards, AuditTable } from './audit-table.tsx';

export function AuditPage() {
  usePageTitle('Auditoria');
  const wide = useMediaQuery('(min-width: 1024px)');
  const [params, setParams] = useSearchParams();
  const targetId = params.get('alvo') ?? '';
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [targetType, setTargetType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [page, setPage] = useState(1);
  const query: AuditQuery = { actor, action, targetType, targetId, from, to, page };
  const audit = useQuery({
    queryKey: auditKeys.list(query),
    queryFn: ({ signal }) => fetchAudit(query, signal),
    placeholderData: keepPreviousData,
  });
  const change = (apply: () => void) => {
    apply();
    setPage(1);
  };
  const data = audit.data;

  return (
    <section className="mx-auto max-w-7xl">
      <p className="text-xs font-semibold tracking-[0.2em] text-teal-dark uppercase">Sistema</p>
      <h1 className="mt-1 font-serif text-3xl font-bold text-ink">Auditoria</h1>
      <p className="mt-1 text-muted">
        Cada alteração feita pelos administradores: quem, o quê, quando, antes e depois.
      </p>
      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-[minmax(0,1fr)_12rem_10rem_11rem_11rem] lg:items-end">
        <AdminSearch
          id="auditoria-quem"
          label="Administrador"
          placeholder="E-mail do administrador"
          onSearch={(value) => change(() => setActor(value))}
        />
        <div>
          <Label htmlFor="auditoria-acao">Ação</Label>
          <Select
            id="auditoria-acao"
            value={action}
            onChange={(e) => change(() => setAction(e.target.value))}
          >
            <option value="">Todas as ações</option>
            {Object.entries(auditActionLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="auditoria-alvo">Alvo</Label>
          <Select
            id="auditoria-alvo"
            value={targetType}
            onChange={(e) => change(() => setTargetType(e.target.value))}
          >
            <option value="">Todos</option>
            {Object.entries(auditTargetLabels).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </Select>
        </div>
        <div>
          <Label htmlFor="auditoria-de">De</Label>
          <Input
            id="auditoria-de"
            type="date"
            value={from}
            onChange={(e) => change(() => setFrom(e.target.value))}
          />
        </div>
        <div>
          <Label htmlFor="auditoria-ate">Até</Label>
          <Input
            id="auditoria-ate"
            type="date"
            value={to}
            onChange={(e) => change(() => setTo(e.target.value))}
          />
        </div>
      </div>
      {targetId && (
        <div className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl bg-teal-soft px-4 py-3 text-sm text-ink">
          <span>
            Mostrando só o alvo{' '}
            <strong className="break-all">{data?.items[0]?.targetLabel ?? targetId}</strong>
          </span>
          <Button variant="outline" size="sm" onClick={() => change(() => setParams({}))}>
            Ver todos os alvos
          </Button>
        </div>
      )}
      <div className="mt-5 grid gap-4" aria-busy={audit.isFetching}>
        {audit.isError && <FormError message={audit.error.message || auditMessages.loadError} />}
        {!data && !audit.isError && <p className="py-10 text-center text-muted">Carregando...</p>}
        {data && (
          <p className="text-sm text-muted" role="status">
            {shownOf(data, 'registros')}
          </p>
        )}
        {data && data.items.length === 0 && (
          <p className="rounded-3xl bg-white p-8 text-center text-muted ring-1 ring-ink/5">
            {auditMessages.empty}
          </p>
        )}
        {data &&
          data.items.length > 0 &&
          (wide ? <AuditTable items={data.items} /> : <AuditCards items={data.items} />)}
        {data && (
          <Pagination
            page={page}
            pageSize={data.pageSize}
            total={data.total}
            onPage={setPage}
            label="Páginas da auditoria"
            disabled={audit.isFetching}
          />
        )}
      </div>
    </section>
  );
}
