// Calls of "Dados do Casal", "Dados do Casamento" and the LGPD rights.
import type { CoupleData } from '../../../shared/auth/schemas.ts';
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
