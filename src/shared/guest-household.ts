// "Lista de convidados" (issue 21): a household and its members as the couple types them, as the
// list shows them, and the list's search, filters and counts. The same schemas check the panel's
// form, the paste and import previews, and the server.
import { z } from 'zod';
import { count, countsOf, instant, optionalText, requiredText } from './api-fields.ts';
import { EMAIL_SHAPE } from './email-shape.ts';
import { ageGroups, inviteStates, sentVias, sides } from './guest-list.ts';
import { brazilianPhone } from './guest-phone.ts';
import { pageOf, queryPage, querySearch, queryStatus } from './list-query.ts';
import { searchKey } from './text.ts';

export const householdMessages = {
  nameRequired: 'Informe o nome do convite.',
  memberNameRequired: 'Informe o nome da pessoa.',
  membersRequired: 'Adicione pelo menos uma pessoa ao convite.',
  memberRepeated: 'Esta pessoa já está neste convite.',
  phoneInvalid: 'Telefone inválido: use DDD e número, ex.: (11) 98765-4321.',
  emailInvalid: 'E-mail inválido: confira o endereço.',
  companionsInvalid: 'Informe de 0 a 20 acompanhantes.',
  householdTaken: 'Já existe um convite com este nome na lista.',
  tagTooLong: 'Cada marcador pode ter até 40 caracteres.',
  created: (name: string) => `Convite “${name}” adicionado à lista.`,
  updated: (name: string) => `Convite “${name}” atualizado.`,
  deleted: (name: string) => `Convite “${name}” removido da lista.`,
  linkCopied: 'Link do convite copiado!',
  linkRevoked: 'Link revogado: o endereço antigo não abre mais o convite.',
  linkRenewed: 'Novo link criado. O endereço antigo não abre mais o convite.',
  loadFailed: 'Não foi possível carregar a lista de convidados.',
} as const;

/** A contact as typed, up to `max` characters: blank is none; else `read` gives what is stored, or null to say `message`. */
const optionalContact = (max: number, read: (typed: string) => string | null, message: string) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((typed, ctx) => {
      if (!typed) return null;
      const value = read(typed);
      if (value === null) ctx.addIssue({ code: 'custom', message });
      return value ?? z.NEVER;
    });

/** A phone as typed: stored as digits with 55 (guest-phone.ts); blank is no phone. */
export const phoneField = optionalContact(30, brazilianPhone, householdMessages.phoneInvalid);

/** An e-mail as typed, lowercased; blank is no e-mail. */
export const emailField = optionalContact(
  254,
  (typed) => (EMAIL_SHAPE.test(typed) ? typed.toLowerCase() : null),
  householdMessages.emailInvalid,
);

/** "família, amigos" or ["família", "amigos"]: trimmed, each once (accents and case aside). */
export function readTags(typed: string | readonly string[]): string[] {
  const parts = typeof typed === 'string' ? typed.split(/[,;]/) : typed;
  const seen = new Set<string>();
  const tags: string[] = [];
  for (const part of parts) {
    const tag = part.trim().replace(/\s+/g, ' ');
    const key = searchKey(tag);
    if (!tag || seen.has(key)) continue;
    seen.add(key);
    tags.push(tag);
  }
  return tags;
}

export const tagsField = z
  .union([z.array(z.string().max(200)).max(40), z.string().max(2000)])
  .default([])
  .transform((typed) => readTags(typed))
  .refine((tags) => tags.every((t) => t.length <= 40), householdMessages.tagTooLong)
  .refine((tags) => tags.length <= 20, 'Use até 20 marcadores.');

export const memberInput = z.object({
  /** An existing member being edited (keeps their answers and check-in); absent for a new one. */
  id: z.uuid().optional(),
  name: requiredText(householdMessages.memberNameRequired, 120),
  ageGroup: z.enum(ageGroups).default('adulto'),
  phone: phoneField,
  email: emailField,
});

export const householdInput = z
  .object({
    name: requiredText(householdMessages.nameRequired, 120),
    side: z.enum(sides).default('ambos'),
    tags: tagsField,
    notes: optionalText(1000),
    maxCompanions: z.coerce
      .number({ error: householdMessages.companionsInvalid })
      .int(householdMessages.companionsInvalid)
      .min(0, householdMessages.companionsInvalid)
      .max(20, householdMessages.companionsInvalid)
      .default(0),
    members: z.array(memberInput).min(1, householdMessages.membersRequired).max(30),
  })
  .superRefine((h, ctx) => {
    const seen = new Set<string>();
    h.members.forEach((m, i) => {
      const key = searchKey(m.name);
      if (seen.has(key))
        ctx.addIssue({
          code: 'custom',
          path: ['members', i, 'name'],
          message: householdMessages.memberRepeated,
        });
      seen.add(key);
    });
  });
export type HouseholdInput = z.output<typeof householdInput>;

export const memberItem = z.object({
  id: z.string(),
  name: z.string(),
  ageGroup: z.enum(ageGroups),
  phone: z.string().nullable(),
  email: z.string().nullable(),
});

export const householdItem = z.object({
  id: z.string(),
  name: z.string(),
  side: z.enum(sides),
  tags: z.array(z.string()),
  notes: z.string().nullable(),
  maxCompanions: count,
  /** The personal link's code; null once revoked (or for a household from before the links). */
  inviteCode: z.string().nullable(),
  state: z.enum(inviteStates),
  sentAt: instant.nullable(),
  sentVia: z.enum(sentVias).nullable(),
  firstOpenedAt: instant.nullable(),
  lastOpenedAt: instant.nullable(),
  answeredAt: instant.nullable(),
  answeredBy: z.string().nullable(),
  members: z.array(memberItem),
});
export type HouseholdItem = z.infer<typeof householdItem>;

export const guestListQuery = z.object({
  q: querySearch(),
  state: queryStatus(inviteStates),
  side: queryStatus(sides),
  ageGroup: queryStatus(ageGroups),
  tag: z.string().trim().max(40).default(''),
  page: queryPage(),
});
export type GuestListQuery = z.output<typeof guestListQuery>;

export const guestListCounts = countsOf('households', 'people', 'adults', 'children', 'babies').extend({
  byState: countsOf(...inviteStates),
});
export type GuestListCounts = z.infer<typeof guestListCounts>;

export const guestListPage = pageOf(householdItem).extend({
  /** Of the whole list, whatever the search and filters. */
  counts: guestListCounts,
  /** Every tag in use, for the tag filter. */
  tags: z.array(z.string()),
});
export type GuestListPage = z.infer<typeof guestListPage>;
