// The Asaas adapter's settings, read from the environment (PAYMENT_PROVIDER=asaas).

export const ASAAS_SANDBOX_URL = 'https://api-sandbox.asaas.com/v3';

export interface AsaasConfig {
  /** ASAAS_API_KEY: the account's API key (`$aact_...`), sent in the `access_token` header. */
  apiKey: string;
  /** ASAAS_BASE_URL: the sandbox by default; `https://api.asaas.com/v3` in production. */
  baseUrl: string;
  /** ASAAS_WEBHOOK_TOKEN: the "token de autenticação" set on the webhook in Asaas's panel. */
  webhookToken: string;
}

/** The settings, or undefined when ASAAS_API_KEY is not set (the adapter is not configured). */
export function asaasConfigFromEnv(env: NodeJS.ProcessEnv = process.env): AsaasConfig | undefined {
  const apiKey = env.ASAAS_API_KEY?.trim();
  if (!apiKey) return undefined;
  const webhookToken = env.ASAAS_WEBHOOK_TOKEN?.trim();
  // Without it every webhook would be refused (or, worse, accepted unchecked): fail at start.
  if (!webhookToken) throw new Error('ASAAS_WEBHOOK_TOKEN is required when ASAAS_API_KEY is set');
  return { apiKey, baseUrl: env.ASAAS_BASE_URL?.trim() || ASAAS_SANDBOX_URL, webhookToken };
}
