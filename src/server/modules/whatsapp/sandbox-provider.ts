// The built-in WhatsApp sandbox: nothing leaves the machine. Messages live in the log (and on the
// dev page /dev/whatsapp); once a send is logged, a job reports it delivered (a number ending in
// 0000 as failed, code 131026) through the platform's own webhook, signed as Meta signs it
// (sandbox-statuses.ts), so statuses take the same path as the real ones. Templates are approved as they are saved.
import { randomBytes } from 'node:crypto';
import type {
  OutgoingTemplate,
  OutgoingText,
  ProviderTemplate,
  TemplateSubmission,
  WhatsAppProvider,
} from './whatsapp-provider.ts';

/** A sandbox number that never receives (its delivery fails): the way to see a failure. */
export const isUnreachableSandboxNumber = (phone: string) => phone.endsWith('0000');

export class SandboxWhatsApp implements WhatsAppProvider {
  readonly name = 'sandbox';

  private async send(): Promise<{ messageId: string }> {
    return { messageId: `wamid.sandbox.${randomBytes(12).toString('hex')}` };
  }

  sendTemplate(_message: OutgoingTemplate): Promise<{ messageId: string }> {
    return this.send();
  }

  sendText(_message: OutgoingText): Promise<{ messageId: string }> {
    return this.send();
  }

  async submitTemplate(t: TemplateSubmission): Promise<ProviderTemplate> {
    return { id: t.providerTemplateId ?? `sandbox-${t.name}`, name: t.name, status: 'aprovado' };
  }

  async listTemplates(): Promise<ProviderTemplate[]> {
    return [];
  }
}
