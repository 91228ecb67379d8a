// The audit log in words: each audited field's name as the back office calls it, and its value
// written as people read it ("Taxa dos presentes: 3,89% → 3,99%"), money, percentages, dates,
// yes/no and statuses alike. A field not listed shows as recorded.
import { coupleStatusLabels } from './admin-couples.ts';
import { formatDateShort, isCalendarDate } from './dates.ts';
import { formatBRL, formatPercent } from './money.ts';
import { paymentStatusLabels } from './payments/payment-view.ts';
import { withdrawalStatusLabels } from './payments/wallet.ts';
import { themeStatusLabels } from './theme-studio.ts';

/** Each audited field's name as the back office calls it, under the kind of value it holds. */
const labelsByKind = {
  text: {
    name1: 'Noivo(a) 1',
    name2: 'Noivo(a) 2',
    gender1: 'Gênero 1',
    gender2: 'Gênero 2',
    email: 'E-mail',
    phone: 'Telefone',
    slug: 'Link do site',
    name: 'Nome',
    description: 'Descrição',
    itemType: 'Tipo',
    imageUrl: 'Imagem',
    icon: 'Ícone',
    version: 'Versão',
    thumbnailUrl: 'Thumbnail',
    themeId: 'Tema',
    sourceId: 'Tema de origem',
    categoryId: 'Categoria',
    subcategoryId: 'Subcategoria',
    productId: 'Produto',
    contactEmail: 'E-mail de contato',
    failureReason: 'Motivo da falha',
    retryWithdrawalId: 'Nova tentativa',
    providerState: 'Situação no provedor',
  },
  number: {
    displayOrder: 'Ordem',
    position: 'Posição',
    releaseBusinessDays: 'Prazo de liberação (dias úteis)',
    cardReviewDays: 'Período da análise (dias)',
  },
  money: {
    suggestedPriceCents: 'Preço sugerido',
    minFreeAmountCents: 'Valor mínimo livre',
    cardReviewThresholdCents: 'Limite recebido por cartão',
    amountCents: 'Valor',
    grossCents: 'Valor bruto',
    feeCents: 'Taxa',
    underReviewCents: 'Em análise',
  },
  percent: {
    giftFeeBasisPoints: 'Taxa dos presentes',
  },
  date: {
    weddingDate: 'Data do casamento',
    releasedAt: 'Liberado em',
  },
  boolean: {
    giftListPublished: 'Lista publicada',
    sitePublished: 'Site publicado',
    hiddenFromSearch: 'Oculto na busca',
    allowsCustomAmount: 'Aceita valor livre',
    visible: 'Visível',
  },
  status: {
    status: 'Status',
  },
  list: {
    tags: 'Tags',
  },
  installments: {
    maxInstallments: 'Parcelamento máximo no cartão',
  },
  hours: {
    supportHours: 'Horário de atendimento',
  },
  /** A structure (a theme's design, a section's blocks): said to have changed, not spelled out. */
  structure: {
    design: 'Design',
    blocks: 'Blocos',
    style: 'Estilo',
    sections: 'Seções',
  },
} satisfies Record<string, Record<string, string>>;
type Kind = keyof typeof labelsByKind;

const fields = new Map(
  Object.entries(labelsByKind).flatMap(([kind, labels]) =>
    Object.entries(labels).map(([field, label]) => [field, { label, kind: kind as Kind }] as const),
  ),
);

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
  return fields.get(field)?.label ?? field;
}

/** One recorded value as people read it; `side` words a changed structure ("anterior" → "alterado"). */
export function auditValue(field: string, value: unknown, side: 'before' | 'after'): string {
  if (value === null || value === undefined || value === '') return '—';
  const kind = fields.get(field)?.kind ?? 'text';
  if (kind === 'structure') return side === 'before' ? 'anterior' : 'alterado';
  const text = formatted(kind, value);
  if (text !== null) return text;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}
