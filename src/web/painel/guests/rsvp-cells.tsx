// Pieces of one answer shared by the desktop table and the phone cards.
import { Mail, Pencil, Phone, Trash2 } from 'lucide-react';
import type { RsvpItem } from '../../../shared/rsvp.ts';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { formatPhone } from '../../lib/phone-mask.ts';
import { formatDateTime, wasUpdated } from './guests-format.ts';

export interface RsvpRowCallbacks {
  onEdit: (rsvp: RsvpItem) => void;
  onDelete: (rsvp: RsvpItem) => void;
}

export function AnswerBadge({ attending }: { attending: boolean }) {
  return attending ? (
    <span className="inline-flex items-center rounded-full bg-teal-soft px-3 py-1 text-xs font-semibold text-teal-dark">
      Sim
    </span>
  ) : (
    <span className="inline-flex items-center rounded-full bg-ink/5 px-3 py-1 text-xs font-semibold text-muted">
      Não
    </span>
  );
}

export function Companions({ rsvp }: { rsvp: RsvpItem }) {
  if (!rsvp.attending || rsvp.companions === 0)
    return <span className="text-muted">{rsvp.attending ? 'Nenhum' : '–'}</span>;
  return (
    <div>
      <span className="font-semibold text-ink tabular-nums">{rsvp.companions}</span>
      <ul className="mt-0.5 text-sm text-muted">
        {rsvp.companionNames.map((name, i) => (
          <li key={i} className="break-words">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

export function Contact({ rsvp }: { rsvp: RsvpItem }) {
  if (!rsvp.phone && !rsvp.email) return <span className="text-muted">–</span>;
  return (
    <ul className="space-y-1 text-sm">
      {rsvp.phone && (
        <li>
          <a
            href={`tel:+55${rsvp.phone}`}
            className="inline-flex items-center gap-1.5 whitespace-nowrap text-ink hover:text-brand-dark"
          >
            <Phone className="size-3.5 shrink-0 text-muted" aria-hidden="true" />
            {formatPhone(rsvp.phone)}
          </a>
        </li>
      )}
      {rsvp.email && (
        <li className="min-w-0">
          <a
            href={`mailto:${rsvp.email}`}
            className="inline-flex max-w-full items-start gap-1.5 text-ink hover:text-brand-dark"
          >
            <Mail className="mt-[0.2rem] size-3.5 shrink-0 text-muted" aria-hidden="true" />
            <span className="min-w-0 [overflow-wrap:anywhere]">{rsvp.email}</span>
          </a>
        </li>
      )}
    </ul>
  );
}

export function AnsweredAt({ rsvp }: { rsvp: RsvpItem }) {
  return (
    <span className="text-sm text-muted">
      <time dateTime={rsvp.createdAt}>{formatDateTime(rsvp.createdAt)}</time>
      {wasUpdated(rsvp.createdAt, rsvp.updatedAt) && (
        <span className="block text-xs">atualizada em {formatDateTime(rsvp.updatedAt)}</span>
      )}
    </span>
  );
}

export function Note({ note }: { note: string | null }) {
  if (!note) return <span className="text-muted">–</span>;
  return <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink">{note}</p>;
}

const iconButton = 'grid size-10 place-items-center rounded-full text-muted transition-colors';

export function RowActions({ rsvp, onEdit, onDelete }: { rsvp: RsvpItem } & RsvpRowCallbacks) {
  return (
    <div className="flex items-center justify-end gap-1">
      <IconButton
        icon={Pencil}
        label={`Editar resposta de ${rsvp.name}`}
        className={`${iconButton} hover:bg-brand-soft hover:text-brand-dark`}
        title="Editar"
        onClick={() => onEdit(rsvp)}
      />
      <IconButton
        icon={Trash2}
        label={`Excluir resposta de ${rsvp.name}`}
        className={`${iconButton} hover:bg-danger-soft hover:text-danger`}
        title="Excluir"
        onClick={() => onDelete(rsvp)}
      />
    </div>
  );
}
