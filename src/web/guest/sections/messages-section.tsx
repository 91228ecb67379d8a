// "Recados": the message wall, and its form as a React island (message-form.tsx). Guest text is
// rendered as text by React, never as HTML.
import type { GuestMessage } from '../../../shared/guest-site-data.ts';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { IslandFrame } from '../forms/island-frame.tsx';
import { MessageForm } from './message-form.tsx';
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
      <IslandFrame name="recado" component={MessageForm} props={{ slug }} />
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
