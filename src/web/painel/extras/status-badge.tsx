// An order's state as a small pill: "Ativo" (or "Pronta") stands out, a failure or refund is grey.

import { extraStatusLabel } from '../../../shared/extras.ts';
import type { ExtraOrderView } from '../../../shared/extras-api.ts';
import { Badge } from '../../components/ui/badge.tsx';

const tones = { ativo: 'teal', falhou: 'neutral', estornado: 'neutral' } as const;

export function StatusBadge({ order }: { order: Pick<ExtraOrderView, 'service' | 'status'> }) {
  const tone = tones[order.status as keyof typeof tones] ?? 'brand';
  return <Badge tone={tone}>{extraStatusLabel(order.service, order.status)}</Badge>;
}
