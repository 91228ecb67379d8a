// A drawn couple's wallet with sample gifts: illustrates the gift list (marketing sample, no action).
import { Banknote, Plane, Sparkles, UtensilsCrossed } from 'lucide-react';
import { formatBRL } from '../../../shared/money.ts';

const gifts = [
  { icon: Plane, name: 'Passagens da lua de mel', from: 'Tia Lúcia', method: 'PIX', cents: 350_00 },
  { icon: UtensilsCrossed, name: 'Jantar romântico', from: 'Carlos e Bia', method: 'Cartão', cents: 280_00 },
  { icon: Sparkles, name: 'Cota para a casa nova', from: 'Padrinhos', method: 'Boleto', cents: 500_00 },
];

export function WalletPreview() {
  return (
    <div className="rounded-[2rem] bg-white p-6 shadow-xl shadow-teal/10 sm:p-8" aria-hidden="true">
      <div className="flex items-start justify-between gap-4">
        <div>
          <p className="text-xs font-semibold tracking-widest text-muted uppercase">Carteira do casal</p>
          <p className="mt-1 font-serif text-3xl font-bold text-ink">{formatBRL(3_240_00)}</p>
          <p className="text-xs text-teal-dark">disponível para saque</p>
        </div>
        <span className="grid size-12 place-items-center rounded-2xl bg-teal-dark text-white">
          <Banknote className="size-6" />
        </span>
      </div>
      <ul className="mt-6 divide-y divide-ink/5">
        {gifts.map((g) => (
          <li key={g.name} className="flex items-center gap-3 py-3">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-soft text-brand-dark">
              <g.icon className="size-5" />
            </span>
            <span className="min-w-0 flex-1">
              <span className="block text-sm leading-snug font-semibold text-ink">{g.name}</span>
              <span className="block text-xs text-muted">
                {g.from} · {g.method}
              </span>
            </span>
            <span className="text-sm font-semibold whitespace-nowrap text-teal-dark">
              +{formatBRL(g.cents)}
            </span>
          </li>
        ))}
      </ul>
      <div className="mt-4 rounded-full bg-teal-dark py-3 text-center text-sm font-semibold text-white">
        Sacar por PIX
      </div>
    </div>
  );
}
