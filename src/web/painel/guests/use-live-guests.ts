// Live updates of the guests' pages: the server streams "rsvp" and "message" events whenever a
// guest writes (SSE); each one refetches the page's data and shows a discreet toast. EventSource
// reconnects by itself; after a reconnect we refetch too, since events may have been missed.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useCurrentSession } from '../session/session-context.ts';
import { guestsKeys } from './guests-api.ts';
import { guestsMessages } from './guests-messages.ts';

export function useWeddingId(): string | null {
  return useCurrentSession().session.couple?.activeWeddingId ?? null;
}

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
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!weddingId || typeof EventSource === 'undefined') return;
    const { keys, toast: text } = live[type];
    const refetch = () => {
      for (const queryKey of keys(weddingId)) void queryClient.invalidateQueries({ queryKey });
    };
    const source = new EventSource(`/api/weddings/${weddingId}/events`);
    let opened = false;
    const onOpen = () => {
      if (opened) refetch();
      opened = true;
    };
    const onEvent = () => {
      refetch();
      // One toast at a time: a burst of answers shows a single notice.
      toast(text, { id: `live-${type}`, duration: 4000 });
    };
    source.addEventListener('open', onOpen);
    source.addEventListener(type, onEvent);
    return () => source.close();
  }, [weddingId, type, queryClient]);
}
