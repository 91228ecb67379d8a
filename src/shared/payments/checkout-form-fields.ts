// The guest checkout form's fields and what the server hands its renderer: shared by the
// server, which reads and validates the posted form, and the page that renders it and checks it
// in the browser first, with the same schema.
import { z } from 'zod';
import { parseReais } from '../money.ts';
import { normaliseCardExpiry } from './card-input.ts';
import { type CheckoutBody, checkoutBody, checkoutMessages, type PaymentMethod } from './checkout.ts';

/** The form's fields, in the order the page shows them (the first one in error gets the focus). */
export const checkoutFields = [
  'quantity',
  'amount',
  'name',
  'email',
  'cpf',
  'message',
  'method',
  'cardNumber',
  'cardHolder',
  'cardExpiry',
  'cardCvv',
  'postalCode',
  'addressNumber',
  'phone',
  'installments',
] as const;
export type CheckoutField = (typeof checkoutFields)[number];

/** What the form posts: its fields as typed, and the provider's card token or the attempt's key. */
export type CheckoutFormValues = Partial<Record<CheckoutField | 'cardToken' | 'idempotencyKey', string>>;

const fieldOfPath: Record<string, CheckoutField> = {
  quantity: 'quantity',
  amountCents: 'amount',
  name: 'name',
  email: 'email',
  cpf: 'cpf',
  message: 'message',
  method: 'method',
  installments: 'installments',
  'card.number': 'cardNumber',
  'card.holderName': 'cardHolder',
  'card.expiry': 'cardExpiry',
  'card.cvv': 'cardCvv',
  'holder.postalCode': 'postalCode',
  'holder.addressNumber': 'addressNumber',
  'holder.phone': 'phone',
};

function bodyOf(
  values: CheckoutFormValues,
  amountCents: number | null | undefined,
  options: { itemId?: string; asksHolder: boolean },
) {
  const card = values.method === 'card';
  return {
    itemId: options.itemId,
    quantity: values.quantity || 1,
    amountCents: amountCents ?? undefined,
    name: values.name ?? '',
    email: values.email ?? '',
    cpf: values.cpf ?? '',
    message: values.message,
    method: values.method,
    installments: card ? values.installments || 1 : 1,
    card:
      card && !values.cardToken
        ? {
            number: values.cardNumber ?? '',
            holderName: values.cardHolder ?? '',
            expiry: normaliseCardExpiry(values.cardExpiry ?? ''),
            cvv: values.cardCvv ?? '',
          }
        : undefined,
    cardToken: card ? values.cardToken || undefined : undefined,
    holder:
      card && options.asksHolder
        ? {
            postalCode: values.postalCode ?? '',
            addressNumber: values.addressNumber ?? '',
            phone: values.phone ?? '',
          }
        : undefined,
    idempotencyKey: values.idempotencyKey ?? '',
  };
}

/**
 * The form as typed (`amount` in reais, "1.500,00"; the expiry with or without its slash) read into
 * the checkout body the API takes, each problem on the field it belongs to. The page checks with it
 * before sending; the server reads the no-JavaScript post with it.
 */
export function checkoutFormSchema(options: { itemId?: string; asksHolder: boolean }) {
  return z
    .custom<CheckoutFormValues>((v) => typeof v === 'object' && v !== null)
    .transform((values, ctx): CheckoutBody => {
      const amountCents = values.amount !== undefined ? parseReais(values.amount) : undefined;
      const parsed = checkoutBody.safeParse(bodyOf(values, amountCents, options));
      for (const issue of parsed.error?.issues ?? []) {
        const field = fieldOfPath[issue.path.join('.')];
        ctx.addIssue({ code: 'custom', path: field ? [field] : [], message: issue.message });
      }
      if (amountCents === null)
        ctx.addIssue({ code: 'custom', path: ['amount'], message: checkoutMessages.amountInvalid });
      return parsed.success && amountCents !== null ? parsed.data : z.NEVER;
    });
}

export interface CheckoutFormProps {
  action: string;
  idempotencyKey: string;
  /** The gift's value per unit, or null for a free amount (the gravata, "Doação Livre"). */
  unitCents: number | null;
  /** Quotas or units left to give, when more than one can be bought. */
  maxQuantity: number;
  feeBasisPoints: number;
  feePayer: 'couple' | 'guests';
  maxInstallments: number;
  /** The smallest free amount (platform setting), for the amount's hint. */
  minFreeAmountCents: number;
  methods: PaymentMethod[];
  /** Where the browser tokenizes a card (the provider's endpoint), when the provider offers it. */
  tokenizeUrl: string | null;
  /** Providers that check the card holder's address (Asaas) need CEP, number and phone. */
  needsHolderBilling: boolean;
  values: CheckoutFormValues;
  errors: Partial<Record<CheckoutField, string>>;
  formError: string | null;
  submitLabel?: string;
  /** The couple buying a platform service: no message to anyone, and no gift fee. */
  purchase?: boolean;
}
