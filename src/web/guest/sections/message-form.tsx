// "Recados"'s form, one component on both sides: a plain form that posts without JavaScript, hydrated
// in the browser where it checks with the shared schema, publishes without a reload and puts the new
// message at the top of the wall the server rendered.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { guestTexts as t } from '../../../shared/guest-texts.ts';
import { guestMessageBody } from '../../../shared/rsvp.ts';
import { GuestInput, GuestTextarea } from '../forms/guest-field.tsx';
import { GuestPostForm } from '../forms/guest-post-form.tsx';
import { useGuestPost } from '../forms/post-guest-form.ts';
import { FormNotice } from './section-frame.tsx';

export interface MessageFormProps {
  slug: string;
}

type MessageValues = z.input<typeof guestMessageBody>;
type MessageBody = z.output<typeof guestMessageBody>;
interface Posted {
  message: string;
  item: { authorName: string; body: string } | null;
}

/** The form's two fields: their ids and labels. */
const fields = {
  authorName: { id: 'recado-nome', label: t.messageName },
  body: { id: 'recado-texto', label: t.messageBody },
};

/** The new message on the wall, first (the wall is the server's list beside the form). */
function showOnWall(item: Posted['item']) {
  const wall = document.querySelector<HTMLUListElement>('[data-messages]');
  if (!item || !wall) return;
  wall.querySelector('.message-empty')?.remove();
  const li = document.createElement('li');
  li.className = 'message';
  const body = document.createElement('p');
  body.className = 'message-body';
  body.textContent = item.body;
  const meta = document.createElement('p');
  meta.className = 'message-meta';
  meta.textContent = `— ${item.authorName}, ${t.messageJustNow}`;
  li.append(body, meta);
  wall.prepend(li);
}

export function MessageForm({ slug }: MessageFormProps) {
  const form = useForm<MessageValues, unknown, MessageBody>({
    resolver: zodResolver(guestMessageBody),
    reValidateMode: 'onChange',
    defaultValues: { authorName: '', body: '', website: '' },
  });
  const [sent, setSent] = useState<string | null>(null);
  /** A field: its id and label, registered, with its message. */
  const field = (name: keyof typeof fields) => ({
    ...fields[name],
    ...form.register(name),
    error: form.formState.errors[name]?.message,
  });
  const post = useGuestPost(form, `/api/sites/${slug}/messages`, (reply: Posted) => {
    setSent(reply.message);
    showOnWall(reply.item);
    form.reset();
  });

  return (
    <>
      <FormNotice notice={sent ? { ok: true, message: sent } : null} />
      <GuestPostForm action={`/${slug}/recados`} submitLabel={t.messageSubmit} {...post}>
        <GuestInput {...field('authorName')} required maxLength={80} autoComplete="name" />
        <GuestTextarea {...field('body')} required rows={4} maxLength={1000} />
        {/* Honeypot: people never see or fill it; bots that fill every field are dropped. */}
        <div className="hp" aria-hidden="true">
          <label htmlFor="recado-site">Site</label>
          <input id="recado-site" {...form.register('website')} tabIndex={-1} autoComplete="off" />
        </div>
      </GuestPostForm>
    </>
  );
}
