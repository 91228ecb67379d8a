// TOTP secrets are kept encrypted at rest (AES-256-GCM with a key derived from TWO_FACTOR_KEY), so
// a copy of the database alone does not let anyone generate an administrator's codes.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

function keyOf(passphrase: string): Buffer {
  return createHash('sha256').update(passphrase).digest();
}

export function sealSecret(passphrase: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(passphrase), iv);
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

/** The secret, or null when the key is not the one it was sealed with (or the value was altered). */
export function openSecret(passphrase: string, sealed: string): string | null {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !body) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(passphrase), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
      'utf8',
    );
  } catch {
    return null;
  }
}
