// "Desativar casal" / "Reativar casal": what the change does, confirmed before it happens. The
// server ends the couple's sessions and takes the site offline; the lists refresh afterwards.
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type CoupleStatus, adminCoupleMessages as m } from '../../../shared/admin-couples.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { coupleKeys, setCoupleActive } from './couples-api.ts';

export interface StatusTarget {
  id: string;
  names: string;
  status: CoupleStatus;
}

export function CoupleStatusDialog({
  target,
  onClose,
}: {
  target: StatusTarget | null;
  onClose: () => void;
}) {
  const client = useQueryClient();
  const deactivating = target?.status === 'ativo';
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title={deactivating ? m.deactivateTitle : m.reactivateTitle}
      description={
        target ? `${target.names}: ${deactivating ? m.deactivateConfirm : m.reactivateConfirm}` : undefined
      }
      confirmLabel={deactivating ? 'Desativar' : 'Reativar'}
      pendingLabel={deactivating ? 'Desativando...' : 'Reativando...'}
      onConfirm={async () => {
        if (!target) return;
        const updated = await setCoupleActive(target.id, !deactivating);
        client.setQueryData(coupleKeys.detail(target.id), updated);
        toast.success(deactivating ? m.deactivated : m.reactivated, {
          description: deactivating ? m.deactivatedHint : m.reactivatedHint,
        });
        await client.invalidateQueries({ queryKey: coupleKeys.all });
      }}
    />
  );
}
