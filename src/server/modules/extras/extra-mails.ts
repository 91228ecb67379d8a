// The e-mails of a couple's purchase: the link back to a pending PIX or boleto, the receipt
// (recibo) once paid, and the refund's notice.

import { receiptLabel } from '../../../shared/extras.ts';
import { formatBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import type { giftPayments } from '../../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';
import { amountPaidLine, dayTime, howToPay } from '../payments/payment-mails.ts';

type Payment = typeof giftPayments.$inferSelect;

export function pendingPurchaseMail(to: string, p: Payment, url: string): Mail {
  return composeMail({
    to,
    subject: `${p.itemName}: aguardando o pagamento`,
    title: 'Falta só pagar',
    lines: [`${p.itemName}: ${formatBRL(p.grossCents)} por ${paymentMethodLabels[p.method]}.`, howToPay(p)],
    action: { label: 'Ver meu pagamento', url },
  });
}

export function purchaseReceiptMail(to: string, p: Payment, receiptNumber: number, url: string): Mail {
  return composeMail({
    to,
    subject: `${receiptLabel(receiptNumber)}: ${p.itemName}`,
    title: 'Pagamento confirmado',
    lines: [
      `${receiptLabel(receiptNumber)}, emitido pelo Nosso Sim.`,
      `Serviço: ${p.itemName}.`,
      amountPaidLine(p),
      `Pagador: ${p.contributorName}.`,
      p.confirmedAt ? `Pago em ${dayTime(p.confirmedAt)}.` : '',
      'O recibo fica também no painel, em Serviços Adicionais.',
    ].filter(Boolean),
    action: { label: 'Ver em Serviços Adicionais', url },
  });
}

export function purchaseRefundMail(to: string, p: Payment, url: string): Mail {
  return composeMail({
    to,
    subject: `${p.itemName}: pagamento estornado`,
    title: 'Pagamento estornado',
    lines: [
      `O pagamento de ${formatBRL(p.grossCents)} por ${p.itemName} foi estornado, e o serviço foi cancelado.`,
      'O valor volta pela mesma forma de pagamento.',
    ],
    action: { label: 'Ver em Serviços Adicionais', url },
  });
}
