// Shortcuts from the dashboard to the three big jobs: the site, the guests and the gift list.
import { ArrowRight, Gift, type LucideIcon, Palette, Users } from 'lucide-react';
import { panelPaths } from '../layout/panel-paths.ts';
import { isMoneyPath, useSeesMoney } from '../shared-access/use-wedding-role.ts';
import { LinkCard } from './link-card.tsx';

const shortcuts: { title: string; text: string; to: string; icon: LucideIcon }[] = [
  {
    title: 'Personalizar o site',
    text: 'Tema, fotos, história do casal e as seções que os convidados vão ver.',
    to: panelPaths.siteSections,
    icon: Palette,
  },
  {
    title: 'Convidados e presenças',
    text: 'Quem confirmou presença, quantos acompanhantes e os recados do mural.',
    to: panelPaths.guestRsvps,
    icon: Users,
  },
  {
    title: 'Lista de presentes',
    text: 'Presentes virtuais que chegam em dinheiro na carteira de vocês.',
    to: panelPaths.giftListEditor,
    icon: Gift,
  },
];

export function QuickLinks() {
  // A planner (shared access) has no gift list.
  const money = useSeesMoney();
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {shortcuts
        .filter((s) => money || !isMoneyPath(s.to))
        .map(({ title, text, to, icon }) => (
          <LinkCard key={to} to={to} icon={icon} look="shortcut">
            <span className="mt-4 font-serif text-lg font-bold text-ink">{title}</span>
            <span className="mt-1 flex-1 text-sm leading-relaxed text-muted">{text}</span>
            <span className="mt-4 inline-flex items-center gap-1 text-sm font-semibold text-brand-dark">
              Abrir
              <ArrowRight
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </LinkCard>
        ))}
    </ul>
  );
}
