// Calls of the administrators' second step (set-up, first code, sign-in code).
import { api } from '../../lib/api.ts';

export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  qrSvg: string;
}

export const startTwoFactorSetup = () =>
  api<TwoFactorSetup>('/api/auth/two-factor/setup', { method: 'POST' });

export const enableTwoFactor = (code: string) =>
  api<{ recoveryCodes: string[]; redirectTo: string }>('/api/auth/two-factor/enable', {
    method: 'POST',
    json: { code },
  });

export const verifyTwoFactor = (code: string) =>
  api<{ redirectTo: string }>('/api/auth/two-factor/verify', { method: 'POST', json: { code } });
