// The guest's checkout (issue 10): who gives, how they pay, and what the page shows before paying.
// One schema serves the page's form, the JSON API and the no-JavaScript form post.
import { isValidCpf } from '@brazilian-utils/brazilian-utils';
import { z } from 'zod';
import { formatBRL } from '../money.ts';

export const checkoutMessages = {
  nameRequired: 'Informe seu nome.',
  emailInvalid: 'Informe um e-mail válido para receber o comprovante.',
  cpfInvalid: 'Informe um CPF válido.',
  messageTooLong: 'A mensagem pode ter até 500 caracteres.',
  methodRequired: 'Escolha como quer pagar.',
  cardNumber: 'Confira o número do cartão.',
  cardHolder: 'Informe o nome impresso no cartão.',
  cardExpiry: 'Confira a validade do cartão (MM/AA).',
  cardCvv: 'Confira o código de segurança (CVV).',
  installments: 'Escolha em quantas parcelas quer pagar.',
  quantity: 'Escolha quantas cotas quer dar.',
  amountTooLow: (minCents: number) => `O valor mínimo é ${formatBRL(minCents)}.`,
  amountTooHigh: 'Valor acima do permitido para um presente.',
  amountInvalid: 'Informe um valor em reais, como 150,00.',
  soldOut: 'Este presente já foi dado. Escolha outro na lista.',
  reserved:
    'Este presente está reservado por um convidado que ainda está pagando. Se o pagamento não for concluído, ele volta para a lista.',
  notEnoughQuotas: (left: number) =>
    left === 1 ? 'Só resta 1 cota deste presente.' : `Só restam ${left} cotas deste presente.`,
  giftNotFound: 'Este presente não está mais na lista.',
  listClosed: 'A lista de presentes deste casamento não está disponível.',
  paymentFailed: 'Não foi possível iniciar o pagamento. Tente novamente em instantes.',
  cardDeclined: 'Pagamento recusado pelo cartão. Confira os dados ou use outra forma de pagamento.',
  gravataPixOnly: 'A gravata digital é paga por PIX.',
  cardAttemptsLimited:
    'Muitos cartões recusados em pouco tempo. Tente de novo mais tarde, ou pague por PIX ou boleto.',
  postalCode: 'Informe o CEP do titular do cartão (8 dígitos).',
  addressNumber: 'Informe o número do endereço do titular do cartão.',
  phone: 'Informe o telefone do titular do cartão, com DDD.',
} as const;

export const paymentMethodLabels = { pix: 'PIX', boleto: 'Boleto', card: 'Cartão de crédito' } as const;
export type PaymentMethod = keyof typeof paymentMethodLabels;

/** The largest single gift (a provider's charge limit, and a guard against typos). */
export const MAX_GIFT_CENTS = 5_000_000;

/** "11122233344" or "111.222.333-44" -> digits, when the CPF's check digits are right. */
export function normaliseCpf(value: string): string | null {
  const digits = value.replace(/\D/g, '');
  return digits.length === 11 && isValidCpf(digits) ? digits : null;
}

/** "52998224725" -> "***.982.247-**": the middle six digits, as Brazilian receipts print a CPF. */
export function maskCpf(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length !== 11) return '***.***.***-**';
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

const card = z.object({
  number: z
    .string()
    .transform((v) => v.replace(/\D/g, ''))
    .refine((v) => v.length >= 13 && v.length <= 19, checkoutMessages.cardNumber),
  holderName: z.string().trim().min(2, checkoutMessages.cardHolder).max(100, checkoutMessages.cardHolder),
  expiry: z
    .string()
    .trim()
    .regex(/^(0[1-9]|1[0-2])\s*\/\s*(\d{2}|\d{4})$/, checkoutMessages.cardExpiry),
  cvv: z
    .string()
    .trim()
    .regex(/^\d{3,4}$/, checkoutMessages.cardCvv),
});

export const checkoutBody = z
  .object({
    /** A gift on the list; absent for a "gravata digital". */
    itemId: z.uuid().optional(),
    quantity: z.coerce
      .number()
      .int(checkoutMessages.quantity)
      .min(1, checkoutMessages.quantity)
      .max(1000)
      .default(1),
    /** Free amounts ("Doação Livre", gifts that allow it, the gravata), in centavos. */
    amountCents: z.coerce
      .number()
      .int(checkoutMessages.amountInvalid)
      .positive(checkoutMessages.amountInvalid)
      .optional(),
    name: z.string().trim().min(1, checkoutMessages.nameRequired).max(120, checkoutMessages.nameRequired),
    email: z
      .email(checkoutMessages.emailInvalid)
      .trim()
      .toLowerCase()
      .max(254, checkoutMessages.emailInvalid),
    cpf: z.string().transform((v, ctx) => {
      const digits = normaliseCpf(v);
      if (!digits) {
        ctx.addIssue({ code: 'custom', message: checkoutMessages.cpfInvalid });
        return z.NEVER;
      }
      return digits;
    }),
    message: z
      .string()
      .trim()
      .max(500, checkoutMessages.messageTooLong)
      .optional()
      .transform((v) => v || undefined),
    method: z.enum(['pix', 'boleto', 'card'], checkoutMessages.methodRequired),
    installments: z.coerce
      .number()
      .int()
      .min(1, checkoutMessages.installments)
      .max(12, checkoutMessages.installments)
      .default(1),
    /** The card itself (sent on to the provider, never stored), or the provider's token for it. */
    card: card.optional(),
    cardToken: z.string().trim().min(4).max(120).optional(),
    /** The card holder's CEP, address number and phone, for providers that check them. */
    holder: z
      .object({
        postalCode: z
          .string()
          .transform((v) => v.replace(/\D/g, ''))
          .refine((v) => v.length === 8, checkoutMessages.postalCode),
        addressNumber: z
          .string()
          .trim()
          .min(1, checkoutMessages.addressNumber)
          .max(10, checkoutMessages.addressNumber),
        phone: z
          .string()
          .transform((v) => v.replace(/\D/g, ''))
          .refine((v) => v.length === 10 || v.length === 11, checkoutMessages.phone),
      })
      .optional(),
    /** The page's key for this attempt: submitting twice gives back the same payment. */
    idempotencyKey: z.string().trim().min(8).max(80),
  })
  .superRefine((v, ctx) => {
    if (v.method === 'card' && !v.card && !v.cardToken)
      ctx.addIssue({ code: 'custom', path: ['card', 'number'], message: checkoutMessages.cardNumber });
    if (v.method !== 'card' && v.installments !== 1)
      ctx.addIssue({ code: 'custom', path: ['installments'], message: checkoutMessages.installments });
  });
export type CheckoutBody = z.infer<typeof checkoutBody>;
