// A payment's status as a pill: concluded in green, pending in amber, anything else in the
// destructive style (SPEC 3, transacoes_presentes.status_pagamento).
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import type { PaymentStatus } from '../../../shared/payments/statuses.ts';

const tones: Record<PaymentStatus, string> = {
  concluido: 'bg-success-soft text-success',
  pendente: 'bg-warning-soft text-warning',
  recusado: 'bg-danger-soft text-danger',
  expirado: 'bg-danger-soft text-danger',
  estornado: 'bg-danger-soft text-danger',
  contestado: 'bg-danger-soft text-danger',
};

export function PaymentStatusPill({ status }: { status: PaymentStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold whitespace-nowrap ${tones[status]}`}
    >
      {giftStatusLabels[status]}
    </span>
  );
}
