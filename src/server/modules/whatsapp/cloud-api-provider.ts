// The WhatsApp Business Cloud API (graph.facebook.com): template messages and free-form replies from
// the platform's phone number, and its templates' review. Limits and outages (HTTP 429 or 5xx, Meta's
// throughput codes) are temporary and tried again by the send job; the rest fail the message with
// Meta's own explanation in the log. Tests run it against testing/fake-graph-api.ts.
import type { CloudApiSettings } from './whatsapp-config.ts';
import {
  type OutgoingTemplate,
  type OutgoingText,
  type ProviderTemplate,
  type TemplateSubmission,
  templateStatusOf,
  type WhatsAppProvider,
  WhatsAppSendError,
} from './whatsapp-provider.ts';

/** Meta's codes for "too many, try later" and "our side is down". */
const TEMPORARY_CODES = new Set([4, 80007, 130429, 131000, 131056, 133004]);

const categoryOf = { utilidade: 'UTILITY', marketing: 'MARKETING' } as const;

interface GraphError {
  error?: { message?: string; code?: number; error_data?: { details?: string } };
}

export class CloudApiProvider implements WhatsAppProvider {
  readonly name = 'cloud';

  constructor(
    private readonly settings: CloudApiSettings,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    let res: Response;
    try {
      res = await this.fetchImpl(`${this.settings.apiUrl}/${path}`, {
        method,
        headers: {
          authorization: `Bearer ${this.settings.token}`,
          ...(body !== undefined && { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (err) {
      throw new WhatsAppSendError(`Sem resposta do WhatsApp (${(err as Error).message}).`, true);
    }
    const json = (await res.json().catch(() => ({}))) as T & GraphError;
    if (res.ok) return json;
    const code = json.error?.code;
    const detail = json.error?.error_data?.details ?? json.error?.message ?? `HTTP ${res.status}`;
    const temporary =
      res.status === 429 || res.status >= 500 || (code !== undefined && TEMPORARY_CODES.has(code));
    throw new WhatsAppSendError(detail, temporary, code);
  }

  private async send(payload: Record<string, unknown>): Promise<{ messageId: string }> {
    const reply = await this.call<{ messages?: { id: string }[] }>(
      'POST',
      `${this.settings.phoneNumberId}/messages`,
      { messaging_product: 'whatsapp', recipient_type: 'individual', ...payload },
    );
    const messageId = reply.messages?.[0]?.id;
    if (!messageId) throw new WhatsAppSendError('O WhatsApp não devolveu o id da mensagem.', true);
    return { messageId };
  }

  sendTemplate(message: OutgoingTemplate): Promise<{ messageId: string }> {
    return this.send({
      to: message.to,
      type: 'template',
      template: {
        name: message.template,
        language: { code: message.language },
        components: message.parameters.length
          ? [{ type: 'body', parameters: message.parameters.map((text) => ({ type: 'text', text })) }]
          : [],
      },
    });
  }

  sendText(message: OutgoingText): Promise<{ messageId: string }> {
    return this.send({ to: message.to, type: 'text', text: { preview_url: false, body: message.body } });
  }

  async submitTemplate(t: TemplateSubmission): Promise<ProviderTemplate> {
    const components = [
      {
        type: 'BODY',
        text: t.body,
        ...(t.examples.length > 0 && { example: { body_text: [t.examples] } }),
      },
    ];
    if (t.providerTemplateId) {
      await this.call('POST', t.providerTemplateId, { category: categoryOf[t.category], components });
      // An edited template goes back to review.
      return { id: t.providerTemplateId, name: t.name, status: 'pendente' };
    }
    const created = await this.call<{ id: string; status?: string }>(
      'POST',
      `${this.settings.businessAccountId}/message_templates`,
      { name: t.name, language: t.language, category: categoryOf[t.category], components },
    );
    return { id: created.id, name: t.name, status: templateStatusOf(created.status ?? 'PENDING') };
  }

  async listTemplates(): Promise<ProviderTemplate[]> {
    const reply = await this.call<{ data?: { id: string; name: string; status: string }[] }>(
      'GET',
      `${this.settings.businessAccountId}/message_templates?fields=id,name,status,category,language&limit=100`,
    );
    return (reply.data ?? []).map((t) => ({ id: t.id, name: t.name, status: templateStatusOf(t.status) }));
  }
}
