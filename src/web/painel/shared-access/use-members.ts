// Data of "Acesso compartilhado": the wedding's members and invitations, and what the couple does
// with them (invite, re-send, cancel or remove), each refreshing the list.
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { InviteMember } from '../../../shared/shared-access.ts';
import { useWeddingQuery } from '../session/use-wedding-query.ts';
import { fetchMembers, inviteMember, membersKey, removeMember, resendInvite } from './shared-access-api.ts';

export function useMembers(weddingId: string) {
  return useWeddingQuery(weddingId, membersKey, fetchMembers);
}

export function useMemberActions(weddingId: string) {
  const queryClient = useQueryClient();
  return useMemo(() => {
    const refresh = () => queryClient.invalidateQueries({ queryKey: membersKey(weddingId) });
    return {
      invite: async (input: InviteMember) => {
        const member = await inviteMember(weddingId, input);
        await refresh();
        return member;
      },
      resend: async (memberId: string) => {
        await resendInvite(weddingId, memberId);
        await refresh();
      },
      remove: async (memberId: string) => {
        await removeMember(weddingId, memberId);
        await refresh();
      },
    };
  }, [queryClient, weddingId]);
}
