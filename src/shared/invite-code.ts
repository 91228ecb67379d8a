// A household's personal link (issue 21): `noivos.{host}/{slug}/convite/{code}`. The code is 16
// random bytes (128 bits) written in base64url, 22 characters; the server makes it
// (modules/guest-list/invite-code.ts) and anything that reads one from an address checks its shape.

export const INVITE_CODE_LENGTH = 22;
export const inviteCodePattern = /^[A-Za-z0-9_-]{22}$/;

export function isInviteCode(value: string): boolean {
  return inviteCodePattern.test(value);
}

/** The personal link from the site's address (`http://noivos.localhost:3000/ana-e-rui`). */
export function inviteLink(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}/convite/${code}`;
}
