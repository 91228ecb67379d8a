// Finances by period as a CSV a Brazilian spreadsheet opens (http/csv.ts): amounts in reais with a
// decimal comma, one line per day, week or month.
import { type Finances, financePeriodLabels } from '../../../shared/admin-money.ts';
import { formatDateShort } from '../../../shared/dates.ts';
import { formatDecimalBRL } from '../../../shared/money.ts';
import { toCsv } from '../../http/csv.ts';

export function financesCsv(f: Finances): string {
  return toCsv(
    [
      `${financePeriodLabels[f.periodo]} (início)`,
      'Presentes',
      'Volume de presentes (R$)',
      'Estornos (R$)',
      'Receita de taxas (R$)',
      'Serviços adicionais (R$)',
      'Saques pagos (R$)',
      'Saldo aguardando (R$)',
      'Saldo disponível (R$)',
    ],
    f.rows.map((r) => [
      formatDateShort(r.start),
      r.gifts,
      formatDecimalBRL(r.giftVolumeCents),
      formatDecimalBRL(r.refundsCents),
      formatDecimalBRL(r.feeRevenueCents),
      formatDecimalBRL(r.extrasRevenueCents),
      formatDecimalBRL(r.payoutsCents),
      formatDecimalBRL(r.pendingCents),
      formatDecimalBRL(r.availableCents),
    ]),
  );
}
