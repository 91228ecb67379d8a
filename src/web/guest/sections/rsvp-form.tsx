// "Confirme sua Presença"'s form, one component on both sides: rendered on the server as a plain form
// that posts without JavaScript (companions' names one per line), hydrated in the browser where it
// asks each companion's name in a field of its own, checks with the shared schema and sends without
// a reload. Once answered, the guest sees their answer as a card (rsvp-card.tsx) on every visit from
// that browser, and "Editar resposta" reopens this form prefilled to update that same answer.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import type { RsvpAnswer, RsvpInput } from '../../../shared/rsvp.ts';
import { type RsvpFormValues, rsvpForm } from '../../../shared/rsvp-form.ts';
import { FieldError, GuestChoice, GuestInput, GuestTextarea } from '../forms/guest-field.tsx';
import { GuestPostForm } from '../forms/guest-post-form.tsx';
import { useGuestPost } from '../forms/post-guest-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { RsvpCard } from './rsvp-card.tsx';
import { FormNotice } from './section-frame.tsx';
import { useOwnAnswer } from './use-own-answer.ts';

export interface RsvpFormProps {
  slug: string;
  /** This browser's answer, when the server looked it up (after a post without JavaScript). */
  answer?: RsvpAnswer | null;
  /** The form reopened to edit `answer` ("Editar resposta" without JavaScript). */
  editing?: boolean;
  /** The page is the one everybody gets: ask the server for this browser's answer once hydrated. */
  lookUp?: boolean;
  /** The platform sends WhatsApp reminders: offer the event day's one, to the phone given. */
  whatsapp?: boolean;
}

const MAX_COMPANIONS = 20;

/** The form's text fields and their labels; each field's id is `rsvp-` and its name. */
const textLabels = {
  name: t.rsvpName,
  companions: t.rsvpCompanions,
  phone: t.rsvpPhone,
  email: t.rsvpEmail,
  note: t.rsvpNote,
};

function formValues(answer: RsvpAnswer | null | undefined): RsvpFormValues {
  if (!answer) return { attending: 'sim', companions: '0', companionNames: [] };
  return {
    name: answer.name,
    attending: answer.attending ? 'sim' : 'nao',
    companions: String(answer.companions),
    companionNames: answer.companionNames,
    phone: answer.phone ?? '',
    email: answer.email ?? '',
    note: answer.note ?? '',
    answerId: answer.id,
  };
}

export function RsvpForm({
  slug,
  answer: given = null,
  editing: editingGiven = false,
  lookUp = false,
  whatsapp = false,
}: RsvpFormProps) {
  const hydrated = useHydrated();
  const looked = useOwnAnswer(slug, lookUp && !given);
  const [sentAnswer, setSentAnswer] = useState<RsvpAnswer | null>(null);
  const answer = sentAnswer ?? given ?? looked;
  const [editing, setEditing] = useState(editingGiven);
  const initial = formValues(editingGiven ? given : null);
  const form = useForm<RsvpFormValues, unknown, RsvpInput>({
    resolver: zodResolver(rsvpForm),
    reValidateMode: 'onChange',
    defaultValues: initial,
  });
  const [sent, setSent] = useState<string | null>(null);
  const card = useRef<HTMLElement>(null);
  const [justSent, setJustSent] = useState(false);
  // The card replaces the form where the guest tapped: bring it into view and announce it.
  useEffect(() => {
    if (!justSent) return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus();
  }, [justSent]);
  // A reload of the page opened at "Confirme sua Presença": the remembered card arrives after the
  // browser jumped to the section, in place of the taller form, so bring it into view the same way.
  useEffect(() => {
    if (!looked || window.location.hash !== '#confirme-sua-presenca') return;
    card.current?.scrollIntoView({ block: 'center' });
    card.current?.focus({ preventScroll: true });
  }, [looked]);
  const errors = form.formState.errors;
  /** A text field: its id and label, registered, with its message and the value the form opens with. */
  const field = (name: keyof typeof textLabels) => ({
    id: `rsvp-${name}`,
    label: textLabels[name],
    ...form.register(name),
    error: errors[name]?.message,
    defaultValue: initial[name],
  });
  const attending = form.watch('attending') !== 'nao';
  const count = Math.max(0, Math.min(MAX_COMPANIONS, Number(form.watch('companions')) || 0));
  // A field per companion makes the names a field array: the schema's message sits on its root.
  const names = errors.companionNames as { message?: string; root?: { message?: string } } | undefined;
  const namesError = names?.root?.message ?? names?.message;

  const post = useGuestPost(
    form,
    `/api/sites/${slug}/rsvps`,
    (reply: { message: string; answer: RsvpAnswer | null }) => {
      if (reply.answer) {
        setSentAnswer(reply.answer);
        setEditing(false);
        setJustSent(true);
      } else setSent(reply.message);
    },
  );

  const edit = (current: RsvpAnswer) => {
    form.reset(formValues(current));
    setJustSent(false);
    setEditing(true);
  };

  if (sent) return <FormNotice notice={{ ok: true, message: sent }} />;
  if (answer && !editing)
    return <RsvpCard ref={card} slug={slug} answer={answer} onEdit={() => edit(answer)} />;
  return (
    <GuestPostForm action={`/${slug}/rsvp`} submitLabel={t.rsvpSubmit} {...post}>
      <GuestInput {...field('name')} required maxLength={120} autoComplete="name" />
      <fieldset className="field">
        <legend>{t.rsvpAttending}</legend>
        <GuestChoice
          label={t.rsvpYes}
          {...form.register('attending')}
          value="sim"
          defaultChecked={initial.attending === 'sim'}
        />
        <GuestChoice
          label={t.rsvpNo}
          {...form.register('attending')}
          value="nao"
          defaultChecked={initial.attending === 'nao'}
        />
      </fieldset>
      <GuestInput
        hidden={hydrated && !attending}
        {...field('companions')}
        type="number"
        min={0}
        max={MAX_COMPANIONS}
        inputMode="numeric"
      />
      {hydrated ? (
        attending &&
        count > 0 && (
          <div className="field">
            {Array.from({ length: count }, (_, i) => {
              const id = `rsvp-companion-${i + 1}`;
              return (
                <div key={id} className="field">
                  <label htmlFor={id}>{t.rsvpCompanionName(i + 1)}</label>
                  <input
                    id={id}
                    aria-invalid={namesError ? true : undefined}
                    aria-describedby={namesError ? 'rsvp-companion-names-erro' : undefined}
                    {...form.register(`companionNames.${i}`)}
                    maxLength={120}
                  />
                </div>
              );
            })}
            <FieldError id="rsvp-companion-names" error={namesError} />
          </div>
        )
      ) : (
        <GuestTextarea
          id="rsvp-companion-names"
          label={t.rsvpCompanionNames}
          name="companionNames"
          rows={3}
          maxLength={2000}
          defaultValue={given && editingGiven ? given.companionNames.join('\n') : undefined}
        />
      )}
      <div className="field-row">
        <GuestInput {...field('phone')} type="tel" maxLength={20} autoComplete="tel" />
        <GuestInput {...field('email')} type="email" maxLength={254} autoComplete="email" />
      </div>
      {whatsapp && (
        <div className="field">
          <label className="choice">
            <input
              type="checkbox"
              value="sim"
              aria-describedby="rsvp-whatsapp-dica"
              {...form.register('whatsappReminders')}
            />{' '}
            {t.rsvpWhatsapp}
          </label>
          <p id="rsvp-whatsapp-dica" className="muted small field-hint">
            {t.rsvpWhatsappHint}
          </p>
        </div>
      )}
      <GuestTextarea {...field('note')} rows={3} maxLength={1000} />
      <input type="hidden" {...form.register('answerId')} defaultValue={initial.answerId} />
    </GuestPostForm>
  );
}
