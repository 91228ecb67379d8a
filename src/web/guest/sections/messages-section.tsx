// "Recados": the message wall. Guest text is rendered as text by React, never as HTML.
import type { GuestMessage } from '../../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { Paragraphs } from './paragraphs.tsx';
import { FormNotice } from './section-frame.tsx';

const dateFormat = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  timeZone: 'America/Sao_Paulo',
});

export function MessagesSection({
  slug,
  text,
  messages,
  notice,
}: {
  slug: string;
  text: string;
  messages: GuestMessage[];
  notice: { ok: boolean; message: string } | null;
}) {
  return (
    <div className="narrow">
      {text && <Paragraphs text={text} />}
      <FormNotice notice={notice} />
      <form className="card form" method="post" action={`/${slug}/recados`} data-message-form>
        <div className="field">
          <label htmlFor="recado-nome">{t.messageName}</label>
          <input id="recado-nome" name="authorName" required maxLength={80} autoComplete="name" />
        </div>
        <div className="field">
          <label htmlFor="recado-texto">{t.messageBody}</label>
          <textarea id="recado-texto" name="body" required rows={4} maxLength={1000} />
        </div>
        {/* Honeypot: people never see or fill it; bots that fill every field are dropped. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor="recado-site">Site</label>
          <input id="recado-site" name="website" tabIndex={-1} autoComplete="off" />
        </div>
        <p className="form-error" role="alert" data-form-error hidden />
        <button className="button button-block" type="submit">
          {t.messageSubmit}
        </button>
      </form>
      <ul className="messages" data-messages>
        {messages.length === 0 && <li className="muted message-empty">{t.messagesEmpty}</li>}
        {messages.map((m) => (
          <li key={m.id} className="message">
            <p className="message-body">{m.body}</p>
            <p className="message-meta">
              — {m.authorName}, {dateFormat.format(new Date(m.createdAt))}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}
