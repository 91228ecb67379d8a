// Random secrets for cookies and e-mailed links; the database only ever sees their SHA-256.
import { createHash, randomBytes } from 'node:crypto';

/** 128 bits or more of randomness, URL-safe. */
export function newSecret(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}
