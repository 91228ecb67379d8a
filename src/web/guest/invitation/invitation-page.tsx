// A household's part of its personal invitation page (`/{slug}/convite/{code}`), rendered per
// request into the shared page the cache keeps: the greeting, the events it is invited to, its
// answer so far and the RSVP form (a plain form post, the same with or without JavaScript). Also
// the line the site's home shows a browser that opened its invitation before.
import { formatDateShort, todayIn } from '../../../shared/dates.ts';
import { answerField, dietaryField, invitationTexts as t } from '../../../shared/invitation.ts';
import type { GuestEvent } from '../../../shared/wedding-events.ts';
import { GuestChoice, GuestInput, GuestTextarea } from '../forms/guest-field.tsx';
import { EventCards } from '../sections/event-cards.tsx';
import { FormNotice, TitledSection } from '../sections/section-frame.tsx';

export interface InvitationMember {
  id: string;
  name: string;
  dietary: string | null;
}

export interface InvitationView {
  /** Where the form posts: `/{slug}/convite/{code}`. */
  path: string;
  household: {
    name: string;
    maxCompanions: number;
    companionNames: string[];
    note: string | null;
    answeredAt: string | null;
  };
  members: InvitationMember[];
  events: GuestEvent[];
  /** Given answers by `memberId.eventId`. */
  answers: Record<string, boolean>;
  deadline: string | null;
  /** Answers are still taken (before the end of the deadline's day). */
  open: boolean;
  fallbackDate: string | null;
  notice: { ok: boolean; message: string } | null;
  /** WhatsApp reminders (null when the platform has no WhatsApp): the number they go to, if any. */
  reminders: { phone: string | null; notice: { ok: boolean; message: string } | null } | null;
}

const key = (memberId: string, eventId: string) => `${memberId}.${eventId}`;

function AnswerSummary({ view }: { view: InvitationView }) {
  const { household, members, events, answers } = view;
  if (!household.answeredAt) return null;
  const answered = formatDateShort(todayIn('America/Sao_Paulo', new Date(household.answeredAt)));
  const word = (memberId: string, eventId: string) => {
    const given = answers[key(memberId, eventId)];
    return given === undefined ? t.answerWaiting : given ? t.answerGoing : t.answerNotGoing;
  };
  return (
    <section className="card invitation-summary" aria-labelledby="convite-resposta">
      <h3 id="convite-resposta" className="rsvp-card-title">
        {t.answerTitle}
      </h3>
      <p className="muted small">{t.answeredOn(answered)}</p>
      <ul>
        {events.map((e) => (
          <li key={e.id}>
            <strong>{e.name}:</strong> {members.map((m) => `${m.name} (${word(m.id, e.id)})`).join(', ')}
          </li>
        ))}
      </ul>
      {household.companionNames.length > 0 && <p>+ {household.companionNames.join(', ')}</p>}
    </section>
  );
}

function MemberFields({ member, view }: { member: InvitationMember; view: InvitationView }) {
  const dietaryId = `convite-dieta-${member.id}`;
  return (
    <fieldset className="field invitation-member">
      <legend>{member.name}</legend>
      {view.events.map((e) => {
        const given = view.answers[key(member.id, e.id)];
        const name = answerField(member.id, e.id);
        return (
          <fieldset key={e.id} className="invitation-answer">
            <legend>{e.name}</legend>
            <GuestChoice label={t.going} name={name} value="sim" required defaultChecked={given === true} />
            <GuestChoice
              label={t.notGoing}
              name={name}
              value="nao"
              required
              defaultChecked={given === false}
            />
          </fieldset>
        );
      })}
      <GuestInput
        id={dietaryId}
        label={t.dietary}
        name={dietaryField(member.id)}
        defaultValue={member.dietary ?? ''}
        maxLength={200}
        placeholder={t.dietaryHint}
      />
    </fieldset>
  );
}

function AnswerForm({ view }: { view: InvitationView }) {
  const { household } = view;
  return (
    <form className="card form" method="post" action={view.path}>
      <h3 className="rsvp-card-title">{t.formTitle}</h3>
      {view.deadline && <p className="muted small invitation-deadline">{t.deadline(view.deadline)}</p>}
      {view.members.map((m) => (
        <MemberFields key={m.id} member={m} view={view} />
      ))}
      {household.maxCompanions > 0 && (
        <fieldset className="field invitation-member">
          <legend>{t.companionsTitle(household.maxCompanions)}</legend>
          {Array.from({ length: household.maxCompanions }, (_, i) => {
            const id = `convite-acompanhante-${i + 1}`;
            return (
              <GuestInput
                key={id}
                id={id}
                label={t.companionName(i + 1)}
                name="c"
                defaultValue={household.companionNames[i] ?? ''}
                maxLength={120}
              />
            );
          })}
        </fieldset>
      )}
      <GuestTextarea
        id="convite-recado"
        label={t.note}
        name="note"
        rows={3}
        maxLength={1000}
        defaultValue={household.note ?? ''}
      />
      <button className="button button-block" type="submit">
        {household.answeredAt ? t.change : t.submit}
      </button>
    </form>
  );
}

/** "Lembretes pelo WhatsApp": the household's yes (a number), before or after answering. */
function RemindersForm({
  path,
  reminders,
}: {
  path: string;
  reminders: NonNullable<InvitationView['reminders']>;
}) {
  return (
    <form
      id="lembretes-whatsapp"
      className="card form invitation-reminders"
      method="post"
      action={`${path}/whatsapp`}
      aria-labelledby="lembretes-whatsapp-titulo"
    >
      <h3 id="lembretes-whatsapp-titulo" className="rsvp-card-title">
        {t.remindersTitle}
      </h3>
      <p className="muted small">{t.remindersLead}</p>
      <FormNotice notice={reminders.notice?.ok ? reminders.notice : null} />
      {reminders.phone && <p className="small">{t.remindersActive(reminders.phone)}</p>}
      <GuestInput
        id="convite-whatsapp"
        label={t.remindersPhone}
        error={reminders.notice?.ok === false ? reminders.notice.message : undefined}
        name="telefone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={20}
        required
        placeholder="(11) 98765-4321"
      />
      <button className="button button-block" type="submit">
        {reminders.phone ? t.remindersChange : t.remindersSubmit}
      </button>
    </form>
  );
}

export function InvitationSection({ view }: { view: InvitationView }) {
  return (
    <TitledSection
      id="confirme-sua-presenca"
      className="section invitation"
      titleId="convite-titulo"
      title={t.greeting(view.household.name)}
    >
      <p className="invitation-lead">{t.lead}</p>
      <div className="narrow">
        <FormNotice notice={view.notice} />
      </div>
      {view.events.length > 0 ? (
        <>
          <h3 className="invitation-subtitle">{t.yourEvents}</h3>
          <EventCards events={view.events} fallbackDate={view.fallbackDate} />
        </>
      ) : (
        <p className="muted invitation-lead">{t.noEvents}</p>
      )}
      <div className="narrow invitation-answer-area">
        <AnswerSummary view={view} />
        {view.open ? (
          <AnswerForm view={view} />
        ) : (
          view.deadline && (
            <p className="notice notice-error" role="status">
              {t.closed(view.deadline)}
            </p>
          )
        )}
        {view.reminders && <RemindersForm path={view.path} reminders={view.reminders} />}
      </div>
    </TitledSection>
  );
}

/**
 * The line above the site's menu that greets the household: on the home of a browser that opened
 * its invitation before (a link to it), and on the invitation itself (a link to the answer).
 */
export function InvitationBanner({
  message,
  linkLabel,
  href,
}: {
  message: string;
  linkLabel: string;
  href: string;
}) {
  return (
    <aside className="invite-banner" aria-label="Seu convite">
      <div className="container invite-banner-inner">
        <p>{message}</p>
        <a className="button" href={href}>
          {linkLabel}
        </a>
      </div>
    </aside>
  );
}
