// The couple's live stream (server-sent events from /api/weddings/:id/events): the named events
// refetch the given queries as they arrive, with a discreet toast. EventSource reconnects by
// itself; after a reconnect everything is refetched, since events may have been missed.
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';

export type WeddingEvent = 'rsvp' | 'message' | 'gift' | 'wallet' | 'invitation' | 'checkin';

export function useWeddingEvents(
  weddingId: string | null,
  events: Partial<Record<WeddingEvent, { keys: QueryKey[]; toast?: string }>>,
): void {
  const queryClient = useQueryClient();
  // The subscription depends on what is listened to, not on a new object each render.
  const signature = JSON.stringify(events);
  useEffect(() => {
    if (!weddingId || typeof EventSource === 'undefined') return;
    const listened = JSON.parse(signature) as typeof events;
    const refetch = (keys: QueryKey[]) => {
      for (const queryKey of keys) void queryClient.invalidateQueries({ queryKey });
    };
    const source = new EventSource(`/api/weddings/${weddingId}/events`);
    let opened = false;
    source.addEventListener('open', () => {
      if (opened) for (const e of Object.values(listened)) refetch(e?.keys ?? []);
      opened = true;
    });
    for (const [type, e] of Object.entries(listened)) {
      source.addEventListener(type, () => {
        refetch(e?.keys ?? []);
        // One toast at a time: a burst of events shows a single notice.
        if (e?.toast) toast(e.toast, { id: `live-${type}`, duration: 4000 });
      });
    }
    return () => source.close();
  }, [weddingId, signature, queryClient]);
}
