// "Confirme sua Presença": a plain form that works without JavaScript (posted to the server),
// enhanced by guest-client.ts when scripts run.
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { Paragraphs } from './paragraphs.tsx';
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
      <form className="card form" method="post" action={`/${slug}/rsvp`} data-rsvp-form>
        <div className="field">
          <label htmlFor="rsvp-name">{t.rsvpName}</label>
          <input id="rsvp-name" name="name" required maxLength={120} autoComplete="name" />
        </div>
        <fieldset className="field">
          <legend>{t.rsvpAttending}</legend>
          <label className="choice">
            <input type="radio" name="attending" value="sim" defaultChecked /> {t.rsvpYes}
          </label>
          <label className="choice">
            <input type="radio" name="attending" value="nao" /> {t.rsvpNo}
          </label>
        </fieldset>
        <div className="field" data-companions>
          <label htmlFor="rsvp-companions">{t.rsvpCompanions}</label>
          <input
            id="rsvp-companions"
            name="companions"
            type="number"
            min={0}
            max={20}
            defaultValue={0}
            inputMode="numeric"
          />
        </div>
        <div className="field" data-companion-names>
          <label htmlFor="rsvp-companion-names">{t.rsvpCompanionNames}</label>
          <textarea id="rsvp-companion-names" name="companionNames" rows={3} maxLength={2000} />
        </div>
        <div className="field-row">
          <div className="field">
            <label htmlFor="rsvp-phone">{t.rsvpPhone}</label>
            <input id="rsvp-phone" name="phone" type="tel" maxLength={20} autoComplete="tel" />
          </div>
          <div className="field">
            <label htmlFor="rsvp-email">{t.rsvpEmail}</label>
            <input id="rsvp-email" name="email" type="email" maxLength={254} autoComplete="email" />
          </div>
        </div>
        <div className="field">
          <label htmlFor="rsvp-note">{t.rsvpNote}</label>
          <textarea id="rsvp-note" name="note" rows={3} maxLength={1000} />
        </div>
        <p className="form-error" role="alert" data-form-error hidden />
        <button className="button button-block" type="submit">
          {t.rsvpSubmit}
        </button>
      </form>
    </div>
  );
}
