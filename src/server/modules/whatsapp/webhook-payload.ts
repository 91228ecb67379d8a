// The Cloud API's webhooks (and the sandbox's, which posts the same shape): `X-Hub-Signature-256`
// is `sha256=` and the HMAC-SHA256 of the body as sent, keyed by the app secret; the body carries
// delivery statuses of our messages and the messages people send us. Builders for the sandbox and
// the tests produce exactly what Meta posts.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import type { MessageStatus } from '../../../shared/whatsapp.ts';

export const SIGNATURE_HEADER = 'x-hub-signature-256';

export function signWebhook(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export function validSignature(secret: string, body: string, header: string | undefined): boolean {
  if (!secret || !header) return false;
  const expected = Buffer.from(signWebhook(secret, body));
  const given = Buffer.from(header);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const providerStatuses = { sent: 'enviada', delivered: 'entregue', read: 'lida', failed: 'falhou' } as const;
type ProviderStatus = keyof typeof providerStatuses;

const statusSchema = z.object({
  id: z.string().max(200),
  status: z.string().max(20),
  recipient_id: z.string().max(30).optional(),
  errors: z
    .array(
      z.object({ code: z.number().optional(), title: z.string().optional(), message: z.string().optional() }),
    )
    .optional(),
});

const messageSchema = z.object({
  from: z.string().max(30),
  id: z.string().max(200),
  type: z.string().max(30),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string(), payload: z.string().optional() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
});

const payloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      changes: z.array(
        z.object({
          field: z.string(),
          value: z.object({
            contacts: z
              .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
              .optional(),
            messages: z.array(messageSchema).optional(),
            statuses: z.array(statusSchema).optional(),
          }),
        }),
      ),
    }),
  ),
});

export interface StatusUpdate {
  providerMessageId: string;
  status: Exclude<MessageStatus, 'na_fila' | 'recebida'>;
  error: string | null;
}

export interface IncomingMessage {
  id: string;
  /** Digits with the country code. */
  from: string;
  name: string | null;
  /** The text typed, or the button pressed; empty for media. */
  text: string;
}

export interface WebhookNews {
  statuses: StatusUpdate[];
  messages: IncomingMessage[];
}

/** What a webhook body says, in our words; null when it is not a WhatsApp webhook at all. */
export function readWebhook(body: unknown): WebhookNews | null {
  const parsed = payloadSchema.safeParse(body);
  if (!parsed.success || parsed.data.object !== 'whatsapp_business_account') return null;
  const news: WebhookNews = { statuses: [], messages: [] };
  for (const change of parsed.data.entry.flatMap((e) => e.changes)) {
    if (change.field !== 'messages') continue;
    const { contacts = [], messages = [], statuses = [] } = change.value;
    for (const s of statuses) {
      if (!(s.status in providerStatuses)) continue;
      const error = s.errors?.[0];
      news.statuses.push({
        providerMessageId: s.id,
        status: providerStatuses[s.status as ProviderStatus],
        error: error ? [error.code, error.message ?? error.title].filter(Boolean).join(': ') : null,
      });
    }
    for (const m of messages) {
      const text =
        m.text?.body ??
        m.button?.text ??
        m.interactive?.button_reply?.title ??
        m.interactive?.list_reply?.title ??
        '';
      const name = contacts.find((c) => c.wa_id === m.from)?.profile?.name ?? null;
      news.messages.push({ id: m.id, from: m.from.replace(/\D/g, ''), name, text: text.trim() });
    }
  }
  return news;
}

function envelope(value: Record<string, unknown>) {
  return {
    object: 'whatsapp_business_account',
    entry: [
      { id: 'waba', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', ...value } }] },
    ],
  };
}

/** What Meta posts when a message we sent changes state. */
export function statusPayload(
  providerMessageId: string,
  status: ProviderStatus,
  to: string,
  error?: { code: number; title: string },
) {
  return envelope({
    statuses: [
      {
        id: providerMessageId,
        status,
        timestamp: String(Math.floor(Date.now() / 1000)),
        recipient_id: to,
        ...(error && { errors: [error] }),
      },
    ],
  });
}

/** What Meta posts when someone writes to the platform's number. */
export function incomingPayload(from: string, text: string, id: string, name = 'Contato') {
  return envelope({
    contacts: [{ wa_id: from, profile: { name } }],
    messages: [
      { from, id, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
    ],
  });
}
