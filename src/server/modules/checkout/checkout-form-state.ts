// The no-JavaScript checkout: a posted form read into the same checkout body the API takes (with the
// shared form schema the page also checks it with), its problems on their fields, and the form's
// settings for a gift or the gravata (fee, instalments, the provider's card needs).
import { randomUUID } from 'node:crypto';
import type { ZodError } from 'zod';
import type { PaymentMethod } from '../../../shared/payments/checkout.ts';
import {
  type CheckoutField,
  type CheckoutFormProps,
  type CheckoutFormValues,
  checkoutFields,
  checkoutFormSchema,
} from '../../../shared/payments/checkout-form-fields.ts';
import type { Settings } from '../../../shared/settings.ts';
import type { PaymentProvider } from '../payment-providers/payment-provider.ts';

export type FormValues = CheckoutFormValues;

const postedFields = [...checkoutFields, 'cardToken', 'idempotencyKey'] as const;

/** Reads a posted form with the schema the page checks it with before sending. */
export function readCheckoutForm(
  raw: Record<string, unknown>,
  options: { itemId?: string; asksHolder: boolean },
) {
  const values: FormValues = {};
  for (const key of postedFields) {
    const v = raw[key];
    if (typeof v === 'string') values[key] = v;
  }
  return { values, parsed: checkoutFormSchema(options).safeParse(values) };
}

/** Each problem on the field it belongs to (the first one per field). */
export function fieldErrors(error: ZodError): Partial<Record<CheckoutField, string>> {
  const out: Partial<Record<CheckoutField, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as CheckoutField | undefined;
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
  /** The couple buying a platform service (no message, no gift fee). */
  purchase?: boolean;
}): CheckoutFormProps {
  const values = options.values ?? {};
  return {
    action: options.action,
    idempotencyKey: !options.newKey && values.idempotencyKey ? values.idempotencyKey : randomUUID(),
    unitCents: options.unitCents,
    maxQuantity: options.maxQuantity,
    feeBasisPoints: options.purchase ? 0 : options.settings.giftFeeBasisPoints,
    feePayer: options.feePayer,
    maxInstallments: options.settings.maxInstallments,
    minFreeAmountCents: options.settings.minFreeAmountCents,
    methods: options.methods,
    tokenizeUrl: options.provider.browserTokenizeUrl ?? null,
    needsHolderBilling: options.provider.asksCardHolderAddress ?? false,
    // The card's number and CVV are never sent back into a page; the rest comes back as typed.
    values: { ...values, cardNumber: undefined, cardCvv: undefined, cardToken: undefined },
    errors: options.errors ?? {},
    formError: options.formError ?? null,
    purchase: options.purchase,
  };
}
