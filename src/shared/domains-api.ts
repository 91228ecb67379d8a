// The custom-domain API of the panel and the back office.
import { z } from 'zod';
import { count } from './api-fields.ts';
import { domainMessages, normaliseDomain, searchLabel } from './domains.ts';
import { domainModes, extraOrderStatuses } from './extras.ts';
import { pageOf, queryPage, querySearch, queryStatus } from './list-query.ts';

export const domainSearchQuery = z.object({ nome: z.string().trim().min(1).max(80) });

export const domainSearchResult = z.object({
  results: z.array(z.object({ domain: z.string(), available: z.boolean(), priceCents: count })),
});
export type DomainSearchResult = z.infer<typeof domainSearchResult>;

export const dnsRecordsView = z.object({
  records: z.array(z.object({ type: z.enum(['A', 'CNAME']), name: z.string(), value: z.string() })),
});
export type DnsRecordsView = z.infer<typeof dnsRecordsView>;

export const dnsCheckResult = z.object({
  apex: z.boolean(),
  www: z.boolean(),
  status: z.enum(extraOrderStatuses),
});
export type DnsCheckResult = z.infer<typeof dnsCheckResult>;

export const allowedDomainQuery = z.object({ domain: z.string().trim().min(1).max(253) });

export const adminDomainsQuery = z.object({
  page: queryPage(),
  busca: querySearch(),
  status: queryStatus(extraOrderStatuses, 'Situação inválida.'),
});
export type AdminDomainsQuery = z.infer<typeof adminDomainsQuery>;

export const adminDomainRow = z.object({
  id: z.string(),
  domain: z.string(),
  mode: z.enum(domainModes),
  status: z.enum(extraOrderStatuses),
  coupleNames: z.string(),
  coupleEmail: z.string(),
  weddingId: z.string(),
  priceCents: count,
  failureReason: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  activeAt: z.string().nullable(),
});
export type AdminDomainRow = z.infer<typeof adminDomainRow>;

export const adminDomainsPage = pageOf(adminDomainRow);
export type AdminDomainsPage = z.infer<typeof adminDomainsPage>;

/** The panel's two forms: the name to search, and a domain the couple owns. */
export const domainSearchForm = z.object({
  nome: z
    .string()
    .trim()
    .min(1, domainMessages.searchInvalid)
    .max(80, domainMessages.searchInvalid)
    .refine((v) => searchLabel(v) !== null, domainMessages.searchInvalid),
});
export const ownDomainForm = z.object({
  dominio: z
    .string()
    .trim()
    .min(1, domainMessages.invalid)
    .refine((v) => normaliseDomain(v) !== null, domainMessages.invalid),
});
