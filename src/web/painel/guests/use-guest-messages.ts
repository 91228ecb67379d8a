// Data of "Recados recebidos": one page of messages per filter, the count of each filter, the
// couple's moderation and the "approve before publishing" setting.
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import {
  deleteMessage,
  fetchApproval,
  fetchMessages,
  guestsKeys,
  type MessageStatus,
  saveApproval,
  setMessageStatus,
} from './guests-api.ts';

export type MessageFilter = MessageStatus | 'all';
export const messageFilters: MessageFilter[] = ['all', 'published', 'pending', 'hidden'];

const messagesQuery = (weddingId: string, filter: MessageFilter, page: number) => ({
  queryKey: [...guestsKeys.messages(weddingId), filter, page],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    fetchMessages(weddingId, filter === 'all' ? null : filter, page, signal),
});

export function useMessages(weddingId: string, filter: MessageFilter, page: number) {
  return useQuery({ ...messagesQuery(weddingId, filter, page), placeholderData: keepPreviousData });
}

/** Totals of each filter from its first page (the list on screen shares one of these queries). */
export function useMessageCounts(weddingId: string): Partial<Record<MessageFilter, number>> {
  const results = useQueries({ queries: messageFilters.map((f) => messagesQuery(weddingId, f, 1)) });
  return Object.fromEntries(messageFilters.map((f, i) => [f, results[i]?.data?.total]));
}

export function useMessageActions(weddingId: string) {
  const { after } = useRefreshAfter([guestsKeys.messages(weddingId), ['wedding-summary']]);
  return useMemo(
    () => ({
      setStatus: after((messageId: string, status: Exclude<MessageStatus, 'pending'>) =>
        setMessageStatus(weddingId, messageId, status),
      ),
      remove: after((messageId: string) => deleteMessage(weddingId, messageId)),
    }),
    [weddingId, after],
  );
}

export function useApproval(weddingId: string) {
  const queryClient = useQueryClient();
  const query = useWeddingQuery(weddingId, guestsKeys.approval, fetchApproval);
  const save = async (value: boolean) => {
    const saved = await saveApproval(weddingId, value);
    queryClient.setQueryData(guestsKeys.approval(weddingId), saved);
    // The site editor caches the same settings under its own key.
    void queryClient.invalidateQueries({ queryKey: ['site-editor', weddingId] });
    return saved;
  };
  return { query, save };
}
