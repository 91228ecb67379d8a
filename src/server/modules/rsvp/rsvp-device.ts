// The guest's browser, for RSVPs: a random cookie on the site's host whose hash is stored with the
// answer, so the browser that answered may change its answer and no other may without the contact.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { hashSecret, newSecret } from '../auth/secrets.ts';

export const RSVP_DEVICE_COOKIE = 'rsvp_device';
const WELL_FORMED = /^[\w-]{32}$/;

/** The hash of this browser's RSVP cookie, or null when it has none (it has not answered). */
export function existingDeviceHash(request: FastifyRequest): string | null {
  const token = request.cookies?.[RSVP_DEVICE_COOKIE];
  return token && WELL_FORMED.test(token) ? hashSecret(token) : null;
}

/** The hash of this browser's RSVP cookie, setting a new cookie when it has none. */
export function rsvpDeviceHash(request: FastifyRequest, reply: FastifyReply): string {
  let token = request.cookies?.[RSVP_DEVICE_COOKIE];
  if (!token || !WELL_FORMED.test(token)) {
    token = newSecret(24);
    reply.setCookie(RSVP_DEVICE_COOKIE, token, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.server.config.protocol === 'https',
      maxAge: 400 * 86_400,
    });
  }
  return hashSecret(token);
}
