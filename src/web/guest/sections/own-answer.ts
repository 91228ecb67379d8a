// The answer this browser gave on a site, asked of the server once per page (the guest page itself
// is cached for everyone): the site's script asks at load, so a guest who answered gets the RSVP
// form's island at once, and the island reads the same reply (use-own-answer.ts).
import type { RsvpAnswer } from '../../../shared/rsvp.ts';
import { api } from '../../lib/api.ts';

const asked = new Map<string, Promise<RsvpAnswer | null>>();

export function ownAnswer(slug: string): Promise<RsvpAnswer | null> {
  let reply = asked.get(slug);
  if (!reply) {
    reply = api<{ answer: RsvpAnswer | null }>(`/api/sites/${slug}/rsvps/mine`)
      .then((found) => found.answer)
      .catch(() => null);
    asked.set(slug, reply);
  }
  return reply;
}

/** Whether the page's RSVP form looks up this browser's answer and it has one. */
export async function answeredHere(): Promise<boolean> {
  const island = document.querySelector<HTMLElement>('[data-island="rsvp"]');
  const props = JSON.parse(island?.dataset.props ?? '{}') as { slug?: string; lookUp?: boolean };
  return Boolean(props.slug && props.lookUp && (await ownAnswer(props.slug)));
}
