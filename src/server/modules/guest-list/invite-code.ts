// A personal link's code: 16 bytes from the system's secure random source, 128 bits nobody can
// guess, base64url so it sits in an address as it is (shared/invite-code.ts).
import { randomBytes } from 'node:crypto';

export function newInviteCode(): string {
  return randomBytes(16).toString('base64url');
}
