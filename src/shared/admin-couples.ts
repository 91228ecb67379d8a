// The back office's couples (SPEC 2.7 "/admin/couples", 3 "Couple (admin list row)", DESIGN.md
// decisions (7) and (8)): the list's search, filters, sorts and paging, and the add and edit forms.
import { z } from 'zod';
import { instant } from './api-fields.ts';
import { authMessages } from './auth/messages.ts';
import { emailSchema, genderSchema, phoneSchema } from './auth/schemas.ts';
import { choices } from './choices.ts';
import { isCalendarDate } from './dates.ts';
import { cappedPageOf, queryPage, querySearch } from './list-query.ts';

export const COUPLES_PAGE_SIZE = 20;

export const { values: coupleFilters, labels: coupleFilterLabels } = choices({
  todos: 'Todos',
  ativos: 'Ativos',
  inativos: 'Inativos',
  proximos: 'Próximos casamentos',
  passados: 'Casamentos passados',
  /** Sign-ups abandoned before the password: every other filter leaves them out. */
  incompletos: 'Cadastros incompletos',
});
export type CoupleFilter = (typeof coupleFilters)[number];

export const { values: coupleSorts, labels: coupleSortLabels } = choices({
  'cadastro-recente': 'Data de cadastro (mais recente)',
  'cadastro-antigo': 'Data de cadastro (mais antiga)',
  'casamento-recente': 'Data do casamento (mais recente)',
  'casamento-antigo': 'Data do casamento (mais antiga)',
  alfabetica: 'Ordem alfabética (A-Z)',
});
export type CoupleSort = (typeof coupleSorts)[number];

export const coupleListQuery = z.object({
  q: querySearch(),
  filter: z.enum(coupleFilters).default('todos'),
  sort: z.enum(coupleSorts).default('cadastro-recente'),
  page: queryPage(),
});
export type CoupleListQuery = z.input<typeof coupleListQuery>;

export const { values: coupleStatuses, labels: coupleStatusLabels } = choices({
  ativo: 'Ativo',
  inativo: 'Inativo',
});
export type CoupleStatus = (typeof coupleStatuses)[number];

export const coupleRowSchema = z.object({
  id: z.string(),
  name1: z.string().nullable(),
  name2: z.string().nullable(),
  email: z.string(),
  status: z.enum(coupleStatuses),
  weddingDate: z.string().nullable(),
  createdAt: instant,
});
export type CoupleRow = z.infer<typeof coupleRowSchema>;

export const couplePageSchema = cappedPageOf(coupleRowSchema);
export type CouplePage = z.infer<typeof couplePageSchema>;

export const adminCoupleMessages = {
  nameRequired: 'Informe o nome dos dois noivos.',
  invalidDate: 'Informe uma data válida.',
  emailInUse: 'Este e-mail já pertence a outra conta.',
  created: 'Casal adicionado',
  createdHint: 'Enviamos um e-mail para o casal criar a senha.',
  saved: 'Dados do casal atualizados',
  deactivated: 'Casal desativado',
  deactivatedHint: 'O site saiu do ar e o casal não consegue mais entrar.',
  reactivated: 'Casal reativado',
  reactivatedHint: 'O site e o acesso do casal voltaram.',
  deactivateTitle: 'Desativar casal',
  deactivateConfirm:
    'O site do casal sai do ar, o login é recusado e todas as sessões abertas são encerradas. Vocês podem reativar depois.',
  reactivateTitle: 'Reativar casal',
  reactivateConfirm: 'O site volta ao ar (se estiver publicado) e o casal pode entrar de novo.',
  notFound: 'Casal não encontrado.',
  loadError: 'Não foi possível carregar os casais.',
  empty: 'Nenhum casal encontrado. Confira a busca e o filtro.',
} as const;

const nameSchema = z.string().trim().min(1, adminCoupleMessages.nameRequired).max(80);
const optionalDate = z
  .string()
  .trim()
  .refine((d) => d === '' || isCalendarDate(d), adminCoupleMessages.invalidDate)
  .transform((d) => d || null);

/** "Editar casal" (DESIGN.md (7)): names, e-mail, phone, wedding date and status. */
export const coupleEditBody = z.object({
  name1: nameSchema,
  name2: nameSchema,
  email: emailSchema,
  phone: phoneSchema,
  weddingDate: optionalDate,
  status: z.enum(coupleStatuses),
});
export type CoupleEditInput = z.input<typeof coupleEditBody>;
export type CoupleEdit = z.output<typeof coupleEditBody>;

/** "Adicionar casal": the account, the couple and its wedding; the couple sets the password by e-mail. */
export const coupleCreateBody = z.object({
  name1: nameSchema,
  gender1: genderSchema,
  name2: nameSchema,
  gender2: genderSchema,
  email: emailSchema,
  phone: phoneSchema.optional().default(''),
  weddingDate: z
    .string({ error: authMessages.requiredFields })
    .trim()
    .refine(isCalendarDate, adminCoupleMessages.invalidDate),
});
export type CoupleCreateInput = z.input<typeof coupleCreateBody>;
export type CoupleCreate = z.output<typeof coupleCreateBody>;

/** "Ana & Rui", or "Casal" while sign-up has no names yet (SPEC 2.6's fallback). */
export function coupleNames(row: { name1: string | null; name2: string | null }): string {
  const names = [row.name1, row.name2].filter(Boolean);
  return names.length ? names.join(' & ') : 'Casal';
}
