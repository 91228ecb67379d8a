// Gifts per day as plain SVG bars (no chart library), with a text alternative: a summary that
// screen readers read for the picture, and the figures of every day in a table one click away.
import type { Dashboard } from '../../../shared/admin-dashboard.ts';
import { formatDateShort } from '../../../shared/dates.ts';
import { formatBRL } from '../../../shared/money.ts';
import { plural } from '../../../shared/plural.ts';
import { ScrollRegion } from '../../components/ui/scroll-region.tsx';

const W = 720;
const H = 200;
const PAD = { top: 12, right: 8, bottom: 28, left: 32 };

export function GiftsChart({ days }: { days: Dashboard['giftsPerDay'] }) {
  const max = Math.max(1, ...days.map((d) => d.gifts));
  const total = days.reduce((s, d) => s + d.gifts, 0);
  const volume = days.reduce((s, d) => s + d.grossCents, 0);
  const best = days.reduce<Dashboard['giftsPerDay'][number] | null>(
    (b, d) => (d.gifts > (b?.gifts ?? 0) ? d : b),
    null,
  );
  const plotW = W - PAD.left - PAD.right;
  const plotH = H - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(2, step * 0.7);
  const first = days[0];
  const last = days.at(-1);
  const summary = `${plural(total, 'presente', 'presentes')} (${formatBRL(volume)}) entre ${first ? formatDateShort(first.day) : ''} e ${last ? formatDateShort(last.day) : ''}${best ? `; o dia com mais presentes foi ${formatDateShort(best.day)}, com ${best.gifts}` : ''}.`;
  return (
    <figure className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <figcaption>
        <h2 id="grafico-presentes" className="font-serif text-xl font-bold text-ink">
          Presentes por dia
        </h2>
        <p id="grafico-resumo" className="mt-1 text-sm text-muted">
          Últimos 30 dias: {summary}
        </p>
      </figcaption>
      <svg
        viewBox={`0 0 ${W} ${H}`}
        className="mt-4 h-auto w-full"
        role="img"
        aria-labelledby="grafico-titulo"
        aria-describedby="grafico-resumo"
      >
        <title id="grafico-titulo">Gráfico de barras: presentes por dia nos últimos 30 dias</title>
        <line
          x1={PAD.left}
          x2={W - PAD.right}
          y1={PAD.top + plotH}
          y2={PAD.top + plotH}
          className="stroke-field"
        />
        <line x1={PAD.left} x2={W - PAD.right} y1={PAD.top} y2={PAD.top} className="stroke-ink/10" />
        <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end" className="fill-muted text-[11px]">
          {max}
        </text>
        <text x={PAD.left - 6} y={PAD.top + plotH} textAnchor="end" className="fill-muted text-[11px]">
          0
        </text>
        {days.map((d, i) => {
          const h = (d.gifts / max) * plotH;
          const x = PAD.left + i * step + (step - barW) / 2;
          return (
            <rect
              key={d.day}
              x={x}
              y={PAD.top + plotH - h}
              width={barW}
              height={h}
              rx={2}
              className="fill-brand-dark"
            />
          );
        })}
        {[0, Math.floor(days.length / 2), days.length - 1].map((i) => {
          const d = days[i];
          if (!d) return null;
          return (
            <text
              key={d.day}
              x={PAD.left + i * step + step / 2}
              y={H - 8}
              textAnchor="middle"
              className="fill-muted text-[11px]"
            >
              {formatDateShort(d.day).slice(0, 5)}
            </text>
          );
        })}
      </svg>
      <details className="mt-3">
        <summary className="cursor-pointer rounded text-sm font-semibold text-brand-dark">
          Ver os dados do gráfico
        </summary>
        <ScrollRegion label="Dados do gráfico" className="mt-3 max-h-72 overflow-y-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Presentes por dia, últimos 30 dias</caption>
            <thead className="text-xs tracking-wide text-muted uppercase">
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Dia
                </th>
                <th scope="col" className="py-2 pr-3 text-right">
                  Presentes
                </th>
                <th scope="col" className="py-2 text-right">
                  Valor
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-ink/5">
              {days.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="py-1.5 pr-3 font-normal">
                    {formatDateShort(d.day)}
                  </th>
                  <td className="py-1.5 pr-3 text-right">{d.gifts}</td>
                  <td className="py-1.5 text-right">{formatBRL(d.grossCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </details>
    </figure>
  );
}
