// A local stand-in for Asaas's API v3, built from its public documentation (docs.asaas.com and the
// reference generated from its OpenAPI), for tests: customers, PIX / boleto / card payments (card
// in instalments), the PIX QR code, the boleto line, refunds, PIX transfers, Asaas's two sandbox
// actions, `access_token` auth and `{ errors: [{ code, description }] }` failures. State lives in
// memory; tests move payments and transfers on and get Asaas-shaped webhooks posted to them.
import { randomBytes, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isValidCNPJ, isValidCPF } from '@brazilian-utils/brazilian-utils';
import { todayIn } from '../../shared/dates.ts';
import {
  addMonths,
  amountOf,
  checkCard,
  checkPixKey,
  fail,
  identificationFieldOf,
  type Json,
  list,
  pixQrCodeOf,
  Reply,
  statusEvents,
} from './fake-asaas-rules.ts';

export { ASAAS_DECLINE_TEXT, asaasTestCards } from './fake-asaas-rules.ts';

export type FakePayment = Json & { id: string; status: string; installment: string | null };
export type FakeTransfer = Json & { id: string; status: string };

export interface FakeAsaasOptions {
  apiKey?: string;
  /** Where to post webhooks; `token` goes in `asaas-access-token` (left out when undefined). */
  webhook?: { url: string; token?: string };
  /** Without a PIX key on the account, Asaas's QR codes expire at 23:59 of the same day. */
  pixKeyRegistered?: boolean;
}

export type FakeAsaas = Awaited<ReturnType<typeof startFakeAsaas>>;
/** A misbehaviour for the next call matching `on` (`'POST /payments'`; any call when left out). */
type Fault = ({ kind: 'fail'; status: number; code: string; echo: boolean } | { kind: 'drop' | 'hang' }) & {
  on?: string;
};

export async function startFakeAsaas(options: FakeAsaasOptions = {}) {
  const apiKey = options.apiKey ?? '$aact_fake_asaas_key';
  const customers = new Map<string, Json>();
  const payments = new Map<string, FakePayment>();
  const transfers = new Map<string, FakeTransfer>();
  const cardTokens = new Map<string, { customer: string; brand: string; last4: string }>();
  const cents = new Map<string, number>();
  const requests: { method: string; path: string; body: string }[] = [];
  const deliveries: { event: string; status: number }[] = [];
  const faults: Fault[] = [];
  let sequence = 0;
  // Asaas's ids are unique across its whole platform; a fake started per test file must not reuse them.
  const run = randomBytes(4).toString('hex');
  const nextId = (prefix: string) => `${prefix}${run}${String(++sequence).padStart(8, '0')}`;

  async function notify(event: string, entity: 'payment' | 'transfer', object: Json) {
    if (!options.webhook) return;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.webhook.token !== undefined) headers['asaas-access-token'] = options.webhook.token;
    const id = `evt_${randomBytes(16).toString('hex')}&${++sequence}`;
    const body = JSON.stringify({ id, event, dateCreated: new Date().toISOString(), [entity]: object });
    // Like Asaas, a receiver that is down does not fail the API call: the delivery counts as 0.
    const status = await fetch(options.webhook.url, { method: 'POST', headers, body }).then(
      async (res) => {
        await res.arrayBuffer();
        return res.status;
      },
      () => 0,
    );
    deliveries.push({ event, status });
  }

  function createCustomer(body: Json): Json {
    const cpfCnpj = String(body.cpfCnpj ?? '');
    if (!body.name) throw fail('invalid_name', 'O nome do cliente deve ser informado.');
    if (!isValidCPF(cpfCnpj) && !isValidCNPJ(cpfCnpj))
      throw fail('invalid_cpfCnpj', 'O CPF/CNPJ informado é inválido.');
    const customer = {
      object: 'customer',
      id: nextId('cus_'),
      dateCreated: todayIn(),
      deleted: false,
      ...body,
    };
    customers.set(customer.id, customer);
    return customer;
  }

  function chargeCard(body: Json, customer: string): Json {
    if (typeof body.creditCardToken === 'string') {
      const saved = cardTokens.get(body.creditCardToken);
      if (!saved || saved.customer !== customer || !body.remoteIp)
        throw fail('invalid_creditCardToken', 'O token de cartão informado não pertence a este cliente.');
      return {
        creditCardNumber: saved.last4,
        creditCardBrand: saved.brand,
        creditCardToken: body.creditCardToken,
      };
    }
    const { brand, last4 } = checkCard(body);
    const token = randomUUID();
    cardTokens.set(token, { customer, brand, last4 });
    return { creditCardNumber: last4, creditCardBrand: brand, creditCardToken: token };
  }

  async function createPayment(body: Json): Promise<FakePayment> {
    const customer = String(body.customer ?? '');
    if (!customers.has(customer)) throw fail('invalid_customer', 'Cliente inválido ou não informado.');
    const billingType = String(body.billingType ?? '');
    if (!['PIX', 'BOLETO', 'CREDIT_CARD', 'UNDEFINED'].includes(billingType))
      throw fail('invalid_billingType', 'Forma de pagamento inválida.');
    const dueDate = String(body.dueDate ?? '');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(dueDate) || dueDate < todayIn())
      throw fail('invalid_dueDate', 'A data de vencimento não pode ser anterior à data de hoje.');
    const count = Number(body.installmentCount ?? 1);
    if (!Number.isInteger(count) || count < 1 || count > 21)
      throw fail('invalid_installmentCount', 'Número de parcelas inválido.');
    const total =
      count === 1
        ? amountOf(body.value, 'value')
        : body.totalValue !== undefined
          ? amountOf(body.totalValue, 'totalValue')
          : amountOf(body.installmentValue, 'installmentValue') * count;
    const creditCard = billingType === 'CREDIT_CARD' ? chargeCard(body, customer) : null;
    // "Se não for possível a divisão exata, a diferença será compensada na última parcela."
    const installment = count > 1 ? randomUUID() : null;
    const share = Math.floor(total / count);
    const created: FakePayment[] = [];
    for (let i = 0; i < count; i++) {
      const id = nextId('pay_');
      const amount = i === count - 1 ? total - share * (count - 1) : share;
      const isBoleto = billingType === 'BOLETO';
      const payment: FakePayment = {
        object: 'payment',
        id,
        dateCreated: todayIn(),
        customer,
        installment,
        installmentNumber: installment ? i + 1 : null,
        dueDate: addMonths(dueDate, i),
        value: amount / 100,
        netValue: amount / 100,
        billingType,
        status: creditCard ? 'CONFIRMED' : 'PENDING',
        description: body.description ?? null,
        externalReference: body.externalReference ?? null,
        deleted: false,
        invoiceUrl: `https://sandbox.asaas.com/i/${id.slice(4)}`,
        bankSlipUrl: isBoleto ? `https://sandbox.asaas.com/b/pdf/${id.slice(4)}` : null,
        nossoNumero: isBoleto ? String(sequence).padStart(12, '0') : null,
        creditCard,
        refunds: null,
      };
      payments.set(id, payment);
      cents.set(id, amount);
      created.push(payment);
    }
    for (const p of created) await notify('PAYMENT_CREATED', 'payment', p);
    if (creditCard) for (const p of created) await notify('PAYMENT_CONFIRMED', 'payment', p);
    return created[0] as FakePayment;
  }

  function paymentOf(id: string): FakePayment {
    const payment = payments.get(id);
    if (!payment) throw fail('not_found', 'Cobrança não encontrada.', 404);
    return payment;
  }

  async function setPaymentStatus(id: string, status: string): Promise<FakePayment> {
    const payment = paymentOf(id);
    payment.status = status;
    if (status === 'REFUNDED')
      payment.refunds = [{ status: 'DONE', value: payment.value, dateCreated: new Date().toISOString() }];
    await notify(statusEvents[status] ?? 'PAYMENT_UPDATED', 'payment', payment);
    return payment;
  }

  async function refund(id: string): Promise<FakePayment> {
    if (!['RECEIVED', 'CONFIRMED'].includes(paymentOf(id).status))
      throw fail('invalid_action', 'Só é possível estornar cobranças recebidas ou confirmadas.');
    return setPaymentStatus(id, 'REFUNDED');
  }

  async function createTransfer(body: Json): Promise<FakeTransfer> {
    const value = amountOf(body.value, 'value');
    const type = String(body.pixAddressKeyType ?? '');
    const key = String(body.pixAddressKey ?? '');
    checkPixKey(type, key);
    const transfer: FakeTransfer = {
      object: 'transfer',
      id: randomUUID(),
      type: 'PIX',
      dateCreated: todayIn(),
      value: value / 100,
      netValue: value / 100,
      transferFee: 0,
      status: 'PENDING',
      authorized: true,
      failReason: null,
      operationType: 'PIX',
      pixAddressKey: key,
      pixAddressKeyType: type,
      description: body.description ?? null,
      externalReference: body.externalReference ?? null,
    };
    transfers.set(transfer.id, transfer);
    await notify('TRANSFER_CREATED', 'transfer', transfer);
    return transfer;
  }

  function transferOf(id: string): FakeTransfer {
    const transfer = transfers.get(id);
    if (!transfer) throw fail('not_found', 'Transferência não encontrada.', 404);
    return transfer;
  }

  async function setTransferStatus(id: string, status: string, failReason?: string): Promise<FakeTransfer> {
    const transfer = Object.assign(transferOf(id), { status, failReason: failReason ?? null });
    await notify(statusEvents[status] ?? 'TRANSFER_UPDATED', 'transfer', transfer);
    return transfer;
  }

  async function refundInstallment(id: string) {
    const parts = [...payments.values()].filter((p) => p.installment === id);
    if (parts.length === 0) throw fail('not_found', 'Parcelamento não encontrado.', 404);
    for (const p of parts) await refund(p.id);
    return { object: 'installment', id, installmentCount: parts.length, deleted: false };
  }

  type Handler = (id: string, query: URLSearchParams, body: Json) => unknown;
  const amount = (p: FakePayment) => cents.get(p.id) ?? 0;
  const routes: [string, RegExp, Handler][] = [
    [
      'GET',
      /^\/customers$/,
      (_, q) => list([...customers.values()].filter((c) => c.cpfCnpj === q.get('cpfCnpj'))),
    ],
    ['POST', /^\/customers$/, (_, __, body) => createCustomer(body)],
    [
      'GET',
      /^\/payments$/,
      (_, q) =>
        list([...payments.values()].filter((p) => p.externalReference === q.get('externalReference'))),
    ],
    ['POST', /^\/payments$/, (_, __, body) => createPayment(body)],
    ['GET', /^\/payments\/([^/]+)$/, (id) => paymentOf(id)],
    [
      'GET',
      /^\/payments\/([^/]+)\/pixQrCode$/,
      (id) => pixQrCodeOf(paymentOf(id), amount(paymentOf(id)), options.pixKeyRegistered !== false),
    ],
    [
      'GET',
      /^\/payments\/([^/]+)\/identificationField$/,
      (id) => identificationFieldOf(paymentOf(id), amount(paymentOf(id))),
    ],
    ['POST', /^\/payments\/([^/]+)\/refund$/, (id) => refund(id)],
    [
      'GET',
      /^\/installments\/([^/]+)\/payments$/,
      (id) => list([...payments.values()].filter((p) => p.installment === id)),
    ],
    ['POST', /^\/installments\/([^/]+)\/refund$/, (id) => refundInstallment(id)],
    ['POST', /^\/transfers$/, (_, __, body) => createTransfer(body)],
    ['GET', /^\/transfers\/([^/]+)$/, (id) => transferOf(id)],
    // Asaas's own sandbox actions.
    ['POST', /^\/sandbox\/payment\/([^/]+)\/confirm$/, (id) => setPaymentStatus(id, 'RECEIVED')],
    ['POST', /^\/sandbox\/payment\/([^/]+)\/overdue$/, (id) => setPaymentStatus(id, 'OVERDUE')],
  ];

  async function route(method: string, path: string, query: URLSearchParams, text: string): Promise<Reply> {
    try {
      for (const [m, pattern, handler] of routes) {
        const match = m === method ? pattern.exec(path) : null;
        if (match) return new Reply(200, await handler(match[1] ?? '', query, text ? JSON.parse(text) : {}));
      }
      throw fail('not_found', `Recurso não encontrado: ${method} ${path}`, 404);
    } catch (error) {
      if (error instanceof Reply) return error;
      if (error instanceof SyntaxError) return fail('invalid_json', 'O corpo da requisição não é JSON.');
      throw error;
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const url = new URL(req.url ?? '/', 'http://fake-asaas');
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, body: text });
    const send = ({ status, body }: Reply) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const call = `${method} ${url.pathname.replace(/^\/v3/, '')}`;
    const index = faults.findIndex((f) => !f.on || call.startsWith(f.on));
    const fault = index >= 0 ? faults.splice(index, 1)[0] : undefined;
    if (fault?.kind === 'hang') return;
    if (fault?.kind === 'fail')
      return send(
        fail(fault.code, fault.echo ? `Requisição recusada: ${text}` : 'Falha simulada.', fault.status),
      );
    if (req.headers.access_token !== apiKey)
      return send(fail('invalid_access_token', 'A chave de API fornecida é inválida.', 401));
    // "Requisições GET devem ser enviadas com o corpo vazio", or Asaas answers 403.
    if (method === 'GET' && text) return send(fail('invalid_request', 'GET não aceita corpo.', 403));
    const reply = await route(method, url.pathname.replace(/^\/v3/, ''), url.searchParams, text);
    if (fault?.kind === 'drop') return req.socket.destroy();
    send(reply);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ errors: [{ code: 'internal_error', description: String(error) }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v3`,
    apiKey,
    customers,
    payments,
    transfers,
    cardTokens,
    /** Every call received with its raw body (the fake sees card data; the adapter must not log it). */
    requests,
    /** Webhooks posted, with the status the receiver answered. */
    deliveries,
    /** Moves a payment to an Asaas status (RECEIVED, REFUNDED, CHARGEBACK_REQUESTED...) and tells the webhook. */
    setPaymentStatus,
    /** Moves a transfer to DONE, FAILED (with a reason)... and tells the webhook. */
    setTransferStatus,
    /**
     * The next call (matching `on`, e.g. `'POST /payments'`) is answered with this error before
     * anything is done, as a failing gateway would; `echoRequest` puts the request in the error text.
     */
    failNext(status: number, code: string, opts: { on?: string; echoRequest?: boolean } = {}) {
      faults.push({ kind: 'fail', status, code, echo: opts.echoRequest ?? false, on: opts.on });
    },
    /** The next call (matching `on`) is carried out but its connection is cut before the answer. */
    dropNext(on?: string) {
      faults.push({ kind: 'drop', on });
    },
    /** The next call (matching `on`) is never answered. */
    hangNext(on?: string) {
      faults.push({ kind: 'hang', on });
    },
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
