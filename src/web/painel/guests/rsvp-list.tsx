// The answers: a table where there is room, one card per guest on phones. Only one of the two is
// rendered, so every guest's name and buttons appear once on the page.
import type { ReactNode } from 'react';
import type { RsvpItem } from '../../../shared/rsvp.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import {
  AnswerBadge,
  AnsweredAt,
  Companions,
  Contact,
  Note,
  RowActions,
  type RsvpRowCallbacks,
} from './rsvp-cells.tsx';

function GuestName({ rsvp }: { rsvp: RsvpItem }) {
  return (
    <>
      <span className="font-semibold break-words text-ink">{rsvp.name}</span>
      {rsvp.householdName && rsvp.householdName !== rsvp.name && (
        <span className="block text-xs text-muted">Convite: {rsvp.householdName}</span>
      )}
    </>
  );
}

const th = 'px-4 py-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';
const td = 'px-4 py-4 align-top';

function RsvpTable({ items, ...callbacks }: { items: RsvpItem[] } & RsvpRowCallbacks) {
  return (
    <div className="overflow-x-auto rounded-3xl bg-white shadow-sm ring-1 ring-ink/5">
      <table className="w-full min-w-[54rem] table-fixed text-sm">
        <caption className="sr-only">Respostas dos convidados</caption>
        <colgroup>
          <col className="w-[16%]" />
          <col className="w-[5rem]" />
          <col className="w-[9rem]" />
          <col className="w-[20%]" />
          <col />
          <col className="w-[6.75rem]" />
          <col className="w-[5.5rem]" />
        </colgroup>
        <thead className="border-b border-ink/5 bg-cream/60">
          <tr>
            <th scope="col" className={th}>
              Convidado
            </th>
            <th scope="col" className={th}>
              Resposta
            </th>
            <th scope="col" className={th}>
              Acompanhantes
            </th>
            <th scope="col" className={th}>
              Contato
            </th>
            <th scope="col" className={th}>
              Recado
            </th>
            <th scope="col" className={th}>
              Data
            </th>
            <th scope="col" className={th}>
              <span className="sr-only">Ações</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-ink/5">
          {items.map((rsvp) => (
            <tr key={rsvp.id} className="transition-colors hover:bg-cream/50">
              <th scope="row" className={`${td} text-left font-normal`}>
                <GuestName rsvp={rsvp} />
              </th>
              <td className={td}>
                <AnswerBadge attending={rsvp.attending} />
              </td>
              <td className={td}>
                <Companions rsvp={rsvp} />
              </td>
              <td className={td}>
                <Contact rsvp={rsvp} />
              </td>
              <td className={td}>
                <Note note={rsvp.note} />
              </td>
              <td className={td}>
                <AnsweredAt rsvp={rsvp} />
              </td>
              <td className="px-2 py-2.5 align-top">
                <RowActions rsvp={rsvp} {...callbacks} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-muted uppercase">{label}</dt>
      <dd className="mt-1">{children}</dd>
    </div>
  );
}

function RsvpCards({ items, ...callbacks }: { items: RsvpItem[] } & RsvpRowCallbacks) {
  return (
    <ul className="space-y-3" aria-label="Respostas dos convidados">
      {items.map((rsvp) => (
        <li key={rsvp.id} className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-ink/5">
          <div className="flex items-start gap-3">
            <div className="min-w-0 flex-1">
              <h3 className="text-base leading-snug">
                <GuestName rsvp={rsvp} />
              </h3>
              <div className="mt-1.5 flex flex-wrap items-center gap-2">
                <AnswerBadge attending={rsvp.attending} />
                <AnsweredAt rsvp={rsvp} />
              </div>
            </div>
            <RowActions rsvp={rsvp} {...callbacks} />
          </div>
          {(rsvp.attending || rsvp.phone || rsvp.email || rsvp.note) && (
            <dl className="mt-4 grid gap-3 border-t border-ink/5 pt-3">
              {rsvp.attending && (
                <Field label="Acompanhantes">
                  <Companions rsvp={rsvp} />
                </Field>
              )}
              {(rsvp.phone || rsvp.email) && (
                <Field label="Contato">
                  <Contact rsvp={rsvp} />
                </Field>
              )}
              {rsvp.note && (
                <Field label="Recado">
                  <Note note={rsvp.note} />
                </Field>
              )}
            </dl>
          )}
        </li>
      ))}
    </ul>
  );
}

export function RsvpList({ items, ...callbacks }: { items: RsvpItem[] } & RsvpRowCallbacks) {
  const wide = useMediaQuery('(min-width: 1024px)');
  return wide ? <RsvpTable items={items} {...callbacks} /> : <RsvpCards items={items} {...callbacks} />;
}
