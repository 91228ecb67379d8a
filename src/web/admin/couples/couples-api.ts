// Calls of the back office's couples pages.
import type {
  CoupleFinance,
  CoupleGiftList,
  CoupleGuests,
  CoupleOnboarding,
  CoupleOverview,
} from '../../../shared/admin-couple-detail.ts';
import type {
  CoupleCreateInput,
  CoupleEditInput,
  CoupleListQuery,
  CouplePage,
} from '../../../shared/admin-couples.ts';
import { api, queryString } from '../../lib/api.ts';

export const coupleKeys = {
  all: ['admin', 'couples'] as const,
  list: (query: CoupleListQuery) => ['admin', 'couples', 'list', query] as const,
  detail: (id: string) => ['admin', 'couples', id] as const,
  tab: (id: string, tab: string, page = 1) => ['admin', 'couples', id, tab, page] as const,
};

const base = '/api/admin/couples';

export const fetchCouples = (query: CoupleListQuery, signal?: AbortSignal) =>
  api<CouplePage>(`${base}?${queryString(query)}`, { signal });

export const fetchOverview = (id: string, signal?: AbortSignal) =>
  api<CoupleOverview>(`${base}/${id}`, { signal });
export const fetchFinance = (id: string, page: number, signal?: AbortSignal) =>
  api<CoupleFinance>(`${base}/${id}/finance?page=${page}`, { signal });
export const fetchGiftList = (id: string, signal?: AbortSignal) =>
  api<CoupleGiftList>(`${base}/${id}/gift-list`, { signal });
export const fetchOnboarding = (id: string, signal?: AbortSignal) =>
  api<CoupleOnboarding>(`${base}/${id}/onboarding`, { signal });
export const fetchGuests = (id: string, signal?: AbortSignal) =>
  api<CoupleGuests>(`${base}/${id}/guests`, { signal });

export const createCouple = (body: CoupleCreateInput) =>
  api<{ id: string; slug: string }>(base, { method: 'POST', json: body });
export const editCouple = (id: string, body: CoupleEditInput) =>
  api<CoupleOverview>(`${base}/${id}`, { method: 'PUT', json: body });
export const setCoupleActive = (id: string, active: boolean) =>
  api<CoupleOverview>(`${base}/${id}/${active ? 'reactivate' : 'deactivate'}`, { method: 'POST' });
