// "Respostas para conferir": answers that arrived from another browser for a guest who had already
// answered, without the contact that answer gave. The couple keeps the current answer ("Manter") or
// puts the new one in its place ("Substituir"); until then the new one changes nothing.
import { ShieldAlert } from 'lucide-react';
import type { RsvpConflict } from '../../../shared/rsvp.ts';
import { Button } from '../../components/ui/button.tsx';
import { useOneAction } from '../../lib/use-one-action.ts';
import { AnswerDetails, attendanceText } from './answer-details.tsx';
import { formatDateTime } from './guests-format.ts';
import { guestsMessages } from './guests-messages.ts';
import { ReviewSection } from './review-section.tsx';
import { useRsvpActions, useRsvpConflicts } from './use-rsvps.ts';

type Answer = RsvpConflict['answer'];

function AnswerSummary({ label, answer }: { label: string; answer: Answer }) {
  return (
    <div className="min-w-0 rounded-2xl bg-ink/[0.03] p-4">
      <p className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</p>
      <p className="mt-1 font-semibold text-ink">{attendanceText(answer)}</p>
      <AnswerDetails answer={answer} noContact="Sem contato" />
    </div>
  );
}

function ConflictCard({
  conflict,
  onResolve,
}: {
  conflict: RsvpConflict;
  onResolve: (action: 'keep' | 'replace') => Promise<void>;
}) {
  const { pending: resolving, run } = useOneAction<'keep' | 'replace'>();
  const pending = resolving !== null;
  const resolve = (action: 'keep' | 'replace') =>
    run(
      action,
      () => onResolve(action),
      () => (action === 'keep' ? guestsMessages.conflictKept : guestsMessages.conflictReplaced),
    );
  const titleId = `conflito-${conflict.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-3xl p-4 ring-1 ring-ink/10">
      <p id={titleId} className="font-semibold break-words text-ink">
        {conflict.current.name}
        <span className="block text-sm font-normal text-muted">
          Nova resposta em {formatDateTime(conflict.createdAt)}
        </span>
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <AnswerSummary label="Resposta atual" answer={conflict.current} />
        <AnswerSummary label="Nova resposta" answer={conflict.answer} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          size="sm"
          disabled={pending}
          aria-describedby={titleId}
          onClick={() => resolve('keep')}
        >
          Manter
        </Button>
        <Button size="sm" disabled={pending} aria-describedby={titleId} onClick={() => resolve('replace')}>
          Substituir
        </Button>
      </div>
    </li>
  );
}

export function RsvpConflictsSection({ weddingId }: { weddingId: string }) {
  const conflicts = useRsvpConflicts(weddingId);
  const actions = useRsvpActions(weddingId);
  return (
    <ReviewSection
      query={conflicts}
      failure={guestsMessages.conflictsFailed}
      titleId="conferir-titulo"
      icon={ShieldAlert}
      title="Respostas para conferir"
      lead="Estas respostas chegaram de outro aparelho para um convidado que já tinha respondido, sem o contato que ele informou. Nada mudou ainda: mantenham a resposta atual ou substituam pela nova."
    >
      {(items) => (
        <ul className="grid gap-3">
          {items.map((c) => (
            <ConflictCard
              key={c.id}
              conflict={c}
              onResolve={(action) => actions.resolveConflict(c.id, action)}
            />
          ))}
        </ul>
      )}
    </ReviewSection>
  );
}
