// "Adicionar presente": the three ways to add a gift (SPEC 2.6): from the catalogue, a custom gift,
// or a whole ready-made list.
import { Gift, ListChecks, type LucideIcon, Store } from 'lucide-react';
import { Dialog, DialogContent } from '../../components/ui/dialog.tsx';
import { IconBadge } from '../../components/ui/icon-badge.tsx';
import { giftListTexts as t } from './gift-list-texts.ts';

export type AddChoice = 'catalogue' | 'custom' | 'ready';

const choices: { id: AddChoice; label: string; text: string; icon: LucideIcon }[] = [
  {
    id: 'catalogue',
    label: t.fromCatalogue,
    text: 'Milhares de produtos, por categoria ou pelo nome.',
    icon: Store,
  },
  {
    id: 'custom',
    label: t.customGift,
    text: 'Vocês escolhem nome, valor, foto e se quer dividir em cotas.',
    icon: Gift,
  },
  {
    id: 'ready',
    label: t.fromReadyList,
    text: 'Casa, viagem, casamento ou divertidos, prontas em um clique.',
    icon: ListChecks,
  },
];

export function AddGiftDialog({
  open,
  onOpenChange,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onChoose: (choice: AddChoice) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t.addGift} closeLabel="Fechar">
        <ul className="mt-5 grid gap-3">
          {choices.map(({ id, label, text, icon }) => (
            <li key={id}>
              <button
                type="button"
                onClick={() => onChoose(id)}
                className="flex w-full items-center gap-4 rounded-2xl p-4 text-left ring-1 ring-ink/10 transition-colors hover:bg-brand-soft hover:ring-brand/40"
              >
                <IconBadge icon={icon} className="size-11 shrink-0 bg-teal-soft text-teal-dark" />
                <span>
                  <span className="block font-semibold text-ink">{label}</span>
                  <span className="block text-sm text-muted">{text}</span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      </DialogContent>
    </Dialog>
  );
}
