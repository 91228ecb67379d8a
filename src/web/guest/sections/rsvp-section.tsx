// "Confirme sua Presença": the couple's text, the outcome of a no-JavaScript post, and the form as a
// React island (rsvp-form.tsx), hydrated by guest-client.ts when scripts run.
import { IslandFrame } from '../forms/island-frame.tsx';
import { Paragraphs } from './paragraphs.tsx';
import { RsvpForm } from './rsvp-form.tsx';
import { FormNotice } from './section-frame.tsx';

export function RsvpSection({
  slug,
  text,
  notice,
}: {
  slug: string;
  text: string;
  notice: { ok: boolean; message: string } | null;
}) {
  return (
    <div className="narrow">
      {text && <Paragraphs text={text} />}
      <FormNotice notice={notice} />
      <IslandFrame name="rsvp" component={RsvpForm} props={{ slug }} />
    </div>
  );
}
