// The answer this browser gave (own-answer.ts), so a reload shows the confirmation card instead of
// an empty form.
import { useEffect, useState } from 'react';
import type { RsvpAnswer } from '../../../shared/rsvp.ts';
import { ownAnswer } from './own-answer.ts';

export function useOwnAnswer(slug: string, lookUp: boolean): RsvpAnswer | null {
  const [answer, setAnswer] = useState<RsvpAnswer | null>(null);
  useEffect(() => {
    if (lookUp) void ownAnswer(slug).then(setAnswer);
  }, [slug, lookUp]);
  return answer;
}
