// Calls of the e-mail verification.
import { api } from '../../lib/api.ts';

export async function resendVerification(): Promise<void> {
  await api('/api/auth/verify-email/resend', { method: 'POST' });
}

export async function verifyEmail(token: string): Promise<void> {
  await api('/api/auth/verify-email', { method: 'POST', json: { token } });
}
