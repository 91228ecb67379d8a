// The guest list's view in the address (?q=&estado=&lado=&idade=&marcador=&pagina=), its page
// from the server, and the writes that refresh it.
import { keepPreviousData } from '@tanstack/react-query';
import { z } from 'zod';
import type { GuestListQuery, HouseholdInput } from '../../../shared/guest-household.ts';
import { ageGroups, inviteStates, sides } from '../../../shared/guest-list.ts';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { useRefreshAfter } from '../../lib/use-refresh-after.ts';
import { useWeddingQueryWith } from '../session/use-wedding-query.ts';
import {
  createHousehold,
  deleteHousehold,
  fetchGuestList,
  guestListKeys,
  renewLink,
  revokeLink,
  updateHousehold,
} from './guest-list-api.ts';

const guestListParams = z.object({
  q: searchParam,
  estado: z.enum(['todos', ...inviteStates]).catch('todos'),
  lado: z.enum(['todos', ...sides]).catch('todos'),
  idade: z.enum(['todos', ...ageGroups]).catch('todos'),
  marcador: z.string().max(40).catch(''),
  pagina: pageParam,
});

export function useGuestListParams() {
  const [params, update, bind] = useListParams(guestListParams);
  const query: GuestListQuery = {
    q: params.q,
    state: params.estado,
    side: params.lado,
    ageGroup: params.idade,
    tag: params.marcador,
    page: params.pagina,
  };
  return { params, query, update, bind };
}

export function useGuestList(weddingId: string, query: GuestListQuery) {
  return useWeddingQueryWith(weddingId, query, guestListKeys.page, fetchGuestList, {
    placeholderData: keepPreviousData,
  });
}

/** A household's writes; each refreshes the list (and its counts) once it is done. */
export function useHouseholdActions(weddingId: string) {
  const { after, refresh } = useRefreshAfter([guestListKeys.all(weddingId)]);
  return {
    create: after((body: HouseholdInput) => createHousehold(weddingId, body)),
    update: after((id: string, body: HouseholdInput) => updateHousehold(weddingId, id, body)),
    remove: after((id: string) => deleteHousehold(weddingId, id)),
    revoke: after((id: string) => revokeLink(weddingId, id)),
    renew: after((id: string) => renewLink(weddingId, id)),
    refresh,
  };
}
