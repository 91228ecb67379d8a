// "Respostas sem convite": answers from the site's open form whose name matched no household of the
// guest list without doubt (nobody of that name, several, or someone who already answered). The
// couple links each to the right household ("Vincular a...") so it counts, or dismisses it
// ("Descartar"). Hidden while there is none.
import { Link2, UserRoundX } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { linkAnswerBody, type UnlinkedAnswer, unlinkedTexts } from '../../../shared/rsvp.ts';
import { ConfirmAndToastDialog } from '../../components/confirm-and-toast-dialog.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { namedOptions, Select, SelectOptions } from '../../components/ui/select.tsx';
import { AnswerDetails, attendanceText } from './answer-details.tsx';
import { formatDateTime } from './guests-format.ts';
import { ReviewSection } from './review-section.tsx';
import { useHouseholds, useUnlinkedActions, useUnlinkedAnswers } from './use-unlinked-answers.ts';

function AnswerCard({
  answer,
  onLink,
  onDismiss,
}: {
  answer: UnlinkedAnswer;
  onLink: () => void;
  onDismiss: () => void;
}) {
  const titleId = `sem-convite-${answer.id}`;
  return (
    <li aria-labelledby={titleId} className="grid gap-3 rounded-3xl p-4 ring-1 ring-ink/10">
      <div className="min-w-0">
        <p id={titleId} className="font-semibold break-words text-ink">
          {answer.name}
        </p>
        <p className="text-sm text-muted">
          {answer.sameName === 0 ? unlinkedTexts.notOnList : unlinkedTexts.sameName(answer.sameName)} ·{' '}
          {formatDateTime(answer.createdAt)}
        </p>
        <p className="mt-1 text-sm font-semibold text-ink">{attendanceText(answer)}</p>
        <AnswerDetails answer={answer} />
      </div>
      <div className="flex flex-wrap gap-3">
        <Button size="sm" aria-describedby={titleId} onClick={onLink}>
          <Link2 className="size-4" aria-hidden="true" />
          {unlinkedTexts.link}
        </Button>
        <Button variant="outline" size="sm" aria-describedby={titleId} onClick={onDismiss}>
          {unlinkedTexts.dismiss}
        </Button>
      </div>
    </li>
  );
}

function LinkDialog({
  answer,
  households,
  onLink,
  onClose,
}: {
  answer: UnlinkedAnswer;
  households: { id: string; name: string }[];
  onLink: (householdId: string) => Promise<{ householdName: string }>;
  onClose: () => void;
}) {
  const form = useZodForm(linkAnswerBody, { defaultValues: { householdId: '' } });
  return (
    <FormDialog
      onClose={onClose}
      title={unlinkedTexts.linkTitle(answer.name)}
      description="A resposta passa a contar para a pessoa deste nome na família escolhida, se ela ainda não respondeu pelo convite pessoal."
      form={form}
      submitLabel={unlinkedTexts.linkSubmit}
      pendingLabel="Vinculando..."
      onSubmit={async ({ householdId }) => {
        const linked = await onLink(householdId);
        toast.success(unlinkedTexts.linked(linked.householdName));
      }}
    >
      <FormField form={form} name="householdId" id="vincular-familia" label={unlinkedTexts.household}>
        {(control) => (
          <Select {...control}>
            <SelectOptions options={namedOptions(households)} empty={unlinkedTexts.householdPlaceholder} />
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}

export function UnlinkedAnswersSection({ weddingId }: { weddingId: string }) {
  const answers = useUnlinkedAnswers(weddingId);
  const households = useHouseholds(weddingId);
  const actions = useUnlinkedActions(weddingId);
  const [linking, setLinking] = useState<UnlinkedAnswer | null>(null);
  const [dismissing, setDismissing] = useState<UnlinkedAnswer | null>(null);
  return (
    <ReviewSection
      query={answers}
      failure={unlinkedTexts.failed}
      titleId="sem-convite-titulo"
      icon={UserRoundX}
      title={unlinkedTexts.title}
      lead={unlinkedTexts.lead}
    >
      {(items) => (
        <>
          <ul className="grid gap-3">
            {items.map((a) => (
              <AnswerCard
                key={a.id}
                answer={a}
                onLink={() => setLinking(a)}
                onDismiss={() => setDismissing(a)}
              />
            ))}
          </ul>
          {linking && (
            <LinkDialog
              answer={linking}
              households={households.data ?? []}
              onLink={(householdId) => actions.link(linking.id, householdId)}
              onClose={() => setLinking(null)}
            />
          )}
          <ConfirmAndToastDialog
            item={dismissing}
            onClose={() => setDismissing(null)}
            title={unlinkedTexts.dismissTitle}
            describe={(a) => unlinkedTexts.dismissDescribe(a.name)}
            confirmLabel={unlinkedTexts.dismiss}
            pendingLabel="Descartando..."
            onConfirm={(a) => actions.dismiss(a.id)}
            done={unlinkedTexts.dismissed}
          />
        </>
      )}
    </ReviewSection>
  );
}
