// The send queues' data from the server, the writes that refresh them (and the guest list), and
// the live news: a household opening its link or answering refreshes both.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { SendKind, SendSettingsInput } from '../../../shared/invitation-sends.ts';
import { guestListKeys } from '../guest-list/guest-list-api.ts';
import { guestsMessages } from '../guests/guests-messages.ts';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import {
  fetchSendQueue,
  fetchSendSettings,
  type MarkSent,
  markSent,
  saveSendSettings,
  sendByEmail,
  sendQueueKeys,
  unmarkSent,
} from './send-queue-api.ts';

export const liveTexts = {
  opened: 'Um convite acabou de ser aberto',
  answered: guestsMessages.newRsvp,
} as const;

export function useSendQueue(weddingId: string, kind: SendKind) {
  return useQuery({
    queryKey: sendQueueKeys.queue(weddingId, kind),
    queryFn: ({ signal }) => fetchSendQueue(weddingId, kind, signal),
  });
}

export function useSendSettings(weddingId: string) {
  return useQuery({
    queryKey: sendQueueKeys.settings(weddingId),
    queryFn: ({ signal }) => fetchSendSettings(weddingId, signal),
  });
}

export function useSendActions(weddingId: string) {
  const client = useQueryClient();
  const refresh = async () => {
    await Promise.all([
      client.invalidateQueries({ queryKey: sendQueueKeys.all(weddingId) }),
      client.invalidateQueries({ queryKey: guestListKeys.all(weddingId) }),
    ]);
  };
  const then =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      const result = await fn(...args);
      await refresh();
      return result;
    };
  return {
    mark: then((householdId: string, body: MarkSent) => markSent(weddingId, householdId, body)),
    unmark: then((householdId: string, kind: SendKind) => unmarkSent(weddingId, householdId, kind)),
    saveSettings: then((body: SendSettingsInput) => saveSendSettings(weddingId, body)),
    sendByEmail: then(() => sendByEmail(weddingId)),
  };
}

/** The queues and the guest list follow what guests do, as the RSVP page does. */
export function useLiveInvitations(weddingId: string | null) {
  const keys = weddingId ? [sendQueueKeys.all(weddingId), guestListKeys.all(weddingId)] : [];
  useWeddingEvents(weddingId, {
    invitation: { keys, toast: liveTexts.opened },
    rsvp: { keys, toast: liveTexts.answered },
  });
}
