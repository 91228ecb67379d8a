// Every gift of a wedding as a CSV a Brazilian spreadsheet opens: the panel's export and the
// keepsake's `presentes-recebidos.csv`.
import { formatDecimalBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import { giftStatusLabels } from '../../../shared/payments/gifts-received.ts';
import type { Db } from '../../db/client.ts';
import { toCsv } from '../../http/csv.ts';
import { allReceivedGifts } from './gifts-received-queries.ts';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('pt-BR', { timeZone: 'America/Sao_Paulo' }) : '';

export async function receivedGiftsCsv(db: Db, weddingId: string): Promise<string> {
  const gifts = await allReceivedGifts(db, weddingId);
  return toCsv(
    [
      'Data',
      'Convidado',
      'E-mail',
      'Presente',
      'Cotas',
      'Mensagem',
      'Valor pago',
      'Taxa',
      'Valor líquido',
      'Forma',
      'Parcelas',
      'Situação',
      'Agradecido em',
    ],
    gifts.map((g) => [
      when(g.createdAt),
      g.guestName,
      g.guestEmail,
      g.kind === 'gravata' ? 'Gravata digital' : g.itemName,
      g.quantity,
      g.message,
      formatDecimalBRL(g.grossCents),
      formatDecimalBRL(g.feeCents),
      formatDecimalBRL(g.netCents),
      paymentMethodLabels[g.method],
      g.installments,
      giftStatusLabels[g.status],
      when(g.thankedAt),
    ]),
  );
}
