// A couple's row menu (SPEC 2.7): details, edit, and deactivate or reactivate.
import { Eye, Pencil, Power, RotateCcw } from 'lucide-react';
import { useNavigate } from 'react-router';
import { type CoupleRow, coupleNames } from '../../../shared/admin-couples.ts';
import { RowMenu, RowMenuItem, RowMenuSeparator } from '../lib/row-menu.tsx';
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
    <RowMenu label={`Ações de ${names}`}>
      <RowMenuItem icon={Eye} onSelect={() => navigate(couplePath(couple.id))}>
        Ver detalhes
      </RowMenuItem>
      <RowMenuItem icon={Pencil} onSelect={() => navigate(couplePath(couple.id, 'edit'))}>
        Editar
      </RowMenuItem>
      <RowMenuSeparator />
      <RowMenuItem
        icon={active ? Power : RotateCcw}
        danger={active}
        onSelect={() => onStatus({ id: couple.id, names, status: couple.status })}
      >
        {active ? 'Desativar' : 'Reativar'}
      </RowMenuItem>
    </RowMenu>
  );
}
