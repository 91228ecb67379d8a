// The Asaas adapter (PAYMENT_PROVIDER=asaas): guests become Asaas customers (found by CPF), gifts
// become PIX, boleto or card payments (card in instalments too), withdrawals become PIX transfers,
// and Asaas's webhooks are read as hints to re-fetch. PIX and boleto details (copia e cola, expiry,
// linha digitável, slip URL) come back from createCharge only; the platform stores them.
import { randomUUID } from 'node:crypto';
import {
  type Charge,
  type CreateChargeInput,
  type CreateTransferInput,
  type Customer,
  type PaymentProvider,
  type PixKeyLookupInput,
  type PixKeyOwner,
  type ProviderEvent,
  ProviderRefused,
  type Transfer,
} from '../payment-provider.ts';
import {
  type AsaasList,
  type AsaasPayment,
  cardSecrets,
  chargeFromPayment,
  DECLINED_PREFIX,
  formatBoletoLine,
  INSTALLMENT_PREFIX,
  parseAsaasDateTime,
  paymentRequest,
} from './asaas-charges.ts';
import { AsaasClient, type AsaasLogger } from './asaas-client.ts';
import type { AsaasConfig } from './asaas-config.ts';
import { AsaasError, DECLINED_CARD_CODE } from './asaas-errors.ts';
import { Reais } from './asaas-money.ts';
import { chargeStateOf, installmentChargeState, transferStateOf } from './asaas-status.ts';
import { readAsaasWebhook, type WebhookRequest } from './asaas-webhook.ts';

export interface AsaasProviderOptions {
  fetch?: typeof fetch;
  logger?: AsaasLogger;
  timeoutMs?: number;
  cardTimeoutMs?: number;
  retryDelayMs?: number;
  now?: () => Date;
}

interface AsaasTransfer {
  id: string;
  status?: string | null;
  failReason?: string | null;
}

const pixKeyTypes: Record<CreateTransferInput['pixKeyType'], string> = {
  cpf: 'CPF',
  email: 'EMAIL',
  telefone: 'PHONE',
  aleatoria: 'EVP',
};

/** Keys as Asaas takes them: CPF digits, e-mail, phone as DDD + number (no +55), random key. */
function asaasPixKey(type: CreateTransferInput['pixKeyType'], key: string): string {
  if (type === 'cpf') return key.replace(/\D/g, '');
  if (type === 'telefone') return key.replace(/\D/g, '').replace(/^55(?=\d{10,11}$)/, '');
  return key.trim();
}

export class AsaasProvider implements PaymentProvider {
  readonly name = 'asaas';
  readonly trustsWebhookState = false;
  readonly asksCardHolderAddress = true;
  private readonly client: AsaasClient;
  private readonly now: () => Date;

  constructor(
    private readonly config: AsaasConfig,
    options: AsaasProviderOptions = {},
  ) {
    this.client = new AsaasClient({ apiKey: config.apiKey, baseUrl: config.baseUrl, ...options });
    this.now = options.now ?? (() => new Date());
  }

  /** The guest's Asaas customer: the one with this CPF, or a new one (Asaas would allow twins). */
  async customerId(customer: Customer): Promise<string> {
    const cpf = customer.cpf.replace(/\D/g, '');
    const found = await this.client.get<AsaasList<{ id: string; deleted?: boolean }>>('/customers', {
      cpfCnpj: cpf,
    });
    const existing = found.data.find((c) => !c.deleted);
    if (existing) return existing.id;
    // Our own e-mails tell the guest about the payment; Asaas's would be a second, confusing voice.
    const created = await this.client.post<{ id: string }>('/customers', {
      name: customer.name,
      cpfCnpj: cpf,
      email: customer.email,
      notificationDisabled: true,
    });
    return created.id;
  }

  async createCharge(input: CreateChargeInput): Promise<Charge> {
    const customer = await this.customerId(input.customer);
    const now = this.now();
    const payment = await this.postPayment(input, customer, now);
    if ('declined' in payment) {
      return { id: `${DECLINED_PREFIX}${randomUUID()}`, state: 'declined', failureReason: payment.declined };
    }
    const charge = chargeFromPayment(payment);
    if (input.method === 'pix') {
      const qr = await this.client.get<{ payload: string; expirationDate?: string | null }>(
        `/payments/${payment.id}/pixQrCode`,
      );
      // The guest is promised the platform's window; Asaas's code may stay payable longer (a late
      // payment still arrives and is credited) but never shorter.
      const wanted = now.getTime() + input.pixExpiresInSeconds * 1000;
      const asaasEnd = qr.expirationDate ? parseAsaasDateTime(qr.expirationDate)?.getTime() : undefined;
      charge.pix = { payload: qr.payload, expiresAt: new Date(Math.min(wanted, asaasEnd ?? wanted)) };
    }
    if (input.method === 'boleto') {
      const slip = await this.client.get<{ identificationField: string }>(
        `/payments/${payment.id}/identificationField`,
      );
      charge.boleto = {
        line: formatBoletoLine(slip.identificationField),
        dueDate: payment.dueDate ?? input.boletoDueDate,
        url: payment.bankSlipUrl ?? undefined,
      };
    }
    return charge;
  }

  /** The created payment, or why the card was declined (Asaas keeps nothing then). */
  private async postPayment(
    input: CreateChargeInput,
    customer: string,
    now: Date,
  ): Promise<AsaasPayment | { declined: string }> {
    try {
      return await this.client.post<AsaasPayment>('/payments', paymentRequest(input, customer, now), {
        slow: input.method === 'card',
        secrets: cardSecrets(input),
      });
    } catch (error) {
      if (!(error instanceof AsaasError)) throw error;
      const decline = error.errors.find((e) => e.code === DECLINED_CARD_CODE);
      if (input.method === 'card' && error.status === 400 && decline)
        return { declined: decline.description };
      // No answer: the payment may exist. Our reference finds it; only then is it safe to go on.
      if (error.uncertain) {
        const found = await this.client.get<AsaasList<AsaasPayment>>('/payments', {
          externalReference: input.reference,
        });
        const payment = found.data.find((p) => !p.deleted);
        if (payment) return payment;
      }
      throw error;
    }
  }

  async getCharge(chargeId: string): Promise<Charge> {
    if (chargeId.startsWith(DECLINED_PREFIX)) return { id: chargeId, state: 'declined' };
    if (chargeId.startsWith(INSTALLMENT_PREFIX)) {
      const installment = chargeId.slice(INSTALLMENT_PREFIX.length);
      const list = await this.client.get<AsaasList<AsaasPayment>>(`/installments/${installment}/payments`, {
        limit: '100',
      });
      const first = list.data[0];
      if (!first) throw new AsaasError(`Asaas installment ${installment} has no payments`, 404, []);
      return {
        ...chargeFromPayment(first),
        state: installmentChargeState(list.data.map((p) => chargeStateOf(p))),
      };
    }
    return chargeFromPayment(await this.client.get<AsaasPayment>(`/payments/${chargeId}`));
  }

  /** Gives the whole amount back (every instalment of a card paid in instalments). */
  async refundCharge(chargeId: string): Promise<Charge> {
    if (chargeId.startsWith(DECLINED_PREFIX)) return { id: chargeId, state: 'declined' };
    if (chargeId.startsWith(INSTALLMENT_PREFIX)) {
      await this.client.post(`/installments/${chargeId.slice(INSTALLMENT_PREFIX.length)}/refund`, {});
      return this.getCharge(chargeId);
    }
    return chargeFromPayment(await this.client.post<AsaasPayment>(`/payments/${chargeId}/refund`, {}));
  }

  async createTransfer(input: CreateTransferInput): Promise<Transfer> {
    let transfer: AsaasTransfer;
    try {
      transfer = await this.client.post<AsaasTransfer>('/transfers', {
        value: new Reais(input.amountCents),
        operationType: 'PIX',
        pixAddressKey: asaasPixKey(input.pixKeyType, input.pixKey),
        pixAddressKeyType: pixKeyTypes[input.pixKeyType],
        description: 'Saque Nosso Sim',
        externalReference: input.reference,
      });
    } catch (err) {
      // Asaas answered and refused (a key that does not exist, no balance): nothing was created.
      if (err instanceof AsaasError && !err.uncertain && err.status >= 400 && err.status < 500) {
        throw new ProviderRefused(err.errors.map((e) => e.description).join(' ') || err.message);
      }
      throw err;
    }
    return this.transferOf(transfer);
  }

  /**
   * Asaas's public API offers no DICT look-up (a key's holder is known only after a transfer), so
   * only a CPF key is accepted: a CPF key can never change hands, and it is the holder's own CPF.
   * Nor does it tell the holder's name or bank before a transfer (only a transfer's `bankAccount`
   * carries `ownerName` and `bank.name`), so neither is given here.
   */
  async lookupPixKey(input: PixKeyLookupInput): Promise<PixKeyOwner> {
    return input.keyType === 'cpf' ? { status: 'found', cpf: input.key } : { status: 'unsupported' };
  }

  async getTransfer(transferId: string): Promise<Transfer> {
    return this.transferOf(await this.client.get<AsaasTransfer>(`/transfers/${transferId}`));
  }

  private transferOf(transfer: AsaasTransfer): Transfer {
    const state = transferStateOf(transfer.status);
    return {
      id: transfer.id,
      state,
      ...(state === 'failed' ? { failureReason: transfer.failReason ?? 'Transferência não concluída.' } : {}),
    };
  }

  readWebhook(request: WebhookRequest): ProviderEvent {
    return readAsaasWebhook(request, this.config.webhookToken);
  }
}
