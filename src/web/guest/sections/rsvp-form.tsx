// "Confirme sua Presença"'s form, one component on both sides: rendered on the server as a plain form
// that posts without JavaScript (companions' names one per line), hydrated in the browser where it
// asks each companion's name in a field of its own, checks with the shared schema and sends without
// a reload.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import type { RsvpInput } from '../../../shared/rsvp.ts';
import { type RsvpFormValues, rsvpForm } from '../../../shared/rsvp-form.ts';
import { FieldError, FormAlert, GuestField } from '../forms/guest-field.tsx';
import { postGuestForm } from '../forms/post-guest-form.ts';
import { useHydrated } from '../forms/use-hydrated.ts';
import { FormNotice } from './section-frame.tsx';

export interface RsvpFormProps {
  slug: string;
}

const MAX_COMPANIONS = 20;

export function RsvpForm({ slug }: RsvpFormProps) {
  const hydrated = useHydrated();
  const form = useForm<RsvpFormValues, unknown, RsvpInput>({
    resolver: zodResolver(rsvpForm),
    reValidateMode: 'onChange',
    defaultValues: { attending: 'sim', companions: '0', companionNames: [] },
  });
  const [sent, setSent] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const errors = form.formState.errors;
  const attending = form.watch('attending') !== 'nao';
  const count = Math.max(0, Math.min(MAX_COMPANIONS, Number(form.watch('companions')) || 0));
  // A field per companion makes the names a field array: the schema's message sits on its root.
  const names = errors.companionNames as { message?: string; root?: { message?: string } } | undefined;
  const namesError = names?.root?.message ?? names?.message;

  const submit = form.handleSubmit(async (body) => {
    setFailure(null);
    const sentForm = await postGuestForm<{ message: string }, RsvpFormValues, RsvpInput>(
      form,
      `/api/sites/${slug}/rsvps`,
      body,
    );
    if ('reply' in sentForm) setSent(sentForm.reply.message);
    else setFailure(sentForm.failure);
  });

  if (sent) return <FormNotice notice={{ ok: true, message: sent }} />;
  return (
    <form
      className="card form"
      method="post"
      action={`/${slug}/rsvp`}
      noValidate={hydrated}
      onSubmit={(event) => void submit(event)}
    >
      <GuestField id="rsvp-name" label={t.rsvpName} error={errors.name?.message}>
        {(aria) => (
          <input {...aria} {...form.register('name')} required maxLength={120} autoComplete="name" />
        )}
      </GuestField>
      <fieldset className="field">
        <legend>{t.rsvpAttending}</legend>
        <label className="choice">
          <input type="radio" {...form.register('attending')} value="sim" defaultChecked /> {t.rsvpYes}
        </label>
        <label className="choice">
          <input type="radio" {...form.register('attending')} value="nao" /> {t.rsvpNo}
        </label>
      </fieldset>
      <GuestField
        id="rsvp-companions"
        label={t.rsvpCompanions}
        error={errors.companions?.message}
        hidden={hydrated && !attending}
      >
        {(aria) => (
          <input
            {...aria}
            {...form.register('companions')}
            type="number"
            min={0}
            max={MAX_COMPANIONS}
            defaultValue={0}
            inputMode="numeric"
          />
        )}
      </GuestField>
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
        <div className="field">
          <label htmlFor="rsvp-companion-names">{t.rsvpCompanionNames}</label>
          <textarea id="rsvp-companion-names" name="companionNames" rows={3} maxLength={2000} />
        </div>
      )}
      <div className="field-row">
        <GuestField id="rsvp-phone" label={t.rsvpPhone} error={errors.phone?.message}>
          {(aria) => (
            <input {...aria} {...form.register('phone')} type="tel" maxLength={20} autoComplete="tel" />
          )}
        </GuestField>
        <GuestField id="rsvp-email" label={t.rsvpEmail} error={errors.email?.message}>
          {(aria) => (
            <input {...aria} {...form.register('email')} type="email" maxLength={254} autoComplete="email" />
          )}
        </GuestField>
      </div>
      <GuestField id="rsvp-note" label={t.rsvpNote} error={errors.note?.message}>
        {(aria) => <textarea {...aria} {...form.register('note')} rows={3} maxLength={1000} />}
      </GuestField>
      <FormAlert message={failure} />
      <button className="button button-block" type="submit" disabled={form.formState.isSubmitting}>
        {t.rsvpSubmit}
      </button>
    </form>
  );
}
