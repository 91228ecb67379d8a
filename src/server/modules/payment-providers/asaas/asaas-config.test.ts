import { describe, expect, it } from 'vitest';
import { ASAAS_SANDBOX_URL, asaasConfigFromEnv } from './asaas-config.ts';

describe('asaasConfigFromEnv', () => {
  it('is undefined until an API key is set', () => {
    expect(asaasConfigFromEnv({})).toBeUndefined();
    expect(asaasConfigFromEnv({ ASAAS_API_KEY: '  ', ASAAS_WEBHOOK_TOKEN: 't' })).toBeUndefined();
  });

  it('points at Asaas’s sandbox unless told otherwise', () => {
    expect(asaasConfigFromEnv({ ASAAS_API_KEY: '$aact_abc', ASAAS_WEBHOOK_TOKEN: 'token' })).toEqual({
      apiKey: '$aact_abc',
      baseUrl: ASAAS_SANDBOX_URL,
      webhookToken: 'token',
    });
    expect(
      asaasConfigFromEnv({
        ASAAS_API_KEY: '$aact_abc',
        ASAAS_WEBHOOK_TOKEN: 'token',
        ASAAS_BASE_URL: 'https://api.asaas.com/v3',
      })?.baseUrl,
    ).toBe('https://api.asaas.com/v3');
  });

  it('refuses to start with an API key but no webhook token', () => {
    expect(() => asaasConfigFromEnv({ ASAAS_API_KEY: '$aact_abc' })).toThrow(/ASAAS_WEBHOOK_TOKEN/);
  });
});
