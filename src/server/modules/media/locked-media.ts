// Files of a password-protected site: served only to the browser that unlocked it (or to the couple
// and administrators), and never with a shared cache, so a copied /media/ link shows nothing.
// The people the couple let into its panel (shared access) see them too.
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { media, weddingMembers, weddings } from '../../db/schema.ts';
import { isUnlocked } from '../guest-site/site-access.ts';
import { acceptedMember } from '../weddings/wedding-access.ts';

/** How a locked site's file may be cached: by the browser that may see it, never by a proxy. */
export const LOCKED_MEDIA_CACHE = 'private, max-age=3600';

/** `public` for a file anyone may see, `private` for a locked site's file this caller may see. */
export async function mediaAccess(
  request: FastifyRequest,
  fileName: string,
): Promise<'public' | 'private' | 'denied'> {
  const [owner] = await request.server.db
    .select({ id: weddings.id, coupleId: weddings.coupleId, sitePasswordHash: weddings.sitePasswordHash })
    .from(media)
    .innerJoin(weddings, eq(weddings.id, media.weddingId))
    .where(eq(media.fileName, fileName));
  if (!owner?.sitePasswordHash) return 'public';
  if (isUnlocked(request, owner)) return 'private';
  const session = await request.session();
  if (session && (session.user.role === 'admin' || session.user.id === owner.coupleId)) return 'private';
  if (session && (await isMember(request, owner.id, session.user.id))) return 'private';
  return 'denied';
}

/** The file name of a `/media/{name}` URL, or null for anything else (catalogue art, folders). */
export function mediaFileName(url: string): string | null {
  const match = /^\/media\/([\w-]+\.[a-z0-9]+)(?:\?|$)/i.exec(url);
  return match?.[1] ?? null;
}

async function isMember(request: FastifyRequest, weddingId: string, userId: string): Promise<boolean> {
  const [row] = await request.server.db
    .select({ id: weddingMembers.id })
    .from(weddingMembers)
    .where(acceptedMember(weddingId, userId));
  return Boolean(row);
}
