// The no-JavaScript checkout: a posted form read into the same checkout body the API takes, its
// problems mapped back onto the fields they belong to, and the form's settings for a gift or the
// gravata (fee, instalments, the provider's card needs).
import { randomUUID } from 'node:crypto';
import type { ZodError } from 'zod';
import { parseReais } from '../../../shared/money.ts';
import {
  type CheckoutBody,
  checkoutBody,
  checkoutMessages,
  type PaymentMethod,
} from '../../../shared/payments/checkout.ts';
import type { CheckoutField, CheckoutFormProps } from '../../../shared/payments/checkout-form-fields.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { PaymentProvider } from '../payment-providers/payment-provider.ts';

export type FormValues = Partial<Record<CheckoutField | 'cardToken' | 'idempotencyKey', string>>;

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

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Reads a posted form; `amount` is typed by people ("1.500,00"), so it is parsed here. */
export function readCheckoutForm(
  raw: Record<string, unknown>,
  options: { itemId?: string; asksHolder: boolean },
): { values: FormValues; parsed: ReturnType<typeof checkoutBody.safeParse>; amountError?: string } {
  const values: FormValues = {};
  for (const key of [
    'quantity',
    'amount',
    'name',
    'email',
    'cpf',
    'message',
    'method',
    'installments',
    'cardNumber',
    'cardHolder',
    'cardExpiry',
    'cardCvv',
    'cardToken',
    'postalCode',
    'addressNumber',
    'phone',
    'idempotencyKey',
  ] as const) {
    const v = text(raw[key]);
    if (v !== undefined) values[key] = v;
  }
  const amountCents = values.amount !== undefined ? parseReais(values.amount) : undefined;
  const card =
    values.method === 'card' && !values.cardToken
      ? {
          number: values.cardNumber ?? '',
          holderName: values.cardHolder ?? '',
          expiry: values.cardExpiry ?? '',
          cvv: values.cardCvv ?? '',
        }
      : undefined;
  const parsed = checkoutBody.safeParse({
    itemId: options.itemId,
    quantity: values.quantity || 1,
    amountCents: amountCents ?? undefined,
    name: values.name ?? '',
    email: values.email ?? '',
    cpf: values.cpf ?? '',
    message: values.message,
    method: values.method,
    installments: values.method === 'card' ? values.installments || 1 : 1,
    card,
    cardToken: values.method === 'card' ? values.cardToken || undefined : undefined,
    holder:
      values.method === 'card' && options.asksHolder
        ? {
            postalCode: values.postalCode ?? '',
            addressNumber: values.addressNumber ?? '',
            phone: values.phone ?? '',
          }
        : undefined,
    idempotencyKey: values.idempotencyKey ?? '',
  });
  return {
    values,
    parsed,
    amountError:
      values.amount !== undefined && amountCents === null ? checkoutMessages.amountInvalid : undefined,
  };
}

/** Each problem on the field it belongs to (the first one per field). */
export function fieldErrors(error: ZodError<CheckoutBody>): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const field = fieldOfPath[issue.path.join('.')];
    if (field && !out[field]) out[field] = issue.message;
  }
  return out;
}

/** The checkout form of a gift or of the gravata, empty or with what was posted and its problems. */
export function checkoutFormProps(options: {
  action: string;
  settings: Settings;
  feePayer: 'couple' | 'guests';
  provider: PaymentProvider;
  unitCents: number | null;
  maxQuantity: number;
  methods: PaymentMethod[];
  values?: FormValues;
  errors?: CheckoutFormProps['errors'];
  formError?: string | null;
  /** A fresh key after a declined card, so the next attempt is a new payment. */
  newKey?: boolean;
}): CheckoutFormProps {
  const values = options.values ?? {};
  return {
    action: options.action,
    idempotencyKey: !options.newKey && values.idempotencyKey ? values.idempotencyKey : randomUUID(),
    unitCents: options.unitCents,
    maxQuantity: options.maxQuantity,
    feeBasisPoints: options.settings.giftFeeBasisPoints,
    feePayer: options.feePayer,
    maxInstallments: options.settings.maxInstallments,
    minFreeAmountCents: options.settings.minFreeAmountCents,
    methods: options.methods,
    tokenizeUrl: options.provider.browserTokenizeUrl ?? null,
    needsHolderBilling: options.provider.asksCardHolderAddress ?? false,
    // Card data is never sent back into a page.
    values: {
      ...values,
      cardNumber: undefined,
      cardCvv: undefined,
      cardExpiry: undefined,
      cardHolder: undefined,
    },
    errors: options.errors ?? {},
    formError: options.formError ?? null,
  };
}
