// A figure of the back office with its label and, when given, its change against a period before.
import { ArrowDownRight, ArrowUpRight, Minus } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatPercent } from '../../../shared/money.ts';

/** 1250 -> "+12,5%"; -300 -> "-3%"; the sign is always written. */
export function signedPercent(basisPoints: number): string {
  const sign = basisPoints > 0 ? '+' : basisPoints < 0 ? '-' : '';
  return `${sign}${formatPercent(Math.abs(basisPoints))}`;
}

export interface Change {
  /** Basis points; null when there was nothing before. */
  basisPoints: number | null;
  /** What it is compared with: "vs. 30 dias antes". */
  against: string;
  /** Written out instead of a percentage ("+2 p.p."). */
  text?: string;
}

function ChangeLine({ change }: { change: Change }) {
  const bp = change.basisPoints;
  const Icon = bp === null || bp > 0 ? ArrowUpRight : bp < 0 ? ArrowDownRight : Minus;
  const tone = bp === null || bp > 0 ? 'text-success' : bp < 0 ? 'text-danger' : 'text-muted';
  const figure = change.text ?? (bp === null ? 'novo' : signedPercent(bp));
  return (
    <p className="mt-2 flex items-center gap-1 text-sm text-muted">
      <Icon className={`size-4 shrink-0 ${tone}`} aria-hidden="true" />
      <span className={`font-semibold ${tone}`}>{figure}</span>
      <span>{change.against}</span>
    </p>
  );
}

export function StatCard({
  label,
  value,
  change,
  note,
}: {
  label: string;
  value: ReactNode;
  change?: Change;
  note?: string;
}) {
  return (
    <div className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-2">
        <span className="block font-serif text-3xl font-bold break-words text-ink">{value}</span>
        {change && <ChangeLine change={change} />}
        {note && <span className="mt-1 block text-xs text-muted">{note}</span>}
      </dd>
    </div>
  );
}
