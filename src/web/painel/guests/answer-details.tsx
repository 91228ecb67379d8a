// One RSVP answer as the couple reads it on the review cards ("Respostas para conferir",
// "Respostas sem convite"): whether the guest goes and with how many, then the companions' names,
// the contact and the note.
import type { RsvpConflict } from '../../../shared/rsvp.ts';
import { formatPhone } from '../../lib/phone-mask.ts';

type Answer = RsvpConflict['answer'];

/** "Não vai", "Vai ao casamento" or "Vai ao casamento com 2 acompanhantes". */
export function attendanceText(answer: Answer): string {
  if (!answer.attending) return 'Não vai';
  if (answer.companions === 0) return 'Vai ao casamento';
  return `Vai ao casamento com ${answer.companions} acompanhante${answer.companions > 1 ? 's' : ''}`;
}

/** The companions' names, the contact (`noContact` when there is none, or no line) and the note. */
export function AnswerDetails({ answer, noContact }: { answer: Answer; noContact?: string }) {
  const contact =
    [answer.email, answer.phone ? formatPhone(answer.phone) : null].filter(Boolean).join(' · ') || noContact;
  return (
    <>
      {answer.companionNames.length > 0 && (
        <p className="text-sm break-words text-muted">{answer.companionNames.join(', ')}</p>
      )}
      {contact && <p className="text-sm break-words text-muted">{contact}</p>}
      {answer.note && <p className="mt-1 text-sm break-words text-ink">“{answer.note}”</p>}
    </>
  );
}
