// A couple's row menu (SPEC 2.7): details, edit, and deactivate or reactivate.
import { Eye, MoreHorizontal, Pencil, Power, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { type CoupleRow, coupleNames } from '../../../shared/admin-couples.ts';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu.tsx';
import { couplePath } from './couple-paths.ts';
import type { StatusTarget } from './couple-status-dialog.tsx';

export function CoupleRowMenu({
  couple,
  onStatus,
}: {
  couple: CoupleRow;
  onStatus: (target: StatusTarget) => void;
}) {
  const navigate = useNavigate();
  const names = coupleNames(couple);
  const active = couple.status === 'ativo';
  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        aria-label={`Ações de ${names}`}
        className="grid size-10 place-items-center rounded-full text-ink transition-colors hover:bg-brand-soft data-[state=open]:bg-brand-soft"
      >
        <MoreHorizontal className="size-5" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => navigate(couplePath(couple.id))}>
          <Eye className="size-4 text-brand-dark" aria-hidden="true" />
          Ver detalhes
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate(couplePath(couple.id, 'edit'))}>
          <Pencil className="size-4 text-brand-dark" aria-hidden="true" />
          Editar
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={() => onStatus({ id: couple.id, names, status: couple.status })}
          className={
            active ? 'text-danger data-highlighted:bg-danger-soft data-highlighted:text-danger-deep' : ''
          }
        >
          {active ? (
            <Power className="size-4" aria-hidden="true" />
          ) : (
            <RotateCcw className="size-4 text-brand-dark" aria-hidden="true" />
          )}
          {active ? 'Desativar' : 'Reativar'}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
