// Calls of the password reset (DESIGN.md decision (2)).
import { api } from '../../lib/api.ts';

/** Always answers ok: the reply never tells whether the address has an account. */
export async function requestPasswordReset(email: string): Promise<void> {
  await api('/api/auth/password-reset/request', { method: 'POST', json: { email } });
}

export async function confirmPasswordReset(token: string, password: string): Promise<void> {
  await api('/api/auth/password-reset/confirm', { method: 'POST', json: { token, password } });
}
