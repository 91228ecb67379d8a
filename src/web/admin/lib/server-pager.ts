// The pager under a back-office list the server answers a page at a time: the page kept in the
// address, the page size and total from the answer, and the pager's name.
import type { ListPaging } from '../../components/ui/list-state.tsx';

export function serverPager(label: string, page: number, onPage: (page: number) => void) {
  return (answer: { pageSize: number; total: number }): ListPaging => ({
    page,
    pageSize: answer.pageSize,
    total: answer.total,
    onPage,
    label,
  });
}
