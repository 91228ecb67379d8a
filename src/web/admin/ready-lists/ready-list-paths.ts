// Where a ready-made list opens: the list editor with the list in the address.
import { adminPagePaths } from '../layout/admin-paths.ts';

export function editorUrl(id: string): string {
  return `${adminPagePaths.giftListEditor}?lista=${id}`;
}
