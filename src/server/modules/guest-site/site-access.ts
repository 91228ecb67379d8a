// The site password (issue 5): a browser that gave the right password gets a cookie proving it,
// derived from the stored hash, so a new password locks everyone out again. Every guest endpoint
// checks it, so the gate cannot be skipped through the API.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { hashSecret } from '../auth/secrets.ts';

export function unlockCookieName(weddingId: string): string {
  return `site_${weddingId.replaceAll('-', '')}`;
}

function unlockValue(weddingId: string, passwordHash: string): string {
  return hashSecret(`${weddingId}:${passwordHash}`);
}

export function isUnlocked(
  request: FastifyRequest,
  wedding: { id: string; sitePasswordHash: string | null },
): boolean {
  if (!wedding.sitePasswordHash) return true;
  return (
    request.cookies?.[unlockCookieName(wedding.id)] === unlockValue(wedding.id, wedding.sitePasswordHash)
  );
}

export function unlock(
  request: FastifyRequest,
  reply: FastifyReply,
  wedding: { id: string; sitePasswordHash: string },
): void {
  reply.setCookie(unlockCookieName(wedding.id), unlockValue(wedding.id, wedding.sitePasswordHash), {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.server.config.protocol === 'https',
    maxAge: 180 * 86_400,
  });
}

export function requireUnlocked(
  request: FastifyRequest,
  wedding: { id: string; sitePasswordHash: string | null },
): void {
  if (!isUnlocked(request, wedding)) throw new AppError('SITE_LOCKED');
}
