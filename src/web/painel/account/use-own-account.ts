// The signed-in account's own name and e-mail ("Minha conta" of a member), and saving a new name.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MemberName } from '../../../shared/member-account.ts';
import { fetchOwnAccount, ownAccountKey, saveOwnName } from './account-api.ts';

export function useOwnAccount() {
  return useQuery({ queryKey: ownAccountKey, queryFn: ({ signal }) => fetchOwnAccount(signal) });
}

export function useSaveOwnName() {
  const queryClient = useQueryClient();
  return async (body: MemberName) => {
    await saveOwnName(body);
    await queryClient.invalidateQueries({ queryKey: ownAccountKey });
  };
}
