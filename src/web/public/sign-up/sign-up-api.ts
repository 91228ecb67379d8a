// The calls of the sign-up wizard (SPEC 4): create the account, save the couple, set the password.
import { authMessages } from '../../../shared/auth/messages.ts';
import type { CoupleProfile } from '../../../shared/auth/schemas.ts';
import { ApiError, api } from '../../lib/api.ts';

/** Step 1: refuses an e-mail that already has an account, then creates it and signs in. */
export async function startSignUp(email: string): Promise<void> {
  let exists: boolean;
  try {
    ({ exists } = await api<{ exists: boolean }>('/api/auth/pre-check', { method: 'POST', json: { email } }));
  } catch (err) {
    if (err instanceof ApiError && (err.status === 0 || err.status === 429)) throw err;
    throw new ApiError(
      err instanceof ApiError ? err.status : 500,
      'EMAIL_CHECK',
      authMessages.emailCheckFailed,
    );
  }
  if (exists) throw new ApiError(409, 'EMAIL_IN_USE', authMessages.emailInUse);
  await api('/api/signup/start', { method: 'POST', json: { email, acceptedTerms: true } });
}

export async function saveCoupleProfile(profile: CoupleProfile): Promise<void> {
  await api('/api/signup/profile', { method: 'PUT', json: profile });
}

/** Step 3: answers where the signed-in panel starts (an absolute URL on the panel host). */
export async function completeSignUp(phone: string, password: string): Promise<string> {
  const { redirectTo } = await api<{ redirectTo: string }>('/api/signup/complete', {
    method: 'POST',
    json: { phone, password },
  });
  return redirectTo;
}
