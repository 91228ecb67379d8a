// `/dashboard/convidados/eventos/resumo` ("Resumo dos eventos"): per event the confirmed adults,
// children and babies, declines and who is still to answer, and the households with someone
// confirmed with their confirmed members; live as answers arrive, and made to be printed (A4, only
// the summary: the panel's menus and buttons stay off the paper).
import { ArrowLeft, Printer } from 'lucide-react';
import { formatDateLong } from '../../../shared/dates.ts';
import { confirmedPeople, type SummaryEvent, type SummaryHousehold } from '../../../shared/event-summary.ts';
import { ageGroupLabels } from '../../../shared/guest-list.ts';
import { weddingEventMessages } from '../../../shared/wedding-events.ts';
import { Button, ButtonLink } from '../../components/ui/button.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { GuestsPageFrame } from '../guests/guests-page-frame.tsx';
import { panelPaths } from '../layout/panel-paths.ts';
import { useEventSummary } from './use-events.ts';

const title = 'Resumo dos eventos';
const lead =
  'Quantos confirmaram em cada evento e quem vem, família por família. Atualiza sozinho a cada resposta; imprimam ou salvem em PDF para o bufê e a cerimonialista.';

const printId = 'resumo-impressao';

/** On paper only the summary: everything else is hidden, its ancestors lose their frame. */
const printCss = `@media print {
  @page { size: A4; margin: 14mm; }
  body *:not(:has(#${printId})):not(#${printId}):not(#${printId} *) { display: none !important; }
  body *:has(#${printId}) { display: block !important; margin: 0 !important; padding: 0 !important;
    max-width: none !important; box-shadow: none !important; background: none !important; position: static !important; }
  #${printId} { font-size: 11pt; color: #000; }
  #${printId} .print-avoid { break-inside: avoid; }
  #${printId} section + section { break-before: page; }
}`;

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function Figure({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl bg-teal-soft px-3 py-2 print:rounded-md print:border print:border-ink/30 print:bg-transparent print:px-2 print:py-1">
      <dt className="text-xs text-muted print:text-ink">{label}</dt>
      <dd className="font-serif text-2xl font-bold text-ink">{value}</dd>
    </div>
  );
}

function Household({ household }: { household: SummaryHousehold }) {
  return (
    <li className="print-avoid border-t border-ink/10 py-2 first:border-t-0">
      <span className="font-semibold text-ink">{household.name}</span>
      <span className="block text-sm text-muted print:text-ink">
        {household.members
          .map((m) =>
            m.ageGroup === 'adulto' ? m.name : `${m.name} (${ageGroupLabels[m.ageGroup].toLowerCase()})`,
          )
          .join(', ')}
        {household.companions > 0 && ` + ${plural(household.companions, 'acompanhante', 'acompanhantes')}`}
      </span>
    </li>
  );
}

function EventBlock({ event }: { event: SummaryEvent }) {
  const { counts } = event;
  const when = [event.date && formatDateLong(event.date), event.time?.replace(':', 'h'), event.placeName]
    .filter(Boolean)
    .join(' · ');
  const headingId = `resumo-${event.id}`;
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6 print:rounded-none print:p-0 print:shadow-none print:ring-0"
    >
      <h2 id={headingId} className="font-serif text-xl font-bold text-ink">
        {event.name}
      </h2>
      {when && <p className="text-sm text-muted print:text-ink">{when}</p>}
      <p className="mt-3 font-semibold text-ink">
        Confirmados: {confirmedPeople(counts)}
        {counts.companions > 0 && ` + ${plural(counts.companions, 'acompanhante', 'acompanhantes')}`}
      </p>
      <dl className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6 print:grid-cols-6">
        <Figure label="Adultos" value={counts.adults} />
        <Figure label="Crianças" value={counts.children} />
        <Figure label="Bebês" value={counts.babies} />
        <Figure label="Acompanhantes" value={counts.companions} />
        <Figure label="Não vão" value={counts.declined} />
        <Figure label="Aguardando" value={counts.waiting} />
      </dl>
      <h3 className="mt-5 font-semibold text-ink">
        {event.households.length === 0
          ? 'Nenhuma família confirmou ainda.'
          : `Famílias confirmadas (${event.households.length} de ${counts.households} convidadas)`}
      </h3>
      {event.households.length > 0 && (
        <ul className="mt-1">
          {event.households.map((h) => (
            <Household key={h.id} household={h} />
          ))}
        </ul>
      )}
    </section>
  );
}

export function EventsSummary({ weddingId }: { weddingId: string }) {
  const summary = useEventSummary(weddingId);
  return (
    <ListState
      query={summary}
      failure={() => weddingEventMessages.loadFailed}
      isEmpty={(data) => data.events.length === 0}
      empty={<p className="rounded-3xl bg-teal-soft p-5 text-ink">Cadastrem um evento para ver o resumo.</p>}
    >
      {(data) => (
        <div id={printId} className="space-y-6">
          <style>{printCss}</style>
          <p className="hidden print:block">
            <span className="block font-serif text-2xl font-bold">{data.couple || 'Nosso casamento'}</span>
            <span className="block">Resumo de presenças por evento</span>
          </p>
          {data.events.map((event) => (
            <EventBlock key={event.id} event={event} />
          ))}
        </div>
      )}
    </ListState>
  );
}

export function EventsSummaryPage() {
  return (
    <GuestsPageFrame
      title={title}
      lead={lead}
      actions={() => (
        <>
          <ButtonLink to={panelPaths.guestEvents} variant="outline">
            <ArrowLeft className="size-4" aria-hidden="true" />
            Eventos
          </ButtonLink>
          <Button onClick={() => window.print()}>
            <Printer className="size-4" aria-hidden="true" />
            Imprimir
          </Button>
        </>
      )}
    >
      {(weddingId) => <EventsSummary weddingId={weddingId} />}
    </GuestsPageFrame>
  );
}
