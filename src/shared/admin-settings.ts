// What /admin/settings edits (DESIGN.md section 6): the gift fee, typed as a pt-BR percentage
// ("4,99"), the release delay, the most instalments a card may take, the smallest free amount a
// guest may give (in reais), support hours and the contact e-mail, and when a new wedding's card
// money is held for review. The form reads its text fields with `readSettingsForm`; the API takes
// the numbers and checks them again with `adminSettingsSchema`, with the same messages.
import { z } from 'zod';
import { formatDecimalBRL, formatPercent, parseReais } from './money.ts';
import { MIN_FREE_AMOUNT_RANGE, type Settings } from './settings.ts';

export const adminSettingsMessages = {
  feeInvalid: 'Informe a taxa em porcentagem, com até duas casas decimais (ex.: 4,99).',
  feeRange: 'A taxa deve ficar entre 0% e 20%.',
  releaseDays: 'O prazo de liberação deve ser um número inteiro de 0 a 30 dias úteis.',
  installments: 'O parcelamento máximo deve ser de 1 a 12 vezes.',
  minFreeAmount: 'O valor mínimo livre deve ficar entre R$ 5,00 e R$ 1.000,00.',
  opensAt: 'Informe a hora de abertura, de 0 a 23.',
  closesAt: 'Informe a hora de fechamento, de 1 a 24.',
  hoursOrder: 'O atendimento deve fechar depois de abrir.',
  email: 'Informe um e-mail válido.',
  reviewThreshold: 'Informe o limite em reais, como 5000,00 (até R$ 100.000,00).',
  reviewDays: 'O período da análise deve ser um número inteiro de 1 a 90 dias.',
  saved: 'Configurações salvas',
  savedDescription: 'Valem a partir de agora para as páginas e os novos pagamentos.',
  saveError: 'Erro ao salvar configurações',
  feeChangeConfirm: (from: number, to: number) =>
    `A taxa passa de ${formatPercent(from)} para ${formatPercent(to)} em todos os próximos pagamentos. Os pagamentos já feitos mantêm a taxa com que foram feitos.`,
} as const;
const m = adminSettingsMessages;

/** 20%: above it a gift list would be unfair to couples, so it is a typing mistake. */
export const MAX_FEE_BASIS_POINTS = 2000;

export type AdminSettings = Pick<
  Settings,
  | 'giftFeeBasisPoints'
  | 'releaseBusinessDays'
  | 'maxInstallments'
  | 'minFreeAmountCents'
  | 'supportHours'
  | 'contactEmail'
  | 'cardReviewThresholdCents'
  | 'cardReviewDays'
>;

const wholeNumber = (message: string, min: number, max: number) =>
  z
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

export const adminSettingsSchema = z.object({
  giftFeeBasisPoints: z
    .number({ error: m.feeInvalid })
    .int({ error: m.feeInvalid })
    .min(0, { error: m.feeRange })
    .max(MAX_FEE_BASIS_POINTS, { error: m.feeRange }),
  releaseBusinessDays: wholeNumber(m.releaseDays, 0, 30),
  maxInstallments: wholeNumber(m.installments, 1, 12),
  minFreeAmountCents: wholeNumber(m.minFreeAmount, MIN_FREE_AMOUNT_RANGE.min, MIN_FREE_AMOUNT_RANGE.max),
  supportHours: z
    .object({ opensAt: wholeNumber(m.opensAt, 0, 23), closesAt: wholeNumber(m.closesAt, 1, 24) })
    .refine((h) => h.closesAt > h.opensAt, { error: m.hoursOrder, path: ['closesAt'] }),
  contactEmail: z
    .string({ error: m.email })
    .trim()
    .max(254, { error: m.email })
    .pipe(z.email({ error: m.email })),
  cardReviewThresholdCents: wholeNumber(m.reviewThreshold, 0, 100_000_00),
  cardReviewDays: wholeNumber(m.reviewDays, 1, 90),
}) satisfies z.ZodType<AdminSettings>;

/** "4,99", "4.99", "4", "4,9 %" -> basis points (499, 499, 400, 490); null when it is not a percentage. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,3})(?:[,.](\d{1,2}))?\s*%?$/.exec(text.trim());
  if (!match) return null;
  const [, whole = '0', fraction = ''] = match;
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/** 389 -> "3,89"; 400 -> "4,00": what the fee field shows. */
export function percentInput(basisPoints: number): string {
  return `${Math.trunc(basisPoints / 100)},${String(basisPoints % 100).padStart(2, '0')}`;
}

/** The settings form as typed (every field is text). */
export interface SettingsFormValues {
  giftFee: string;
  releaseBusinessDays: string;
  maxInstallments: string;
  /** In reais, as typed ("10,00"). */
  minFreeAmount: string;
  opensAt: string;
  closesAt: string;
  contactEmail: string;
  cardReviewThreshold: string;
  cardReviewDays: string;
}

export type SettingsFormField = keyof SettingsFormValues;

export function settingsFormValues(s: AdminSettings): SettingsFormValues {
  return {
    giftFee: percentInput(s.giftFeeBasisPoints),
    releaseBusinessDays: String(s.releaseBusinessDays),
    maxInstallments: String(s.maxInstallments),
    minFreeAmount: formatDecimalBRL(s.minFreeAmountCents),
    opensAt: String(s.supportHours.opensAt),
    closesAt: String(s.supportHours.closesAt),
    contactEmail: s.contactEmail,
    cardReviewThreshold: formatDecimalBRL(s.cardReviewThresholdCents),
    cardReviewDays: String(s.cardReviewDays),
  };
}

const fieldOfPath: Record<string, SettingsFormField> = {
  giftFeeBasisPoints: 'giftFee',
  releaseBusinessDays: 'releaseBusinessDays',
  maxInstallments: 'maxInstallments',
  minFreeAmountCents: 'minFreeAmount',
  'supportHours.opensAt': 'opensAt',
  'supportHours.closesAt': 'closesAt',
  contactEmail: 'contactEmail',
  cardReviewThresholdCents: 'cardReviewThreshold',
  cardReviewDays: 'cardReviewDays',
};

/** Which form field an API issue path ("supportHours.closesAt") is about. */
export function settingsFieldOf(path: string): SettingsFormField | undefined {
  return fieldOfPath[path];
}

function integerOrNaN(text: string): number {
  return /^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The typed form as settings, or the first message of each field that is wrong. */
export function readSettingsForm(
  values: SettingsFormValues,
): { ok: true; settings: AdminSettings } | { ok: false; errors: Partial<Record<SettingsFormField, string>> } {
  const fee = parsePercent(values.giftFee);
  const parsed = adminSettingsSchema.safeParse({
    giftFeeBasisPoints: fee ?? Number.NaN,
    releaseBusinessDays: integerOrNaN(values.releaseBusinessDays),
    maxInstallments: integerOrNaN(values.maxInstallments),
    minFreeAmountCents: parseReais(values.minFreeAmount) ?? Number.NaN,
    supportHours: { opensAt: integerOrNaN(values.opensAt), closesAt: integerOrNaN(values.closesAt) },
    contactEmail: values.contactEmail,
    cardReviewThresholdCents: parseReais(values.cardReviewThreshold) ?? Number.NaN,
    cardReviewDays: integerOrNaN(values.cardReviewDays),
  });
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors: Partial<Record<SettingsFormField, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = settingsFieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (fee === null) errors.giftFee = m.feeInvalid;
  return { ok: false, errors };
}
