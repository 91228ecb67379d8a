// A couple's page in the back office (SPEC 2.7 "/admin/couples/{id}" and 3 "Couple detail"): one
// reply per tab — Visão Geral, Financeiro, Lista de Presentes, Onboarding and Convidados.
import { z } from 'zod';
import { coupleStatuses } from './admin-couples.ts';
import { pixKeyTypes } from './payments/pix.ts';
import { paymentStatuses, withdrawalStatuses } from './payments/statuses.ts';

export const coupleTabs = [
  { value: 'visao-geral', label: 'Visão Geral' },
  { value: 'financeiro', label: 'Financeiro' },
  { value: 'lista-de-presentes', label: 'Lista de Presentes' },
  { value: 'onboarding', label: 'Onboarding' },
  { value: 'convidados', label: 'Convidados' },
] as const;
export type CoupleTab = (typeof coupleTabs)[number]['value'];

const moneySummary = z.object({
  totalReceivedCents: z.number().int(),
  pendingCents: z.number().int(),
  availableCents: z.number().int(),
});

/** Visão Geral: basic info, site info, financial and onboarding summaries. */
export const coupleOverviewSchema = z.object({
  id: z.string(),
  name1: z.string().nullable(),
  gender1: z.enum(['noiva', 'noivo']).nullable(),
  name2: z.string().nullable(),
  gender2: z.enum(['noiva', 'noivo']).nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  phone: z.string().nullable(),
  weddingDate: z.string().nullable(),
  createdAt: z.string(),
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
  finance: moneySummary,
  onboarding: z.object({
    signUpStep: z.number().int(),
    progress: z.number().int(),
    steps: z.number().int(),
    completedAt: z.string().nullable(),
  }),
});
export type CoupleOverview = z.infer<typeof coupleOverviewSchema>;

export const coupleTransactionSchema = z.object({
  id: z.string(),
  itemName: z.string(),
  contributorName: z.string(),
  contributorEmail: z.string().nullable(),
  method: z.enum(['pix', 'boleto', 'card']),
  grossCents: z.number().int(),
  feeCents: z.number().int(),
  netCents: z.number().int(),
  status: z.enum(paymentStatuses),
  createdAt: z.string(),
});

export const coupleWithdrawalSchema = z.object({
  id: z.string(),
  amountCents: z.number().int(),
  pixKeyType: z.enum(pixKeyTypes),
  pixKey: z.string(),
  status: z.enum(withdrawalStatuses),
  createdAt: z.string(),
});

export const COUPLE_TRANSACTIONS_PAGE = 20;

/** Financeiro: the ledger's balances, the payout account, who pays the fee, payments and withdrawals. */
export const coupleFinanceSchema = moneySummary.extend({
  payoutPixKey: z.object({ type: z.enum(pixKeyTypes), key: z.string() }).nullable(),
  feePayer: z.enum(['couple', 'guests']).nullable(),
  transactions: z.array(coupleTransactionSchema),
  transactionsTotal: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  withdrawals: z.array(coupleWithdrawalSchema),
});
export type CoupleFinance = z.infer<typeof coupleFinanceSchema>;

/** Lista de Presentes: the lists, every gift and what guests gave for it (confirmed payments). */
export const coupleGiftListSchema = z.object({
  published: z.boolean(),
  giftListType: z.string().nullable(),
  lists: z.array(
    z.object({ id: z.string(), name: z.string(), isMain: z.boolean(), items: z.number().int() }),
  ),
  items: z.array(
    z.object({
      id: z.string(),
      listName: z.string(),
      name: z.string(),
      priceCents: z.number().int(),
      quantityAvailable: z.number().int(),
      quantitySold: z.number().int(),
      isQuota: z.boolean(),
      receivedCents: z.number().int(),
      gifts: z.number().int(),
    }),
  ),
  totals: z.object({
    items: z.number().int(),
    listValueCents: z.number().int(),
    receivedCents: z.number().int(),
    gifts: z.number().int(),
  }),
});
export type CoupleGiftList = z.infer<typeof coupleGiftListSchema>;

/** Onboarding: sign-up step, the eight onboarding steps and the answers given. */
export const coupleOnboardingSchema = z.object({
  signUpStep: z.number().int(),
  progress: z.number().int(),
  completedAt: z.string().nullable(),
  steps: z.array(
    z.object({
      step: z.number().int(),
      title: z.string(),
      done: z.boolean(),
      answer: z.string().nullable(),
    }),
  ),
});
export type CoupleOnboarding = z.infer<typeof coupleOnboardingSchema>;

/** Convidados: RSVP totals, invited households with their answers, the latest RSVPs. */
export const coupleGuestsSchema = z.object({
  totals: z.object({
    answers: z.number().int(),
    attending: z.number().int(),
    declined: z.number().int(),
    people: z.number().int(),
    households: z.number().int(),
    householdsAnswered: z.number().int(),
  }),
  households: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      maxCompanions: z.number().int(),
      answers: z.number().int(),
      attending: z.number().int(),
    }),
  ),
  rsvps: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      attending: z.boolean(),
      companions: z.number().int(),
      householdName: z.string().nullable(),
      updatedAt: z.string(),
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
