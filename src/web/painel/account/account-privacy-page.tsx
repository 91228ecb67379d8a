// `/dashboard/minha-conta`: the couple's rights under the LGPD, a copy of their data and deletion.
import { FileDown, ShieldCheck, TriangleAlert } from 'lucide-react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonAnchor } from '../../components/ui/button.tsx';
import { hostUrl } from '../../lib/hosts.ts';
import { InlinePageLink, inlineLinkClass } from '../layout/inline-page-link.tsx';
import { coupleDataLink, weddingDataLink } from '../layout/panel-links.ts';
import { useCurrentSession } from '../session/session-context.ts';
import { exportUrl } from './account-api.ts';
import { AccountPageFrame, cardClass } from './account-page-frame.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

export function AccountPrivacyPage() {
  const { session } = useCurrentSession();
  return (
    <AccountPageFrame
      title="Minha conta e privacidade"
      lead={
        <>
          Conta de <strong className="text-ink">{session.user.email}</strong>. Pela Lei Geral de Proteção de
          Dados (LGPD), vocês podem receber uma cópia dos seus dados e pedir a exclusão da conta a qualquer
          momento. Veja a{' '}
          <a href={hostUrl('public', publicPaths.privacy)} className={inlineLinkClass}>
            Política de Privacidade
          </a>
          .
        </>
      }
    >
      <section aria-labelledby="baixar-dados" className={cardClass}>
        <h2 id="baixar-dados" className="flex items-center gap-2 font-serif text-xl font-bold text-ink">
          <ShieldCheck className="size-5 text-teal-dark" aria-hidden="true" />
          Baixar meus dados
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          Um arquivo JSON com tudo o que guardamos sobre vocês: conta, dados do casal, casamento, site,
          convidados, confirmações de presença, recados, lista de presentes, pagamentos e sessões abertas. Ele
          pode ser aberto em qualquer editor de texto ou levado para outro serviço.
        </p>
        <ButtonAnchor href={exportUrl} download variant="outline" className="mt-5">
          <FileDown className="size-4" aria-hidden="true" />
          Baixar meus dados
        </ButtonAnchor>
      </section>
      <section aria-labelledby="excluir-conta" className={`${cardClass} ring-danger/20`}>
        <h2 id="excluir-conta" className="flex items-center gap-2 font-serif text-xl font-bold text-ink">
          <TriangleAlert className="size-5 text-danger" aria-hidden="true" />
          Excluir conta
        </h2>
        <p className="mt-2 text-sm leading-relaxed text-muted">
          Apaga a conta, o site e os dados dos convidados. Antes, se quiserem, baixem uma cópia dos dados.
          Para só mudar nomes ou data, usem <InlinePageLink link={coupleDataLink} /> e{' '}
          <InlinePageLink link={weddingDataLink} />.
        </p>
        <div className="mt-5">
          <DeleteAccountDialog />
        </div>
      </section>
    </AccountPageFrame>
  );
}
