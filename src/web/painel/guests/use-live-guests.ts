// Live updates of the guests' pages: "rsvp" and "message" events refetch the page's data and show
// a discreet toast (use-wedding-events.ts).
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { guestsKeys } from './guests-api.ts';
import { guestsMessages } from './guests-messages.ts';

const live = {
  rsvp: {
    keys: (id: string) => [guestsKeys.rsvps(id), guestsKeys.households(id), ['wedding-summary']],
    toast: guestsMessages.newRsvp,
  },
  message: {
    keys: (id: string) => [guestsKeys.messages(id), ['wedding-summary']],
    toast: guestsMessages.newMessage,
  },
} as const;

export function useLiveGuests(weddingId: string | null, type: keyof typeof live): void {
  useWeddingEvents(weddingId, {
    [type]: { keys: weddingId ? live[type].keys(weddingId) : [], toast: live[type].toast },
  });
}
