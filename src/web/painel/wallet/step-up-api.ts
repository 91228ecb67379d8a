// Calls of the step-up: prove the holder again (password or code), or have a code e-mailed.
import type { StepUpBody } from '../../../shared/auth/step-up.ts';
import { api } from '../../lib/api.ts';

export const confirmHolder = (body: StepUpBody) =>
  api<{ ok: true }>('/api/auth/step-up', { method: 'POST', json: body });

export const sendHolderCode = () => api<{ ok: true }>('/api/auth/step-up/code', { method: 'POST', json: {} });
