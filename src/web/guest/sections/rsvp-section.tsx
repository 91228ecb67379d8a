// "Confirme sua Presença": the couple's text, the outcome of a no-JavaScript post, and the form as a
// React island (rsvp-form.tsx), hydrated by guest-client.ts when scripts run.
import type { GuestSiteData } from '../../../shared/guest-site-data.ts';
import { IslandFrame } from '../forms/island-frame.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { RsvpForm } from './rsvp-form.tsx';
import { FormNotice } from './section-frame.tsx';

export function RsvpSection({
  slug,
  text,
  notice,
  own,
  whatsapp,
}: {
  slug: string;
  whatsapp: boolean;
  text: string;
  notice: { ok: boolean; message: string } | null;
  own: GuestSiteData['ownRsvp'];
}) {
  // The card says what the notice would, with the answer: the notice stays for what it does not show.
  const shown = own?.answer && !own.editing && notice?.ok ? null : notice;
  return (
    <div className="narrow">
      {text && <Paragraphs text={text} />}
      <FormNotice notice={shown} />
      <IslandFrame
        name="rsvp"
        component={RsvpForm}
        props={
          own
            ? { slug, whatsapp, answer: own.answer, editing: own.editing }
            : { slug, whatsapp, lookUp: true }
        }
      />
    </div>
  );
}
