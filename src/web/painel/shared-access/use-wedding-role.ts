// How the signed-in account enters the panel's wedding (shared access, issue 21): the owner, the
// partner (the same access) or the planner (everything but money).
import type { WeddingRole } from '../../../shared/shared-access.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { useCurrentSession } from '../session/session-context.ts';

export function useWeddingRole(): WeddingRole {
  return useCurrentSession().session.weddingRole ?? 'owner';
}

/** Whether the account sees the wedding's money (wallet, gifts received, the gift list, paid extras). */
export function useSeesMoney(): boolean {
  return useWeddingRole() !== 'planner';
}

/** The panel pages about money: the gift list and its gifts, the wallet, the store and paid services. */
const MONEY_PREFIXES = [
  '/dashboard/lista-de-presentes',
  panelPaths.wallet,
  panelPaths.store,
  '/dashboard/servicos',
];

export function isMoneyPath(path: string): boolean {
  return MONEY_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
