// The audit log in words: each audited field's name as the back office calls it, and its value
// written as people read it ("Taxa dos presentes: 3,89% → 3,99%"), money, percentages, dates,
// yes/no and statuses alike. A field not listed shows as recorded.
import { coupleStatusLabels } from './admin-couples.ts';
import { formatDateShort, isCalendarDate } from './dates.ts';
import { formatBRL, formatPercent } from './money.ts';
import { paymentStatusLabels } from './payments/payment-view.ts';
import { withdrawalStatusLabels } from './payments/wallet.ts';
import { themeStatusLabels } from './theme-studio.ts';

type Kind =
  | 'text'
  | 'number'
  | 'money'
  | 'percent'
  | 'date'
  | 'boolean'
  | 'status'
  | 'list'
  | 'installments'
  | 'hours'
  /** A structure (a theme's design, a section's blocks): said to have changed, not spelled out. */
  | 'structure';

const fields: Record<string, { label: string; kind?: Kind }> = {
  // Couples and weddings
  name1: { label: 'Noivo(a) 1' },
  name2: { label: 'Noivo(a) 2' },
  gender1: { label: 'Gênero 1' },
  gender2: { label: 'Gênero 2' },
  email: { label: 'E-mail' },
  phone: { label: 'Telefone' },
  weddingDate: { label: 'Data do casamento', kind: 'date' },
  slug: { label: 'Link do site' },
  giftListPublished: { label: 'Lista publicada', kind: 'boolean' },
  sitePublished: { label: 'Site publicado', kind: 'boolean' },
  hiddenFromSearch: { label: 'Oculto na busca', kind: 'boolean' },
  // Catalogue, categories, ready-made lists
  name: { label: 'Nome' },
  description: { label: 'Descrição' },
  status: { label: 'Status', kind: 'status' },
  suggestedPriceCents: { label: 'Preço sugerido', kind: 'money' },
  allowsCustomAmount: { label: 'Aceita valor livre', kind: 'boolean' },
  itemType: { label: 'Tipo' },
  imageUrl: { label: 'Imagem' },
  icon: { label: 'Ícone' },
  displayOrder: { label: 'Ordem', kind: 'number' },
  tags: { label: 'Tags', kind: 'list' },
  // Themes and their sections
  version: { label: 'Versão' },
  thumbnailUrl: { label: 'Thumbnail' },
  design: { label: 'Design', kind: 'structure' },
  position: { label: 'Posição', kind: 'number' },
  visible: { label: 'Visível', kind: 'boolean' },
  blocks: { label: 'Blocos', kind: 'structure' },
  style: { label: 'Estilo', kind: 'structure' },
  sections: { label: 'Seções', kind: 'structure' },
  themeId: { label: 'Tema' },
  // Platform settings
  giftFeeBasisPoints: { label: 'Taxa dos presentes', kind: 'percent' },
  releaseBusinessDays: { label: 'Prazo de liberação (dias úteis)', kind: 'number' },
  maxInstallments: { label: 'Parcelamento máximo no cartão', kind: 'installments' },
  minFreeAmountCents: { label: 'Valor mínimo livre', kind: 'money' },
  supportHours: { label: 'Horário de atendimento', kind: 'hours' },
  contactEmail: { label: 'E-mail de contato' },
  cardReviewThresholdCents: { label: 'Limite recebido por cartão', kind: 'money' },
  cardReviewDays: { label: 'Período da análise (dias)', kind: 'number' },
  // Money
  amountCents: { label: 'Valor', kind: 'money' },
  grossCents: { label: 'Valor bruto', kind: 'money' },
  feeCents: { label: 'Taxa', kind: 'money' },
  underReviewCents: { label: 'Em análise', kind: 'money' },
  releasedAt: { label: 'Liberado em', kind: 'date' },
  failureReason: { label: 'Motivo da falha' },
  retryWithdrawalId: { label: 'Nova tentativa' },
  providerState: { label: 'Situação no provedor' },
};

/** Every status the audited rows carry, in words; any other shows with a capital letter. */
const statusLabels: Record<string, string> = {
  ...coupleStatusLabels,
  ...themeStatusLabels,
  ...paymentStatusLabels,
  ...withdrawalStatusLabels,
  ativa: 'Ativa',
  inativa: 'Inativa',
};

const moment = new Intl.DateTimeFormat('pt-BR', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Sao_Paulo',
});

function asDate(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  if (isCalendarDate(value)) return formatDateShort(value);
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : moment.format(at).replace(', ', ' às ');
}

function asHours(value: unknown): string | null {
  const h = value as { opensAt?: unknown; closesAt?: unknown };
  return typeof h.opensAt === 'number' && typeof h.closesAt === 'number'
    ? `${h.opensAt}h às ${h.closesAt}h`
    : null;
}

function formatted(kind: Kind, value: unknown): string | null {
  const whole = typeof value === 'number' && Number.isSafeInteger(value) ? value : null;
  switch (kind) {
    case 'money':
      return whole === null ? null : formatBRL(whole);
    case 'percent':
      return whole === null ? null : formatPercent(whole);
    case 'installments':
      return whole === null ? null : `${whole}x`;
    case 'number':
      return whole === null ? null : whole.toLocaleString('pt-BR');
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : null;
    case 'date':
      return asDate(value);
    case 'status':
      return typeof value === 'string'
        ? (statusLabels[value] ?? value.charAt(0).toUpperCase() + value.slice(1))
        : null;
    case 'list':
      return Array.isArray(value) ? value.join(', ') || '—' : null;
    case 'hours':
      return asHours(value);
    default:
      return null;
  }
}

export function auditFieldLabel(field: string): string {
  return fields[field]?.label ?? field;
}

/** One recorded value as people read it; `side` words a changed structure ("anterior" → "alterado"). */
export function auditValue(field: string, value: unknown, side: 'before' | 'after'): string {
  if (value === null || value === undefined || value === '') return '—';
  const kind = fields[field]?.kind ?? 'text';
  if (kind === 'structure') return side === 'before' ? 'anterior' : 'alterado';
  const text = formatted(kind, value);
  if (text !== null) return text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
