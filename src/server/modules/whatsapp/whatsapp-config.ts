// Which WhatsApp the platform talks through (issue 25), from the environment:
// - WHATSAPP_PROVIDER=cloud: the WhatsApp Business Cloud API with the account's token, phone number
//   id, business account id, app secret (webhook signatures) and verify token (the handshake);
// - otherwise the built-in sandbox where the sandbox is allowed (development, or ALLOW_SANDBOX on a
//   staging host), and none at all on a public host: nothing is sent, nothing is pretended.

export interface CloudApiSettings {
  /** Graph API base with its version (a local fake in tests). */
  apiUrl: string;
  token: string;
  phoneNumberId: string;
  businessAccountId: string;
}

export interface WhatsAppConfig {
  provider: 'sandbox' | 'cloud' | 'desligado';
  cloud: CloudApiSettings | undefined;
  /** Key of the webhooks' `X-Hub-Signature-256` (the Meta app's secret; the sandbox's own). */
  appSecret: string;
  /** What Meta sends back in the subscription handshake (`hub.verify_token`). */
  verifyToken: string;
  /** The platform's number as people see it. */
  displayNumber: string;
  /** Messages a second, at most, from one process (the provider's limit is 80 by default). */
  maxPerSecond: number;
}

export const DEFAULT_WHATSAPP_SANDBOX_SECRET = 'whatsapp-sandbox-secret';
const GRAPH_API = 'https://graph.facebook.com/v21.0';

function cloudFromEnv(env: NodeJS.ProcessEnv): CloudApiSettings | undefined {
  const { WHATSAPP_TOKEN: token, WHATSAPP_PHONE_NUMBER_ID: phoneNumberId } = env;
  if (!token || !phoneNumberId) return undefined;
  return {
    apiUrl: (env.WHATSAPP_API_URL || GRAPH_API).replace(/\/$/, ''),
    token,
    phoneNumberId,
    businessAccountId: env.WHATSAPP_BUSINESS_ACCOUNT_ID ?? '',
  };
}

export function whatsappConfigFromEnv(env: NodeJS.ProcessEnv, sandboxAllowed: boolean): WhatsAppConfig {
  const wanted = env.WHATSAPP_PROVIDER;
  const cloud = cloudFromEnv(env);
  const provider =
    wanted === 'cloud' ? 'cloud' : wanted !== 'desligado' && sandboxAllowed ? 'sandbox' : 'desligado';
  return {
    provider,
    cloud,
    // The sandbox signs with the payments sandbox's secret unless given its own.
    appSecret:
      env.WHATSAPP_APP_SECRET ||
      (provider === 'sandbox' ? env.SANDBOX_WEBHOOK_SECRET || DEFAULT_WHATSAPP_SANDBOX_SECRET : ''),
    verifyToken: env.WHATSAPP_VERIFY_TOKEN || (provider === 'sandbox' ? 'sandbox-verify-token' : ''),
    displayNumber: env.WHATSAPP_DISPLAY_NUMBER || (provider === 'sandbox' ? '+55 11 90000-0000' : ''),
    maxPerSecond: Math.max(1, Number(env.WHATSAPP_MAX_PER_SECOND ?? 20) || 20),
  };
}

/** What is missing for WHATSAPP_PROVIDER=cloud (start-up refuses to run without it). */
export function missingCloudSettings(config: WhatsAppConfig): string[] {
  if (config.provider !== 'cloud') return [];
  return [
    !config.cloud && 'WHATSAPP_TOKEN e WHATSAPP_PHONE_NUMBER_ID',
    !config.cloud?.businessAccountId && 'WHATSAPP_BUSINESS_ACCOUNT_ID',
    !config.appSecret && 'WHATSAPP_APP_SECRET',
    !config.verifyToken && 'WHATSAPP_VERIFY_TOKEN',
  ].filter((m): m is string => Boolean(m));
}
