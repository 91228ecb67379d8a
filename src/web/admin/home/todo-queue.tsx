// The admin home's "A fazer": what waits for someone (withdrawals requested, in progress or failed,
// payments in dispute), each a link to exactly those on "Pagamentos"; "Nada pendente" when empty.
import { useQuery } from '@tanstack/react-query';
import { ChevronRight, CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { todoItems, todoKinds } from '../../../shared/admin-todo.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { adminPagePaths } from '../layout/admin-paths.ts';
import { fetchTodoQueue, todoKey } from './dashboard-api.ts';

export function TodoQueue() {
  const queue = useQuery({
    queryKey: todoKey,
    queryFn: ({ signal }) => fetchTodoQueue(signal),
    refetchInterval: 60_000,
  });
  const counts = queue.data?.counts;
  const waiting = counts ? todoKinds.filter((k) => counts[k] > 0) : [];
  return (
    <section
      aria-labelledby="a-fazer"
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <h2 id="a-fazer" className="font-serif text-xl font-bold text-ink">
        A fazer
      </h2>
      {queue.isError && <FormError message={queue.error.message} />}
      {!counts && !queue.isError && <p className="mt-3 text-sm text-muted">Carregando...</p>}
      {counts && waiting.length === 0 && (
        <p className="mt-3 flex items-center gap-2 text-sm text-muted">
          <CircleCheck className="size-4 shrink-0 text-teal-dark" aria-hidden="true" />
          Nada pendente: nenhum saque aguardando ou com falha e nenhum pagamento contestado.
        </p>
      )}
      {waiting.length > 0 && (
        <ul className="mt-3 grid gap-2 sm:grid-cols-2">
          {waiting.map((kind) => (
            <li key={kind}>
              <Link
                to={`${adminPagePaths.payments}${todoItems[kind].search}`}
                className="flex min-h-11 items-center justify-between gap-3 rounded-2xl bg-warning-soft px-4 py-2.5 text-sm font-semibold text-ink ring-1 ring-warning/20 transition-colors hover:bg-warning-soft/70"
              >
                {todoItems[kind].text(counts![kind])}
                <ChevronRight className="size-4 shrink-0 text-muted" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
