// The dashboard's account card: e-mail, names and wedding date (pt-BR), with links to edit them.
import { Pencil } from 'lucide-react';
import { Link } from 'react-router';
import type { SessionInfo } from '../../../shared/auth/schemas.ts';
import { formatDateLong } from '../../../shared/dates.ts';
import { LogoutButton } from '../../components/auth/logout-button.tsx';
import { formatPhone } from '../../lib/phone-mask.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { coupleNames } from '../session/session-context.ts';

function Row({ term, children }: { term: string; children: React.ReactNode }) {
  return (
    <div className="py-3">
      <dt className="text-xs font-semibold tracking-wider text-muted uppercase">{term}</dt>
      <dd className="mt-0.5 font-medium wrap-anywhere text-ink">{children}</dd>
    </div>
  );
}

const editLink =
  'inline-flex items-center gap-1.5 rounded-full px-3 py-1.5 text-sm font-semibold text-brand-dark transition-colors hover:bg-brand-soft';

export function AccountCard({ session }: { session: SessionInfo }) {
  const couple = session.couple;
  return (
    <section
      aria-labelledby="dados-da-conta"
      className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-ink/5"
    >
      <h2 id="dados-da-conta" className="font-serif text-xl font-bold text-ink">
        Dados da conta
      </h2>
      <dl className="mt-2 divide-y divide-ink/5">
        <Row term="E-mail">{session.user.email}</Row>
        <Row term="Casal">{coupleNames(session)}</Row>
        <Row term="Data do casamento">
          {couple?.weddingDate ? formatDateLong(couple.weddingDate) : 'Não definida'}
        </Row>
        {couple?.phone && <Row term="Telefone">{formatPhone(couple.phone)}</Row>}
      </dl>
      <div className="mt-3 flex flex-wrap gap-1">
        <Link to={panelPaths.coupleData} className={editLink}>
          <Pencil className="size-3.5" aria-hidden="true" />
          Editar dados do casal
        </Link>
        <Link to={panelPaths.weddingData} className={editLink}>
          <Pencil className="size-3.5" aria-hidden="true" />
          Alterar a data
        </Link>
      </div>
      <LogoutButton className="mt-4 w-full" />
    </section>
  );
}
