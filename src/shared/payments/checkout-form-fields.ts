// The guest checkout form's fields and what the server hands its renderer: shared by the
// server, which reads and validates the posted form, and the page that renders it.
import type { PaymentMethod } from './checkout.ts';

export type CheckoutField =
  | 'quantity'
  | 'amount'
  | 'name'
  | 'email'
  | 'cpf'
  | 'message'
  | 'method'
  | 'cardNumber'
  | 'cardHolder'
  | 'cardExpiry'
  | 'cardCvv'
  | 'installments'
  | 'postalCode'
  | 'addressNumber'
  | 'phone';

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
  values: Partial<Record<CheckoutField, string>>;
  errors: Partial<Record<CheckoutField, string>>;
  formError: string | null;
  submitLabel?: string;
}
