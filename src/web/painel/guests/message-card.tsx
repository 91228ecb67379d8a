// One message of the wall, always rendered as text, with the moderation its state allows.
import { Check, Eye, EyeOff, LoaderCircle, type LucideIcon, Trash2 } from 'lucide-react';
import type { GuestMessageItem } from '../../../shared/rsvp.ts';
import { useOneAction } from '../../lib/use-one-action.ts';
import type { MessageStatus } from './guests-api.ts';
import { formatDateTime } from './guests-format.ts';
import { guestsMessages } from './guests-messages.ts';

const statusBadge: Record<MessageStatus, { label: string; className: string }> = {
  published: { label: 'Publicado', className: 'bg-teal-soft text-teal-dark' },
  pending: { label: 'Aguardando aprovação', className: 'bg-warning-soft text-warning' },
  hidden: { label: 'Oculto', className: 'bg-ink/5 text-muted' },
};

type Target = Exclude<MessageStatus, 'pending'>;

const moves: Record<MessageStatus, { label: string; to: Target; icon: LucideIcon; done: string }[]> = {
  pending: [
    { label: 'Aprovar', to: 'published', icon: Check, done: guestsMessages.messageApproved },
    { label: 'Ocultar', to: 'hidden', icon: EyeOff, done: guestsMessages.messageHidden },
  ],
  published: [{ label: 'Ocultar', to: 'hidden', icon: EyeOff, done: guestsMessages.messageHidden }],
  hidden: [{ label: 'Mostrar', to: 'published', icon: Eye, done: guestsMessages.messageShown }],
};

const actionButton =
  'inline-flex h-9 items-center gap-1.5 rounded-full px-3.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

export function MessageCard({
  message,
  onStatus,
  onDelete,
}: {
  message: GuestMessageItem;
  onStatus: (id: string, status: Target) => Promise<void>;
  onDelete: (message: GuestMessageItem) => void;
}) {
  const { pending, run } = useOneAction<Target>();
  const badge = statusBadge[message.status];
  const move = (to: Target, done: string) =>
    run(
      to,
      () => onStatus(message.id, to),
      () => done,
    );

  return (
    <li
      className={`rounded-3xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${message.status === 'pending' ? 'ring-warning/25' : 'ring-ink/5'}`}
      aria-busy={pending !== null || undefined}
    >
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h3 className="min-w-0 font-semibold break-words text-ink">{message.authorName}</h3>
        <time dateTime={message.createdAt} className="text-sm text-muted">
          {formatDateTime(message.createdAt)}
        </time>
        <span
          className={`rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap sm:ml-auto ${badge.className}`}
        >
          {badge.label}
        </span>
      </div>
      <p
        className={`mt-3 leading-relaxed break-words whitespace-pre-line ${message.status === 'hidden' ? 'text-muted' : 'text-ink'}`}
      >
        {message.body}
      </p>
      <div className="mt-4 flex flex-wrap gap-2 border-t border-ink/5 pt-4">
        {moves[message.status].map(({ label, to, icon: Icon, done }) => (
          <button
            key={label}
            type="button"
            disabled={pending !== null}
            onClick={() => move(to, done)}
            aria-label={`${label} recado de ${message.authorName}`}
            className={`${actionButton} ${label === 'Aprovar' ? 'bg-brand-dark text-white hover:bg-brand-deep' : 'border border-field bg-white text-ink hover:border-brand hover:bg-brand-soft hover:text-brand-dark'}`}
          >
            {pending === to ? (
              <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
            ) : (
              <Icon className="size-4" aria-hidden="true" />
            )}
            {label}
          </button>
        ))}
        <button
          type="button"
          disabled={pending !== null}
          onClick={() => onDelete(message)}
          aria-label={`Excluir recado de ${message.authorName}`}
          className={`${actionButton} ml-auto text-danger hover:bg-danger-soft`}
        >
          <Trash2 className="size-4" aria-hidden="true" />
          Excluir
        </button>
      </div>
    </li>
  );
}
