// A couple's page in the back office (SPEC 2.7 "/admin/couples/{id}" and 3 "Couple detail"): one
// reply per tab — Visão Geral, Financeiro, Lista de Presentes, Onboarding and Convidados.
import { z } from 'zod';
import { coupleStatuses } from './admin-couples.ts';
import { cents, count, instant } from './api-fields.ts';
import { genderSchema } from './auth/schemas.ts';
import { choices } from './choices.ts';
import { feePayers, giftItemSchema } from './gift-list.ts';
import { giftPaymentRowSchema } from './payments/gift-payment.ts';
import { pixKeyTypes } from './payments/pix.ts';
import { walletBalancesSchema, withdrawalViewSchema } from './payments/wallet.ts';
import { rsvpItemSchema, rsvpTotalsSchema } from './rsvp.ts';

export const { values: coupleTabs, labels: coupleTabLabels } = choices({
  'visao-geral': 'Visão Geral',
  financeiro: 'Financeiro',
  'lista-de-presentes': 'Lista de Presentes',
  onboarding: 'Onboarding',
  convidados: 'Convidados',
});
export type CoupleTab = (typeof coupleTabs)[number];

/** How far the couple got: the sign-up step, onboarding steps done, and when it was completed. */
const onboardingProgress = z.object({ signUpStep: count, progress: count, completedAt: instant.nullable() });

/** Visão Geral: basic info, site info, financial and onboarding summaries. */
export const coupleOverviewSchema = z.object({
  id: z.string(),
  name1: z.string().nullable(),
  gender1: genderSchema.nullable(),
  name2: z.string().nullable(),
  gender2: genderSchema.nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  weddingDate: z.string().nullable(),
  createdAt: instant,
  registrationIp: z.string().nullable(),
  status: z.enum(coupleStatuses),
  site: z
    .object({
      weddingId: z.string(),
      slug: z.string().nullable(),
      published: z.boolean(),
      hiddenFromSearch: z.boolean(),
      themeName: z.string().nullable(),
      giftListPublished: z.boolean(),
    })
    .nullable(),
  finance: walletBalancesSchema,
  onboarding: onboardingProgress.extend({ steps: count }),
});
export type CoupleOverview = z.infer<typeof coupleOverviewSchema>;

export const coupleTransactionSchema = giftPaymentRowSchema.extend({ id: z.string() });

export const coupleWithdrawalSchema = withdrawalViewSchema.omit({ failureReason: true, paidAt: true });

export const COUPLE_TRANSACTIONS_PAGE = 20;

/** Financeiro: the ledger's balances, the payout account, who pays the fee, payments and withdrawals. */
export const coupleFinanceSchema = walletBalancesSchema.extend({
  payoutPixKey: z.object({ type: z.enum(pixKeyTypes), key: z.string() }).nullable(),
  feePayer: z.enum(feePayers).nullable(),
  transactions: z.array(coupleTransactionSchema),
  transactionsTotal: count,
  page: count,
  pageSize: count,
  withdrawals: z.array(coupleWithdrawalSchema),
});
export type CoupleFinance = z.infer<typeof coupleFinanceSchema>;

/** Lista de Presentes: the lists, every gift and what guests gave for it (confirmed payments). */
export const coupleGiftListSchema = z.object({
  published: z.boolean(),
  giftListType: z.string().nullable(),
  lists: z.array(z.object({ id: z.string(), name: z.string(), isMain: z.boolean(), items: count })),
  items: z.array(
    giftItemSchema
      .pick({
        id: true,
        name: true,
        priceCents: true,
        quantityAvailable: true,
        quantitySold: true,
        isQuota: true,
      })
      .extend({ listName: z.string(), receivedCents: cents, gifts: count }),
  ),
  totals: z.object({ items: count, listValueCents: cents, receivedCents: cents, gifts: count }),
});
export type CoupleGiftList = z.infer<typeof coupleGiftListSchema>;

/** Onboarding: sign-up step, the eight onboarding steps and the answers given. */
export const coupleOnboardingSchema = onboardingProgress.extend({
  steps: z.array(
    z.object({ step: count, title: z.string(), done: z.boolean(), answer: z.string().nullable() }),
  ),
});
export type CoupleOnboarding = z.infer<typeof coupleOnboardingSchema>;

/** Convidados: RSVP totals, invited households with their answers, the latest RSVPs. */
export const coupleGuestsSchema = z.object({
  totals: rsvpTotalsSchema.extend({ households: count, householdsAnswered: count }),
  households: z.array(
    z.object({ id: z.string(), name: z.string(), maxCompanions: count, answers: count, attending: count }),
  ),
  rsvps: z.array(
    rsvpItemSchema.pick({
      id: true,
      name: true,
      attending: true,
      companions: true,
      householdName: true,
      updatedAt: true,
    }),
  ),
});
export type CoupleGuests = z.infer<typeof coupleGuestsSchema>;

/** The eight onboarding steps as the back office names them. */
export const onboardingStepTitles = [
  'Como estão se sentindo',
  'Objetivo com o site',
  'O que contar aos convidados',
  'Como funciona a lista de presentes',
  'Tipo de lista de presentes',
  'Link do site',
  'Tema do site',
  'Conclusão',
] as const;
