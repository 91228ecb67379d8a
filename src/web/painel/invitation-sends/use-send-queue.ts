// The send queues' data from the server, the writes that refresh them (and the guest list), and
// the live news: a household opening its link or answering refreshes both.
import type { SendKind, SendSettingsInput } from '../../../shared/invitation-sends.ts';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { guestListKeys } from '../guest-list/guest-list-api.ts';
import { guestsMessages } from '../guests/guests-messages.ts';
import { useWeddingEvents } from '../live/use-wedding-events.ts';
import { useWeddingQuery, useWeddingQueryWith } from '../session/use-wedding-query.ts';
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
  return useWeddingQueryWith(weddingId, kind, sendQueueKeys.queue, fetchSendQueue);
}

export function useSendSettings(weddingId: string) {
  return useWeddingQuery(weddingId, sendQueueKeys.settings, fetchSendSettings);
}

export function useSendActions(weddingId: string) {
  const { after } = useRefreshAfter([sendQueueKeys.all(weddingId), guestListKeys.all(weddingId)]);
  return {
    mark: after((householdId: string, body: MarkSent) => markSent(weddingId, householdId, body)),
    unmark: after((householdId: string, kind: SendKind) => unmarkSent(weddingId, householdId, kind)),
    saveSettings: after((body: SendSettingsInput) => saveSendSettings(weddingId, body)),
    sendByEmail: after(() => sendByEmail(weddingId)),
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
