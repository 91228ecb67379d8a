// The built-in payment provider (PAYMENT_PROVIDER=sandbox, the default), so the platform works
// offline. It behaves like a real PSP: PIX charges carry a valid BR Code that expires, boletos a
// valid linha digitável, cards follow the documented test numbers (1x to 12x), transfers to a PIX
// key settle a few seconds later, and every change is told to the platform by a webhook signed
// with HMAC-SHA256. `/dev/pagamentos` pays, declines and refunds its charges by hand.
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { todayIn } from '../../../../shared/dates.ts';
import { boletoLine } from '../../../../shared/payments/boleto.ts';
import { pixChargePayload } from '../../../../shared/payments/pix.ts';
import type { Db } from '../../../db/client.ts';
import { sandboxCardTokens, sandboxCharges, sandboxTransfers } from '../../../db/schema.ts';
import {
  type CardInput,
  type Charge,
  type ChargeState,
  type CreateChargeInput,
  type CreateTransferInput,
  type PaymentProvider,
  type PixKeyLookupInput,
  type PixKeyOwner,
  type ProviderEvent,
  type Transfer,
  type TransferState,
  WebhookRejected,
} from '../payment-provider.ts';
import { type CardCheck, checkCard } from './sandbox-cards.ts';

/** The sandbox's own PIX key (a random key) and bank code on the slips it issues. */
export const SANDBOX_PIX_KEY = '7d9f0a62-1d3e-4c1b-9b8e-5a2f3c4d5e6f';
const SANDBOX_BANK = '999';
/** A transfer to this e-mail key fails, so the failure path can be tried. */
export const SANDBOX_FAILING_PIX_KEY = 'falha@sandbox.nossosim.com.br';
/** Whom the sandbox's DICT says an "outro"/"outra" e-mail or a phone ending 0000 belongs to. */
export const SANDBOX_OTHER_HOLDER_CPF = '11144477735';
const SANDBOX_OTHER_HOLDER_NAME = 'Pessoa de Teste';
/** The institution the sandbox's DICT names for every key. */
export const SANDBOX_BANK_NAME = 'Banco Sandbox';
export const SIGNATURE_HEADER = 'x-sandbox-signature';
const SIGNATURE_TOLERANCE_SECONDS = 300;

export interface SandboxEvent {
  id: string;
  type: 'charge.updated' | 'transfer.updated';
  chargeId?: string;
  transferId?: string;
  state: ChargeState | TransferState;
  createdAt: string;
}

export interface SandboxOptions {
  secret: string;
  /** Posts a webhook to the platform (the app injects it into its own webhook route). */
  deliver: (body: string, headers: Record<string, string>) => Promise<void>;
  /** Runs `settleTransfer(id)` a few seconds from now, durably (the app's job queue). */
  scheduleSettlement: (transferId: string) => Promise<void>;
  now?: () => Date;
}

export function signSandboxPayload(secret: string, body: string, timestamp: number): string {
  const mac = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return `t=${timestamp},v1=${mac}`;
}

function newId(prefix: string): string {
  return `${prefix}${randomBytes(10).toString('hex')}`;
}

type ChargeRow = typeof sandboxCharges.$inferSelect;

export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';
  readonly trustsWebhookState = true;
  readonly browserTokenizeUrl = '/api/sandbox/card-tokens';
  private readonly now: () => Date;

  constructor(
    private readonly db: Db,
    private readonly options: SandboxOptions,
  ) {
    this.now = options.now ?? (() => new Date());
  }

  private view(row: ChargeRow): Charge {
    const expired =
      row.status === 'pending' && row.method === 'pix' && row.expiresAt && row.expiresAt <= this.now();
    const charge: Charge = { id: row.id, state: expired ? 'expired' : row.status };
    if (row.method === 'pix' && row.expiresAt) {
      charge.pix = {
        payload: pixChargePayload({
          key: SANDBOX_PIX_KEY,
          merchantName: 'Nosso Sim',
          merchantCity: 'SAO PAULO',
          amountCents: row.amountCents,
          txid: row.id.replace(/[^A-Za-z0-9]/g, '').slice(0, 25),
        }),
        expiresAt: row.expiresAt,
      };
    }
    if (row.method === 'boleto' && row.expiresAt) {
      const dueDate = todayIn('America/Sao_Paulo', row.expiresAt);
      const digits = row.id.replace(/\D/g, '').padEnd(25, '0').slice(0, 25);
      charge.boleto = {
        line: boletoLine({ bankCode: SANDBOX_BANK, dueDate, amountCents: row.amountCents, freeField: digits })
          .formatted,
        dueDate,
      };
    }
    if (row.cardBrand && row.cardLast4) charge.card = { brand: row.cardBrand, last4: row.cardLast4 };
    if (row.status === 'declined') charge.failureReason = 'Cartão recusado (cartão de teste do sandbox).';
    return charge;
  }

  private async cardOf(card: NonNullable<CreateChargeInput['card']>): Promise<CardCheck> {
    if ('token' in card) {
      const [token] = await this.db
        .select()
        .from(sandboxCardTokens)
        .where(eq(sandboxCardTokens.token, card.token));
      if (!token) return { brand: 'Cartão', last4: '0000', outcome: 'decline' };
      return { brand: token.brand, last4: token.last4, outcome: token.outcome };
    }
    return checkCard(card, this.now());
  }

  /** What the browser's card form calls (the sandbox's tokenization endpoint). */
  async tokenizeCard(card: CardInput): Promise<{ token: string; brand: string; last4: string }> {
    const check = checkCard(card, this.now());
    const token = newId('tok_');
    await this.db.insert(sandboxCardTokens).values({ token, ...check });
    return { token, brand: check.brand, last4: check.last4 };
  }

  async createCharge(input: CreateChargeInput): Promise<Charge> {
    const id = newId('chg_');
    const now = this.now();
    let status: ChargeRow['status'] = 'pending';
    let card: CardCheck | undefined;
    let expiresAt: Date | null = null;
    if (input.method === 'card') {
      if (!input.card) throw new Error('card charges need a card');
      card = await this.cardOf(input.card);
      status = card.outcome === 'approve' ? 'paid' : 'declined';
    } else if (input.method === 'pix') {
      expiresAt = new Date(now.getTime() + input.pixExpiresInSeconds * 1000);
    } else {
      expiresAt = new Date(`${input.boletoDueDate}T23:59:59-03:00`);
    }
    const [row] = await this.db
      .insert(sandboxCharges)
      .values({
        id,
        method: input.method,
        amountCents: input.amountCents,
        installments: input.installments,
        status,
        description: input.description.slice(0, 200),
        customerName: input.customer.name,
        externalReference: input.reference,
        cardBrand: card?.brand ?? null,
        cardLast4: card?.last4 ?? null,
        expiresAt,
      })
      .returning();
    if (!row) throw new Error('sandbox charge not stored');
    if (status === 'paid') await this.tell({ chargeId: id, state: 'paid' });
    return this.view(row);
  }

  async getCharge(chargeId: string): Promise<Charge> {
    const [row] = await this.db.select().from(sandboxCharges).where(eq(sandboxCharges.id, chargeId));
    if (!row) throw new Error(`sandbox charge ${chargeId} not found`);
    return this.view(row);
  }

  /** Moves a charge to a new state (the dev page's buttons) and tells the platform. */
  async setChargeState(chargeId: string, state: 'paid' | 'declined' | 'refunded' | 'chargeback') {
    const current = await this.getCharge(chargeId);
    const allowed: Record<typeof state, ChargeState[]> = {
      paid: ['pending'],
      declined: ['pending'],
      refunded: ['paid'],
      chargeback: ['paid'],
    };
    if (!allowed[state].includes(current.state)) return current;
    await this.db
      .update(sandboxCharges)
      .set({ status: state, updatedAt: this.now() })
      .where(eq(sandboxCharges.id, chargeId));
    await this.tell({ chargeId, state });
    return this.getCharge(chargeId);
  }

  refundCharge(chargeId: string): Promise<Charge> {
    return this.setChargeState(chargeId, 'refunded');
  }

  /**
   * A deterministic DICT: a CPF key belongs to that CPF; an e-mail with "naoexiste" does not exist;
   * an e-mail with "outro"/"outra" or a phone ending 0000 belongs to someone else
   * (SANDBOX_OTHER_HOLDER_CPF); any other key belongs to the registered holder. The holder is named
   * as the couple registered (anyone else "Pessoa de Teste"), always at "Banco Sandbox".
   */
  async lookupPixKey(input: PixKeyLookupInput): Promise<PixKeyOwner> {
    if (input.keyType === 'email' && input.key.includes('naoexiste')) return { status: 'not_found' };
    const someoneElse =
      (input.keyType === 'email' && /outr[oa]/.test(input.key)) ||
      (input.keyType === 'telefone' && input.key.endsWith('0000'));
    const cpf =
      input.keyType === 'cpf' ? input.key : someoneElse ? SANDBOX_OTHER_HOLDER_CPF : input.holderCpf;
    const holderName = cpf === input.holderCpf ? input.registeredName : SANDBOX_OTHER_HOLDER_NAME;
    return { status: 'found', cpf, holderName, bankName: SANDBOX_BANK_NAME };
  }

  async createTransfer(input: CreateTransferInput): Promise<Transfer> {
    const id = newId('tra_');
    await this.db.insert(sandboxTransfers).values({
      id,
      amountCents: input.amountCents,
      pixKey: input.pixKey,
      externalReference: input.reference,
    });
    await this.options.scheduleSettlement(id);
    return { id, state: 'pending' };
  }

  async getTransfer(transferId: string): Promise<Transfer> {
    const [row] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, transferId));
    if (!row) throw new Error(`sandbox transfer ${transferId} not found`);
    return {
      id: row.id,
      state: row.status,
      failureReason:
        row.status === 'failed' ? 'Chave PIX inexistente (chave de teste do sandbox).' : undefined,
    };
  }

  /** The sandbox "bank" completes a transfer: paid, or failed for the documented failing key. */
  async settleTransfer(transferId: string): Promise<void> {
    const [row] = await this.db.select().from(sandboxTransfers).where(eq(sandboxTransfers.id, transferId));
    if (row?.status !== 'pending') return;
    const state = row.pixKey === SANDBOX_FAILING_PIX_KEY ? 'failed' : 'done';
    await this.db
      .update(sandboxTransfers)
      .set({ status: state, updatedAt: this.now() })
      .where(eq(sandboxTransfers.id, transferId));
    await this.tell({ transferId, state });
  }

  /** Signs and sends a webhook, as the PSP would. */
  private async tell(change: { chargeId?: string; transferId?: string; state: SandboxEvent['state'] }) {
    const event: SandboxEvent = {
      id: `evt_${randomUUID()}`,
      type: change.chargeId ? 'charge.updated' : 'transfer.updated',
      ...change,
      createdAt: this.now().toISOString(),
    };
    const body = JSON.stringify(event);
    const timestamp = Math.floor(this.now().getTime() / 1000);
    await this.options.deliver(body, {
      'content-type': 'application/json',
      [SIGNATURE_HEADER]: signSandboxPayload(this.options.secret, body, timestamp),
    });
  }

  readWebhook(request: Pick<FastifyRequest, 'headers'> & { rawBody?: string }): ProviderEvent {
    const header = request.headers[SIGNATURE_HEADER];
    const body = request.rawBody;
    if (typeof header !== 'string' || body === undefined) throw new WebhookRejected('unsigned');
    const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
    const timestamp = Number(parts.t);
    if (!Number.isFinite(timestamp) || !parts.v1) throw new WebhookRejected('malformed signature');
    if (Math.abs(this.now().getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS)
      throw new WebhookRejected('stale signature');
    const expected = Buffer.from(signSandboxPayload(this.options.secret, body, timestamp));
    const given = Buffer.from(header);
    if (expected.length !== given.length || !timingSafeEqual(expected, given))
      throw new WebhookRejected('bad signature');
    const event = JSON.parse(body) as SandboxEvent;
    return {
      eventId: event.id,
      type: event.type,
      chargeId: event.chargeId,
      transferId: event.transferId,
      chargeState: event.chargeId ? (event.state as ChargeState) : undefined,
      transferState: event.transferId ? (event.state as TransferState) : undefined,
      payload: event,
    };
  }
}
