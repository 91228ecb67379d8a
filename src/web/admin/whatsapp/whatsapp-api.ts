// Calls of /admin/whatsapp: the connection and templates, a template's edit and a test send, the
// message log a page at a time, the hand-offs and who replied SAIR.
import type {
  Handoff,
  MessageLogQuery,
  MessagePage,
  OptOut,
  TemplateEditInput,
  WhatsAppStatus,
  WhatsAppTemplate,
  WhatsAppTemplateName,
} from '../../../shared/whatsapp.ts';
import { api, queryString } from '../../lib/api.ts';

export const whatsappKeys = {
  all: ['admin', 'whatsapp'] as const,
  status: ['admin', 'whatsapp', 'status'] as const,
  messages: (q: MessageLogQuery) => ['admin', 'whatsapp', 'messages', q] as const,
  handoffs: ['admin', 'whatsapp', 'handoffs'] as const,
  optOuts: ['admin', 'whatsapp', 'opt-outs'] as const,
};

export const fetchStatus = (signal?: AbortSignal) => api<WhatsAppStatus>('/api/admin/whatsapp', { signal });

export const saveTemplate = (name: WhatsAppTemplateName, body: TemplateEditInput) =>
  api<WhatsAppTemplate>(`/api/admin/whatsapp/templates/${name}`, { method: 'PUT', json: body });

export const syncTemplates = () =>
  api<WhatsAppTemplate[]>('/api/admin/whatsapp/templates/sync', { method: 'POST', json: {} });

export const sendTest = (body: { phone: string; template: WhatsAppTemplateName }) =>
  api<unknown>('/api/admin/whatsapp/test', { method: 'POST', json: body });

export const fetchMessages = (query: MessageLogQuery, signal?: AbortSignal) =>
  api<MessagePage>(`/api/admin/whatsapp/messages?${queryString(query)}`, { signal });

export const fetchHandoffs = (signal?: AbortSignal) =>
  api<Handoff[]>('/api/admin/whatsapp/handoffs?mostrar=abertas', { signal });

export const resolveHandoff = (id: string) =>
  api<unknown>(`/api/admin/whatsapp/handoffs/${id}/resolve`, { method: 'POST', json: {} });

export const fetchOptOuts = (signal?: AbortSignal) =>
  api<OptOut[]>('/api/admin/whatsapp/opt-outs', { signal });
