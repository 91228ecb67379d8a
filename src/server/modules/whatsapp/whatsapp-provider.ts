// What the platform needs from a WhatsApp provider, whatever it is: template messages (the only
// kind allowed outside a person's 24-hour window), free-form replies inside it, and the templates'
// approval. Adapters: `sandbox` (built in) and the Cloud API. Webhooks are read in one shape by
// webhook-payload.ts: the sandbox posts the Cloud API's own, signed the same way.
import type { TemplateStatus, WhatsAppCategory } from '../../../shared/whatsapp.ts';

export interface OutgoingTemplate {
  /** Digits with the country code. */
  to: string;
  template: string;
  language: string;
  parameters: string[];
}

export interface OutgoingText {
  to: string;
  body: string;
}

export interface TemplateSubmission {
  name: string;
  language: string;
  category: WhatsAppCategory;
  body: string;
  /** The provider's id once it knows the template (an edit), else null (a creation). */
  providerTemplateId: string | null;
  /** One example value per variable, which Meta asks for when reviewing. */
  examples: string[];
}

export interface ProviderTemplate {
  id: string;
  name: string;
  status: TemplateStatus;
}

export interface WhatsAppProvider {
  readonly name: 'sandbox' | 'cloud';
  sendTemplate(message: OutgoingTemplate): Promise<{ messageId: string }>;
  sendText(message: OutgoingText): Promise<{ messageId: string }>;
  submitTemplate(template: TemplateSubmission): Promise<ProviderTemplate>;
  listTemplates(): Promise<ProviderTemplate[]>;
}

/** A send the provider refused: `temporary` ones (limits, outages) are tried again later. */
export class WhatsAppSendError extends Error {
  constructor(
    message: string,
    readonly temporary: boolean,
    readonly code?: number,
  ) {
    super(message);
    this.name = 'WhatsAppSendError';
  }
}

/** Meta's status words as the log reads them. */
export function templateStatusOf(providerStatus: string): TemplateStatus {
  switch (providerStatus.toUpperCase()) {
    case 'APPROVED':
      return 'aprovado';
    case 'REJECTED':
      return 'rejeitado';
    case 'PAUSED':
    case 'DISABLED':
      return 'pausado';
    default:
      return 'pendente';
  }
}
