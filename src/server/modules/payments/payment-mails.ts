// The e-mails money sends (issue 10): the guest's link back to a pending payment, the guest's
// receipt, the couple's "you got a gift", and the couple's withdrawal notices.
import { formatBRL } from '../../../shared/money.ts';
import { paymentMethodLabels } from '../../../shared/payments/checkout.ts';
import { formatInstallmentShare } from '../../../shared/payments/installments.ts';
import { pixKeyTypeLabels } from '../../../shared/payments/pix.ts';
import type { giftPayments, withdrawals } from '../../db/schema.ts';
import type { Mail } from '../mail/mailer.ts';
import { composeMail } from '../mail/templates.ts';

type Payment = typeof giftPayments.$inferSelect;
type Withdrawal = typeof withdrawals.$inferSelect;

/** "28/11/2026, 18:02" in São Paulo. */
export const dayTime = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', {
    timeZone: 'America/Sao_Paulo',
    dateStyle: 'short',
    timeStyle: 'short',
  }).format(d);
const day = (d: Date) =>
  new Intl.DateTimeFormat('pt-BR', { timeZone: 'America/Sao_Paulo', dateStyle: 'short' }).format(d);

/** What was given: the item (with its quotas) or the digital tie. */
export function what(p: Payment): string {
  return p.kind === 'gravata'
    ? 'Gravata digital'
    : p.quantity > 1
      ? `${p.itemName} (${p.quantity} cotas)`
      : p.itemName;
}

/** How to pay a pending PIX or boleto, by when. */
export function howToPay(p: Payment): string {
  return p.method === 'pix'
    ? `Use o código PIX copia e cola${p.pixExpiresAt ? ` até ${dayTime(p.pixExpiresAt)}` : ''}.`
    : `Pague o boleto${p.boletoDueDate ? ` até ${p.boletoDueDate.split('-').reverse().join('/')}` : ''} em qualquer banco ou aplicativo.`;
}

/** "Valor pago: R$ 104,05 por Cartão de crédito (2x de R$ 52,03)." */
export function amountPaidLine(p: Payment): string {
  const share = p.method === 'card' ? ` (${formatInstallmentShare(p.grossCents, p.installments)})` : '';
  return `Valor pago: ${formatBRL(p.grossCents)} por ${paymentMethodLabels[p.method]}${share}.`;
}

export function pendingPaymentMail(p: Payment, couple: string, url: string): Mail {
  const how = howToPay(p);
  return composeMail({
    to: p.contributorEmail ?? '',
    subject: `Seu presente para ${couple} está aguardando o pagamento`,
    title: 'Falta só pagar',
    lines: [
      `${what(p)} para ${couple}: ${formatBRL(p.grossCents)} por ${paymentMethodLabels[p.method]}.`,
      how,
      'Fechou a página? O botão abaixo leva de volta ao pagamento.',
    ],
    action: { label: 'Ver meu pagamento', url },
  });
}

export function receiptMail(p: Payment, couple: string, url: string): Mail {
  return composeMail({
    to: p.contributorEmail ?? '',
    subject: `Recebemos seu presente para ${couple}`,
    title: 'Obrigado pelo presente!',
    lines: [
      `Pagamento confirmado: ${what(p)} para ${couple}.`,
      amountPaidLine(p),
      p.feeCents > 0 && p.feePayer === 'guests'
        ? `Inclui a taxa de serviço de ${formatBRL(p.feeCents)}.`
        : '',
      p.confirmedAt ? `Confirmado em ${dayTime(p.confirmedAt)}.` : '',
      'Os noivos já foram avisados. Guarde este e-mail como comprovante.',
    ].filter(Boolean),
    action: { label: 'Ver comprovante', url },
  });
}

export function giftReceivedMail(to: string, p: Payment, panelUrl: string): Mail {
  return composeMail({
    to,
    subject: `${p.contributorName} deu um presente: ${what(p)}`,
    title: 'Vocês ganharam um presente!',
    lines: [
      `${p.contributorName} deu ${what(p)}.`,
      p.message ? `Mensagem: "${p.message}"` : '',
      `Vocês recebem ${formatBRL(p.netCents)}${p.releaseAt ? `, disponível para saque em ${day(p.releaseAt)}` : ''}.`,
      'Que tal agradecer agora? É só abrir "Presentes recebidos".',
    ].filter(Boolean),
    action: { label: 'Ver presentes recebidos', url: panelUrl },
  });
}

export function withdrawalMail(to: string, w: Withdrawal, walletUrl: string): Mail {
  const key = `${pixKeyTypeLabels[w.pixKeyType]} ${w.pixKey}`;
  if (w.status === 'pago') {
    return composeMail({
      to,
      subject: `Saque de ${formatBRL(w.amountCents)} enviado`,
      title: 'Saque enviado',
      lines: [`Enviamos ${formatBRL(w.amountCents)} por PIX para a chave ${key}.`, 'Sem nenhuma taxa.'],
      action: { label: 'Abrir minha carteira', url: walletUrl },
    });
  }
  return composeMail({
    to,
    subject: `Não conseguimos concluir o saque de ${formatBRL(w.amountCents)}`,
    title: 'Saque não concluído',
    lines: [
      `O PIX de ${formatBRL(w.amountCents)} para a chave ${key} não foi concluído${w.failureReason ? `: ${w.failureReason}` : '.'}`,
      'O valor voltou para o saldo disponível. Confira a chave e peça o saque de novo.',
    ],
    action: { label: 'Abrir minha carteira', url: walletUrl },
  });
}
