// Guests, cards and charges for the Asaas adapter's tests, and the adapter wired to a fake Asaas.
import { generateCPF } from '@brazilian-utils/brazilian-utils';
import {
  AsaasProvider,
  type AsaasProviderOptions,
} from '../modules/payment-providers/asaas/asaas-provider.ts';
import type {
  CardInput,
  CreateChargeInput,
  Customer,
} from '../modules/payment-providers/payment-provider.ts';
import { type FakeAsaasOptions, startFakeAsaas } from './fake-asaas.ts';

export const ASAAS_WEBHOOK_TOKEN = 'whk-asaas-teste-0123456789abcdef0123456789';
export const TEST_CVV = '842';

export function guest(name = 'Ana Souza'): Customer {
  return { name, email: `${name.split(' ')[0]?.toLowerCase()}@exemplo.com.br`, cpf: generateCPF() };
}

export function testCard(number: string): CardInput {
  return {
    number,
    holderName: 'ANA SOUZA',
    expiryMonth: '12',
    expiryYear: String(new Date().getUTCFullYear() + 3),
    cvv: TEST_CVV,
    holderBilling: { postalCode: '01310100', addressNumber: '1000', phone: '11987654321' },
  };
}

let references = 0;

export function chargeInput(overrides: Partial<CreateChargeInput> = {}): CreateChargeInput {
  const due = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
  return {
    reference: `pag-teste-${++references}-${Date.now()}`,
    method: 'pix',
    amountCents: 10_405,
    installments: 1,
    description: 'Presente: Lua de mel em Paris',
    customer: guest(),
    remoteIp: '203.0.113.9',
    pixExpiresInSeconds: 1800,
    boletoDueDate: due,
    ...overrides,
  };
}

/** A fake Asaas and the adapter pointed at it; `logs` holds everything the adapter logged. */
export async function asaasWithProvider(
  fakeOptions: FakeAsaasOptions = {},
  providerOptions: AsaasProviderOptions = {},
) {
  const fake = await startFakeAsaas(fakeOptions);
  const logs: { details: object; message: string }[] = [];
  const provider = new AsaasProvider(
    { apiKey: fake.apiKey, baseUrl: fake.baseUrl, webhookToken: ASAAS_WEBHOOK_TOKEN },
    {
      retryDelayMs: 0,
      logger: { warn: (details, message) => logs.push({ details, message }) },
      ...providerOptions,
    },
  );
  return { fake, provider, logs };
}
