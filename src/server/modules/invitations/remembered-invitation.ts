// The browser remembers the personal link it opened: a cookie scoped to the site's path, so the
// site's home greets the household and leads back to its invitation on the next visit.
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { invitedHouseholds, weddings } from '../../db/schema.ts';

export const INVITATION_COOKIE = 'convite';
/** The shape of a code in a link (codes are made by the guest list, shared/invite-code.ts). */
export const CODE_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;

export const invitationPath = (slug: string, code: string) => `/${slug}/convite/${code}`;

export function rememberInvitation(
  request: FastifyRequest,
  reply: FastifyReply,
  slug: string,
  code: string,
): void {
  // Already remembered: nothing to send.
  if (request.cookies?.[INVITATION_COOKIE] === code) return;
  reply.setCookie(INVITATION_COOKIE, code, {
    path: `/${slug}`,
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.protocol === 'https',
    maxAge: 400 * 86_400,
  });
}

/** The household whose link this browser opened on this site, if its code still opens it. */
export async function rememberedInvitation(
  db: Db,
  request: FastifyRequest,
  slug: string,
): Promise<{ household: string; path: string } | null> {
  const code = request.cookies?.[INVITATION_COOKIE];
  if (!code || !CODE_PATTERN.test(code)) return null;
  const [row] = await db
    .select({ name: invitedHouseholds.name })
    .from(invitedHouseholds)
    .innerJoin(weddings, eq(weddings.id, invitedHouseholds.weddingId))
    .where(and(eq(invitedHouseholds.inviteCode, code), eq(weddings.slug, slug)));
  return row ? { household: row.name, path: invitationPath(slug, code) } : null;
}
