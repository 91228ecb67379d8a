// Where a couple's pages live in the back office.
import { adminPagePaths } from '../layout/admin-paths.ts';

export const coupleRoutes = {
  list: adminPagePaths.couples,
  detail: `${adminPagePaths.couples}/:coupleId`,
  edit: `${adminPagePaths.couples}/:coupleId/edit`,
} as const;

export function couplePath(id: string, page?: 'edit'): string {
  return `${adminPagePaths.couples}/${id}${page ? `/${page}` : ''}`;
}
