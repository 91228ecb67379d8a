// What the platform needs from a payment service provider (PSP), whatever it is: charges by PIX,
// boleto or card, their current state, refunds, PIX transfers to the couples, PIX key look-ups, and its webhooks
// read into one shape. Adapters: `sandbox` (built in, the default) and `asaas`.
import type { FastifyRequest } from 'fastify';

export type ChargeMethod = 'pix' | 'boleto' | 'card';

/** A charge's state as the platform reads it, whatever words the provider uses. */
export type ChargeState = 'pending' | 'paid' | 'declined' | 'expired' | 'refunded' | 'chargeback';
export type TransferState = 'pending' | 'done' | 'failed';

export interface Customer {
  name: string;
  email: string;
  /** Digits only. */
  cpf: string;
}

/** Card data as typed by the guest; passed straight to the provider, never stored or logged. */
export interface CardInput {
  number: string;
  holderName: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
  /**
   * The holder's billing CEP, address number and phone. Asaas refuses card charges without them
   * (its fraud checks); providers that do not ask for them ignore it.
   */
  holderBilling?: CardHolderBilling;
}

export interface CardHolderBilling {
  /** Digits only. */
  postalCode: string;
  addressNumber: string;
  /** Digits only, with DDD. */
  phone: string;
}

export interface CreateChargeInput {
  /** Our payment id: the provider keeps it as its external reference. */
  reference: string;
  method: ChargeMethod;
  amountCents: number;
  installments: number;
  description: string;
  customer: Customer;
  /** Card charges: a token the browser got from the provider, or the card itself. */
  card?: { token: string } | CardInput;
  /** The guest's address, which card providers ask for fraud checks. */
  remoteIp?: string;
  /** PIX: how long the code stays payable. */
  pixExpiresInSeconds: number;
  /** Boleto: its due date (`YYYY-MM-DD`). */
  boletoDueDate: string;
}

export interface Charge {
  id: string;
  state: ChargeState;
  pix?: { payload: string; expiresAt: Date };
  boleto?: { line: string; dueDate: string; url?: string };
  card?: { brand: string; last4: string };
  /** Why a card was declined, in the provider's words (shown to nobody but support). */
  failureReason?: string;
}

export interface CreateTransferInput {
  /** Our withdrawal id. */
  reference: string;
  amountCents: number;
  pixKeyType: 'cpf' | 'email' | 'telefone' | 'aleatoria';
  pixKey: string;
}

export interface PixKeyLookupInput {
  keyType: 'cpf' | 'email' | 'telefone' | 'aleatoria';
  /** Canonical form (see `normalisePixKey`). */
  key: string;
  /** The CPF the couple registered as the holder (digits); only the sandbox uses it, to simulate. */
  holderCpf: string;
  /** The couple's name as registered at sign-up; only the sandbox uses it, as the holder's name. */
  registeredName: string;
}

/**
 * Who holds a PIX key, as the provider's DICT look-up says: the holder's CPF (digits), with their
 * name and bank (institution) when the provider tells them; the key does not exist; or the
 * provider cannot look such a key up (only CPF keys can then be trusted).
 */
export type PixKeyOwner =
  | { status: 'found'; cpf: string; holderName?: string; bankName?: string }
  | { status: 'not_found' }
  | { status: 'unsupported' };

export interface Transfer {
  id: string;
  state: TransferState;
  failureReason?: string;
}

/** A webhook, verified and read. `eventId` is unique per provider: the same event twice is one. */
export interface ProviderEvent {
  eventId: string;
  type: string;
  chargeId?: string;
  transferId?: string;
  /**
   * The state the event reports. Providers whose webhooks are only a hint (Asaas) leave it out, and
   * the platform asks `getCharge`/`getTransfer` for the truth before moving money.
   */
  chargeState?: ChargeState;
  transferState?: TransferState;
  payload: unknown;
}

export class WebhookRejected extends Error {}

/**
 * The provider answered and refused the request (bad data, a key that does not exist): nothing was
 * created, so it is safe to give up. Any other error leaves it unknown whether the operation happened.
 */
export class ProviderRefused extends Error {}

export interface PaymentProvider {
  readonly name: string;
  createCharge(input: CreateChargeInput): Promise<Charge>;
  getCharge(chargeId: string): Promise<Charge>;
  refundCharge(chargeId: string): Promise<Charge>;
  createTransfer(input: CreateTransferInput): Promise<Transfer>;
  getTransfer(transferId: string): Promise<Transfer>;
  /** The holder of a PIX key, before it may receive payouts. */
  lookupPixKey(input: PixKeyLookupInput): Promise<PixKeyOwner>;
  /** Verifies the webhook's signature or token and reads it; throws WebhookRejected if forged. */
  readWebhook(request: Pick<FastifyRequest, 'headers' | 'body'> & { rawBody?: string }): ProviderEvent;
  /**
   * Whether webhook states can be trusted as sent (signed by the provider), or must be re-read
   * from the provider before crediting.
   */
  readonly trustsWebhookState: boolean;
  /** Where the guest's browser hands a card over for a token, when the provider allows it. */
  readonly browserTokenizeUrl?: string;
  /** Whether card charges need the holder's CEP, address number and phone (fraud checks). */
  readonly asksCardHolderAddress?: boolean;
}
