// Asaas's webhooks: a POST of `{ id, event, dateCreated, payment | transfer }` carrying the static
// token set in Asaas's panel in the `asaas-access-token` header. A static token proves little (it
// never changes and is not bound to the body), so the event is only a hint: no state is read from
// it, and the platform asks getCharge/getTransfer before moving money.
import { createHash, timingSafeEqual } from 'node:crypto';
import { type ProviderEvent, WebhookRejected } from '../payment-provider.ts';
import { chargeIdOf } from './asaas-charges.ts';

export const ASAAS_TOKEN_HEADER = 'asaas-access-token';

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
  rawBody?: string;
}

interface AsaasEventBody {
  id?: unknown;
  event?: unknown;
  payment?: { id?: unknown; installment?: unknown; status?: unknown; creditCard?: Record<string, unknown> };
  transfer?: { id?: unknown; status?: unknown };
}

/** Compares in constant time (both sides hashed first, so lengths never leak either). */
function sameToken(received: string, expected: string): boolean {
  const digest = (s: string) => createHash('sha256').update(s, 'utf8').digest();
  return timingSafeEqual(digest(received), digest(expected)) && expected.length > 0;
}

function parseBody(request: WebhookRequest): AsaasEventBody {
  const raw =
    request.rawBody ?? (Buffer.isBuffer(request.body) ? request.body.toString('utf8') : request.body);
  try {
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (body && typeof body === 'object' && !Array.isArray(body)) return body as AsaasEventBody;
  } catch {
    // falls through to the refusal below
  }
  throw new WebhookRejected('Asaas webhook body is not a JSON object');
}

const text = (v: unknown) => (typeof v === 'string' && v.length > 0 ? v : undefined);

export function readAsaasWebhook(request: WebhookRequest, webhookToken: string): ProviderEvent {
  const token = request.headers[ASAAS_TOKEN_HEADER];
  if (typeof token !== 'string' || !sameToken(token, webhookToken))
    throw new WebhookRejected('Asaas webhook without the right access token');
  const body = parseBody(request);
  const type = text(body.event);
  const paymentId = text(body.payment?.id);
  const transferId = text(body.transfer?.id);
  if (!type) throw new WebhookRejected('Asaas webhook without an event');
  // Events about anything else (invoices, the account...) are authentic too: they name no charge or
  // transfer and the platform ignores them. Refusing them would make Asaas pause the whole queue.
  const entityStatus = text(body.payment?.status) ?? text(body.transfer?.status) ?? '';
  // Asaas numbers every event (`evt_...`); older deliveries without one get a stable key instead.
  const eventId = text(body.id) ?? `${type}:${paymentId ?? transferId ?? ''}:${entityStatus}`;
  return {
    eventId,
    type,
    chargeId: paymentId
      ? chargeIdOf({ id: paymentId, installment: text(body.payment?.installment) })
      : undefined,
    transferId,
    payload: withoutCardToken(body),
  };
}

/** The stored copy keeps brand and last four but not the card token, which can charge again. */
function withoutCardToken(body: AsaasEventBody): AsaasEventBody {
  if (!body.payment?.creditCard) return body;
  const { creditCardToken: _token, ...card } = body.payment.creditCard;
  return { ...body, payment: { ...body.payment, creditCard: card } };
}
