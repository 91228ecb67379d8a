import { describe, expect, it } from 'vitest';
import { DEVELOPMENT_TWO_FACTOR_KEY, isLoopbackHost, loadConfig } from './config.ts';
import { unsafeSettings } from './start-up-check.ts';

const publicHost = { BASE_HOST: 'nossosim.com.br' };
const ready = {
  ...publicHost,
  SMTP_URL: 'smtps://u:p@smtp.exemplo.com:465',
  PAYMENT_PROVIDER: 'sandbox',
  ALLOW_SANDBOX: 'true',
  SANDBOX_WEBHOOK_SECRET: 'um-segredo-nosso',
  TWO_FACTOR_KEY: 'uma-chave-so-nossa-de-32-caracteres',
};

describe('development or production, from BASE_HOST', () => {
  it.each([
    'localhost',
    'localhost:3000',
    'LOCALHOST:3000',
    'casamento.localhost',
    'a.b.localhost:8080',
    '127.0.0.1',
    '127.10.0.3:3000',
    '[::1]',
    '[::1]:3000',
  ])(
    'is development on localhost, *.localhost and loopback addresses, with or without a port: %s',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each([
    'nossosim.com.br',
    'localhost.nossosim.com.br',
    'localhost.evil:3000',
    'notlocalhost',
    '128.0.0.1',
    '10.0.0.5:3000',
    '0.0.0.0:3000',
    '[::2]',
    'casamento.test',
  ])('is production on any other host, including look-alikes: %s', (host) => {
    expect(isLoopbackHost(host)).toBe(false);
  });

  it('seeds the demo only in development: SEED_DEMO may turn it off there, never on elsewhere', () => {
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ ...publicHost, SEED_DEMO: 'true' }).seedDemo).toBe(false);
    expect(loadConfig({ ...publicHost, NODE_ENV: 'development' }).development).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).development).toBe(true);
  });
});

describe('unsafe settings on a public host', () => {
  it('names nothing in development, whatever is set', () => {
    expect(unsafeSettings(loadConfig({}))).toEqual([]);
  });

  it('names every missing or unsafe setting at once', () => {
    expect(unsafeSettings(loadConfig(publicHost))).toEqual([
      expect.stringContaining('SMTP_URL não definido'),
      expect.stringContaining('PAYMENT_PROVIDER=sandbox (o padrão)'),
      expect.stringContaining('SANDBOX_WEBHOOK_SECRET tem o valor padrão publicado'),
      expect.stringContaining('TWO_FACTOR_KEY não definido'),
    ]);
    expect(unsafeSettings(loadConfig({ ...publicHost, ALLOW_SANDBOX: 'true' }))).toEqual([
      expect.stringContaining('SMTP_URL não definido'),
      expect.stringContaining('SANDBOX_WEBHOOK_SECRET tem o valor padrão publicado'),
      expect.stringContaining('TWO_FACTOR_KEY não definido'),
    ]);
    expect(unsafeSettings(loadConfig({ ...ready, PAYMENT_PROVIDER: 'asaas' }))).toEqual([
      'PAYMENT_PROVIDER=asaas precisa de ASAAS_API_KEY e ASAAS_WEBHOOK_TOKEN.',
    ]);
  });

  it('runs no WhatsApp on a public host unless told, and names what the Cloud API needs', () => {
    expect(loadConfig(publicHost).whatsapp.provider).toBe('desligado');
    expect(loadConfig({ ...publicHost, WHATSAPP_PROVIDER: 'sandbox' }).whatsapp.provider).toBe('desligado');
    expect(loadConfig(ready).whatsapp).toMatchObject({ provider: 'sandbox', appSecret: 'um-segredo-nosso' });
    expect(
      unsafeSettings(loadConfig({ ...ready, WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'EAAG' })),
    ).toEqual([
      'WHATSAPP_PROVIDER=cloud precisa de WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_BUSINESS_ACCOUNT_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN.',
    ]);
    const { SANDBOX_WEBHOOK_SECRET: _, ...withoutSecret } = ready;
    expect(
      unsafeSettings(
        loadConfig({
          ...withoutSecret,
          PAYMENT_PROVIDER: 'asaas',
          ASAAS_API_KEY: 'k',
          ASAAS_WEBHOOK_TOKEN: 't',
        }),
      ),
    ).toEqual([
      'O sandbox do WhatsApp assina webhooks com um segredo padrão publicado: defina SANDBOX_WEBHOOK_SECRET ou WHATSAPP_APP_SECRET.',
    ]);
  });

  it('refuses the published development TWO_FACTOR_KEY on a public host, and needs none in development', () => {
    expect(unsafeSettings(loadConfig({ ...ready, TWO_FACTOR_KEY: DEVELOPMENT_TWO_FACTOR_KEY }))).toEqual([
      expect.stringContaining('TWO_FACTOR_KEY não definido (ou igual à chave de desenvolvimento)'),
    ]);
    expect(loadConfig({}).twoFactorKey).toBe(DEVELOPMENT_TWO_FACTOR_KEY);
    expect(loadConfig({}).adminTwoFactorRequired).toBe(false);
    expect(loadConfig(ready).adminTwoFactorRequired).toBe(true);
    expect(loadConfig({}).adminSessionHours).toBe(12);
    expect(loadConfig({ ADMIN_SESSION_HOURS: '2' }).adminSessionHours).toBe(2);
  });

  it('accepts a staging sandbox with its own secret, and Asaas with its keys', () => {
    expect(unsafeSettings(loadConfig(ready))).toEqual([]);
    const asaas = { ASAAS_API_KEY: '$aact_x', ASAAS_WEBHOOK_TOKEN: 'y'.repeat(32) };
    expect(
      unsafeSettings(loadConfig({ ...ready, ALLOW_SANDBOX: 'false', PAYMENT_PROVIDER: 'asaas', ...asaas })),
    ).toEqual([]);
  });
});
