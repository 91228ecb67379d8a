// The guest's own answer after "Confirmar presença" (and on every later visit from that browser):
// who answered, whether they go, their companions, and "Editar resposta" to reopen the form prefilled.
// The link works without JavaScript (the server renders the form prefilled); with it, onEdit opens it.
import type { Ref } from 'react';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import type { RsvpAnswer } from '../../../shared/rsvp.ts';

export function RsvpCard({
  slug,
  answer,
  onEdit,
  ref,
}: {
  slug: string;
  answer: RsvpAnswer;
  onEdit?: () => void;
  ref?: Ref<HTMLElement>;
}) {
  const companions = answer.companionNames.length;
  return (
    <section ref={ref} className="card rsvp-card" tabIndex={-1} aria-labelledby="rsvp-card-title">
      <p id="rsvp-card-title" className="rsvp-card-title">
        {answer.attending ? t.rsvpThanksYes : t.rsvpThanksNo}
      </p>
      <p>
        <strong>{answer.name}</strong> · {answer.attending ? t.rsvpCardGoing : t.rsvpCardNotGoing}
      </p>
      {companions > 0 && (
        <p>
          {t.rsvpCardCompanions(companions)}: {answer.companionNames.join(', ')}
        </p>
      )}
      <a
        className="button button-outline"
        href={`/${slug}?rsvp=editar#confirme-sua-presenca`}
        onClick={(event) => {
          if (!onEdit) return;
          event.preventDefault();
          onEdit();
        }}
      >
        {t.rsvpEdit}
      </a>
    </section>
  );
}
