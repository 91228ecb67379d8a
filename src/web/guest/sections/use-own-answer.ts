// Asks the server for the answer this browser gave (the guest page itself is cached for everyone),
// so a reload shows the confirmation card instead of an empty form.
import { useEffect, useState } from 'react';
import type { RsvpAnswer } from '../../../shared/rsvp.ts';
import { api } from '../../lib/api.ts';

export function useOwnAnswer(slug: string, lookUp: boolean): RsvpAnswer | null {
  const [answer, setAnswer] = useState<RsvpAnswer | null>(null);
  useEffect(() => {
    if (!lookUp) return;
    api<{ answer: RsvpAnswer | null }>(`/api/sites/${slug}/rsvps/mine`)
      .then((reply) => setAnswer(reply.answer))
      .catch(() => undefined);
  }, [slug, lookUp]);
  return answer;
}
