// "Auditoria" (issue 11, DESIGN.md decision (8)): every administrator's change, who made it, when,
// and the values before and after, filtered by who, what and when.
import { z } from 'zod';
import { instant } from './api-fields.ts';
import { auditFieldLabel, auditValue } from './audit-fields.ts';
import { isCalendarDate } from './dates.ts';
import { pageOf, queryPage, querySearch } from './list-query.ts';

export const AUDIT_PAGE_SIZE = 25;

/** What each recorded action means, in the back office's words. Other actions show as recorded. */
export const auditActionLabels: Record<string, string> = {
  'couple.create': 'Adicionou casal',
  'couple.update': 'Editou casal',
  'couple.deactivate': 'Desativou casal',
  'couple.reactivate': 'Reativou casal',
  'category.create': 'Criou categoria',
  'category.update': 'Editou categoria',
  'category.delete': 'Excluiu categoria',
  'subcategory.create': 'Criou subcategoria',
  'subcategory.update': 'Editou subcategoria',
  'subcategory.delete': 'Excluiu subcategoria',
  'product.create': 'Criou produto',
  'product.update': 'Editou produto',
  'product.delete': 'Excluiu produto',
  'ready_list.create': 'Criou lista pronta',
  'ready_list.update': 'Editou lista pronta',
  'ready_list.delete': 'Excluiu lista pronta',
  'ready_list.add_product': 'Adicionou produto à lista pronta',
  'ready_list.remove_product': 'Removeu produto da lista pronta',
  'ready_list.clear': 'Esvaziou lista pronta',
  'theme.create': 'Criou tema',
  'theme.update': 'Editou tema',
  'theme.content': 'Editou conteúdo do tema',
  'theme.duplicate': 'Duplicou tema',
  'theme.publish': 'Publicou tema',
  'theme.delete': 'Excluiu tema',
  'theme_section.create': 'Criou seção de tema',
  'theme_section.update': 'Editou seção de tema',
  'theme_section.reorder': 'Reordenou seções de tema',
  'theme_section.delete': 'Excluiu seção de tema',
  'settings.update': 'Alterou configurações',
  'payment.refund': 'Estornou pagamento',
  'withdrawal.retry': 'Tentou o saque de novo',
  'wallet.release_review': 'Liberou saque em análise',
  'domain.retry': 'Tentou o domínio de novo',
  'domain.refund': 'Estornou domínio',
  'layout.publish': 'Publicou o layout',
  'layout.restore': 'Restaurou versão do layout',
  'help_article.create': 'Criou artigo de ajuda',
  'help_article.update': 'Editou artigo de ajuda',
  'whatsapp_template.update': 'Editou modelo de WhatsApp',
  'whatsapp.test_send': 'Enviou teste pelo WhatsApp',
  'whatsapp_handoff.resolve': 'Resolveu atendimento do WhatsApp',
};

export const auditTargetLabels: Record<string, string> = {
  couple: 'Casal',
  gift_category: 'Categoria',
  gift_subcategory: 'Subcategoria',
  catalog_product: 'Produto',
  ready_list: 'Lista pronta',
  theme: 'Tema',
  theme_section: 'Seção de tema',
  settings: 'Configurações',
  payment: 'Pagamento',
  withdrawal: 'Saque',
  wedding: 'Casamento',
  extra_order: 'Serviço adicional',
  marketing_content: 'Layout',
  help_article: 'Artigo de ajuda',
  whatsapp_template: 'Modelo de WhatsApp',
  whatsapp_handoff: 'Atendimento do WhatsApp',
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}

export const auditMessages = {
  invalidDate: 'Informe uma data válida.',
  empty: 'Nenhum registro encontrado com esses filtros.',
  loadError: 'Não foi possível carregar a auditoria.',
} as const;

const optionalDay = z
  .string()
  .trim()
  .refine((d) => d === '' || isCalendarDate(d), auditMessages.invalidDate)
  .default('');

export const auditQuery = z.object({
  /** Part of the administrator's e-mail. */
  actor: querySearch(254),
  action: querySearch(),
  targetType: querySearch(),
  targetId: querySearch(),
  /** Days in São Paulo, inclusive. */
  from: optionalDay,
  to: optionalDay,
  page: queryPage(),
});
export type AuditQuery = z.input<typeof auditQuery>;

export const auditEntrySchema = z.object({
  id: z.string(),
  createdAt: instant,
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  /** A name for the target people recognise: the couple's names, a product's name... */
  targetLabel: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  ip: z.string().nullable(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = pageOf(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;

export interface AuditChange {
  field: string;
  before: string;
  after: string;
}

/** Bookkeeping columns a change never shows: ids, timestamps, search copies, seed keys. */
export const auditHiddenFields: readonly string[] = [
  'id',
  'createdAt',
  'updatedAt',
  'searchName',
  'searchNames',
  'key',
];

/** A recorded value as compared: empty values alike, structures by their JSON. */
function recorded(value: unknown): string {
  return value === null || value === undefined || value === '' ? '' : JSON.stringify(value);
}

/**
 * What changed between before and after, field by field, in words (`audit-fields.ts`:
 * "Taxa dos presentes: 3,89% → 3,99%"). Fields that did not change are left out; a creation lists its
 * values, a deletion what was removed.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  // A list recorded whole (the sections' order) reads as one change, not as each position's id.
  if (Array.isArray(before) || Array.isArray(after)) {
    return recorded(before) === recorded(after)
      ? []
      : [{ field: 'Ordem', before: 'anterior', after: 'alterada' }];
  }
  const b = before && typeof before === 'object' ? (before as Record<string, unknown>) : {};
  const a = after && typeof after === 'object' ? (after as Record<string, unknown>) : {};
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return fields
    .filter((f) => recorded(b[f]) !== recorded(a[f]))
    .filter((f) => !auditHiddenFields.includes(f))
    .map((f) => ({
      field: auditFieldLabel(f),
      before: auditValue(f, b[f], 'before'),
      after: auditValue(f, a[f], 'after'),
    }));
}
