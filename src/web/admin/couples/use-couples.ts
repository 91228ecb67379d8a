// The couples list's view in the address (?q=&filtro=&ordem=&pagina=) and its page of couples,
// answered by the server.
import { z } from 'zod';
import { type CoupleListQuery, coupleFilters, coupleSorts } from '../../../shared/admin-couples.ts';
import { pageParam, searchParam, useListParams } from '../../lib/use-list-params.ts';
import { useListPage } from '../lib/use-list-page.ts';
import { coupleKeys, fetchCouples } from './couples-api.ts';

const couplesParams = z.object({
  q: searchParam,
  filtro: z.enum(coupleFilters).catch('todos'),
  ordem: z.enum(coupleSorts).catch('cadastro-recente'),
  pagina: pageParam,
});

export function useCouplesParams() {
  return useListParams(couplesParams);
}

export function useCouples(query: CoupleListQuery) {
  return useListPage(coupleKeys.list(query), fetchCouples, query);
}
