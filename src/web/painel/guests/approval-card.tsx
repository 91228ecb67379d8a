// "Aprovar recados antes de publicar": new messages wait in "Aguardando aprovação" when it is on.
import { ShieldCheck } from 'lucide-react';
import { SwitchField } from '../../components/ui/switch.tsx';
import { useOneAction } from '../../lib/use-one-action.ts';
import { guestsMessages } from './guests-messages.ts';
import { cardClass, LoadFailed } from './guests-page-frame.tsx';
import { useApproval } from './use-guest-messages.ts';

export function ApprovalCard({ weddingId }: { weddingId: string }) {
  const { query, save } = useApproval(weddingId);
  const { pending, run } = useOneAction();
  const saving = pending !== null;
  const change = (next: boolean) =>
    run(
      true,
      () => save(next),
      (saved) => (saved ? guestsMessages.approvalOn : guestsMessages.approvalOff),
    );

  return (
    <section aria-label="Moderação do mural" className={`${cardClass} flex gap-4`}>
      <span
        className="hidden size-10 shrink-0 place-items-center rounded-2xl bg-teal-soft text-teal-dark sm:grid"
        aria-hidden="true"
      >
        <ShieldCheck className="size-5" />
      </span>
      <div className="min-w-0 flex-1">
        {query.isError && query.data === undefined ? (
          <LoadFailed message={guestsMessages.approvalFailed} onRetry={() => query.refetch()} />
        ) : (
          <SwitchField
            label="Aprovar recados antes de publicar"
            hint="Ligado, cada recado novo espera a aprovação de vocês em “Aguardando aprovação” antes de aparecer no site. Desligado, os recados aparecem no site assim que são enviados. Em qualquer caso, vocês podem ocultar ou excluir um recado quando quiserem."
            checked={query.data ?? false}
            onCheckedChange={change}
            disabled={query.data === undefined || saving}
            busy={saving}
          />
        )}
      </div>
    </section>
  );
}
