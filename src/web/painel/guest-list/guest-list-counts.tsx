// The counts at the top of the guest list: households and people by age group, then how many
// invitations stand at each state (each a button that filters the list by it).
import type { GuestListCounts as Counts } from '../../../shared/guest-household.ts';
import { type InviteState, inviteStateLabels, inviteStates } from '../../../shared/guest-list.ts';

const n = (value: number) => value.toLocaleString('pt-BR');

export function GuestListCounts({
  counts,
  state,
  onState,
}: {
  counts: Counts;
  state: InviteState | 'todos';
  onState: (state: InviteState | 'todos') => void;
}) {
  const tiles: [string, number][] = [
    ['Convites', counts.households],
    ['Pessoas', counts.people],
    ['Adultos', counts.adults],
    ['Crianças', counts.children],
    ['Bebês', counts.babies],
  ];
  return (
    <section aria-labelledby="contagens-titulo" className="grid gap-3">
      <h2 id="contagens-titulo" className="sr-only">
        Contagens da lista
      </h2>
      <dl className="grid grid-cols-3 gap-2 sm:grid-cols-5 sm:gap-3">
        {tiles.map(([label, value]) => (
          <div
            key={label}
            className="rounded-2xl bg-white px-3 py-3 text-center shadow-sm ring-1 ring-ink/5 sm:px-4"
          >
            <dt className="text-xs font-medium text-muted">{label}</dt>
            <dd className="mt-1 font-serif text-2xl font-bold text-ink tabular-nums">{n(value)}</dd>
          </div>
        ))}
      </dl>
      <fieldset className="flex min-w-0 flex-wrap gap-2">
        <legend className="sr-only">Filtrar por situação do convite</legend>
        {inviteStates.map((s) => {
          const active = state === s;
          return (
            <button
              key={s}
              type="button"
              aria-pressed={active}
              onClick={() => onState(active ? 'todos' : s)}
              className={`inline-flex min-h-9 items-center gap-2 rounded-full px-3 py-1.5 text-sm font-medium ring-1 transition-colors ${
                active
                  ? 'bg-brand-dark text-white ring-brand-dark'
                  : 'bg-white text-ink ring-ink/10 hover:bg-brand-soft'
              }`}
            >
              {inviteStateLabels[s]}
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums ${active ? 'bg-white/20' : 'bg-ink/5'}`}
              >
                {n(counts.byState[s])}
              </span>
            </button>
          );
        })}
      </fieldset>
    </section>
  );
}
