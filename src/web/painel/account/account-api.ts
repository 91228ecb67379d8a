// Calls of "Dados do Casal", "Dados do Casamento", the LGPD rights and a member's own account.
import type { CoupleData } from '../../../shared/auth/schemas.ts';
import type { ChangePassword, MemberName, OwnAccount } from '../../../shared/member-account.ts';
import { api } from '../../lib/api.ts';

export const exportUrl = '/api/account/export';

export async function saveCoupleData(data: CoupleData): Promise<void> {
  await api('/api/account/couple', { method: 'PUT', json: data });
}

export async function saveWeddingDate(weddingDate: string): Promise<void> {
  await api('/api/account/wedding-date', { method: 'PUT', json: { weddingDate } });
}

export async function deleteAccount(password: string): Promise<void> {
  await api('/api/account', { method: 'DELETE', json: { password } });
}

/** The signed-in account's own row: "Minha conta" of a member of the wedding. */
export const ownAccountKey = ['own-account'] as const;

export const fetchOwnAccount = (signal?: AbortSignal) => api<OwnAccount>('/api/account/me', { signal });

export async function saveOwnName(body: MemberName): Promise<void> {
  await api('/api/account/name', { method: 'PUT', json: body });
}

export async function changeOwnPassword(body: ChangePassword): Promise<void> {
  await api('/api/account/password', { method: 'PUT', json: body });
}
