// An erased account (account-service.ts) that keeps financial records is anonymised, not deleted:
// its e-mail becomes an address of the reserved `.invalid` domain. E-mails still queued about one of
// its weddings when it was erased are dropped, not sent (mail-job.ts).
import type { Db } from '../../db/client.ts';
import { weddingOwnerEmail } from '../weddings/wedding-owner.ts';

const ERASED_DOMAIN = 'excluida.invalid';

/** The anonymised e-mail of an erased account. */
export function erasedEmail(userId: string): string {
  return `conta-excluida-${userId}@${ERASED_DOMAIN}`;
}

/** Whether this wedding's couple erased their account (or the wedding is gone). */
export async function weddingErased(db: Db, weddingId: string): Promise<boolean> {
  const email = await weddingOwnerEmail(db, weddingId);
  return !email || email.endsWith(`@${ERASED_DOMAIN}`);
}
