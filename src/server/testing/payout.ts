// Payout tests' shared steps: a step-up grant for a signed-in couple and an already active payout key.

import type { Db } from '../db/client.ts';
import { createActivePayoutKey, type NewPayoutKey } from '../db/seed/factories.ts';
import { TEST_PASSWORD } from './couples.ts';
import type { browser } from './http.ts';

/** A CPF whose check digits are right, as the couple's payout holder (test data only). */
export const HOLDER_CPF = '39053344705';

/** Re-enters the password: the session may withdraw and change the key for a few minutes. */
export async function stepUp(b: ReturnType<typeof browser>) {
  const res = await b.post('painel', '/api/auth/step-up', { password: TEST_PASSWORD });
  if (res.statusCode !== 200) throw new Error(`step-up failed: ${res.body}`);
}

/** The holder and an active key, as after the hold (default an e-mail key of the holder). */
export function activeKey(db: Db, weddingId: string, key: Partial<NewPayoutKey> = {}) {
  return createActivePayoutKey(db, weddingId, {
    holderCpf: HOLDER_CPF,
    type: 'email',
    key: 'ana@exemplo.com',
    ...key,
  });
}
