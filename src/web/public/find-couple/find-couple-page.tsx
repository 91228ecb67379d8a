// `/encontre-um-casamento`: guests find a couple's published site by name (DESIGN.md decision (1)).
import { ChevronLeft, ChevronRight, HeartHandshake } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { findCoupleMessages, findCoupleQuerySchema } from '../../../shared/find-couple.ts';
import { Button } from '../../components/ui/button.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { CoupleResultCard } from './couple-result-card.tsx';
import { FindCoupleForm, type SearchValues } from './find-couple-form.tsx';
import { useFindCouples } from './use-find-couples.ts';

export default function FindCouplePage() {
  const [params, setParams] = useSearchParams();
  const values: SearchValues = {
    q: params.get('q') ?? '',
    month: params.get('month') ?? '',
    year: params.get('year') ?? '',
  };
  const parsed = findCoupleQuerySchema.safeParse({
    q: values.q,
    month: values.month || undefined,
    year: values.year || undefined,
    page: params.get('page') || undefined,
  });
  const state = useFindCouples(parsed.success ? parsed.data : null);

  usePageTitle('Encontre um casamento');

  function search(next: SearchValues, page = 1) {
    const p = new URLSearchParams({ q: next.q });
    if (next.month) p.set('month', next.month);
    if (next.year) p.set('year', next.year);
    if (page > 1) p.set('page', String(page));
    setParams(p);
  }

  const result = state.status === 'done' ? state.data : null;
  const pages = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;

  return (
    <div className="bg-gradient-to-b from-brand-soft/70 to-white">
      <section className="mx-auto max-w-5xl px-5 pt-12 pb-8 md:pt-20">
        <p className="text-sm font-semibold tracking-widest text-teal-dark uppercase">Buscar casal</p>
        <h1 className="mt-2 font-serif text-3xl font-bold text-ink md:text-5xl">
          Encontre o site de casamento
        </h1>
        <p className="mt-3 max-w-2xl text-muted">
          Digite o nome de um dos noivos para encontrar o site, confirmar presença e presentear o casal.
        </p>
        <div className="mt-8">
          <FindCoupleForm key={params.toString()} initial={values} onSearch={(v) => search(v)} />
        </div>
      </section>

      <section className="mx-auto max-w-5xl px-5 pb-20" aria-live="polite">
        {state.status === 'loading' && <p className="py-10 text-center text-muted">Carregando...</p>}
        {state.status === 'error' && (
          <p role="alert" className="py-10 text-center font-medium text-danger">
            {state.message}
          </p>
        )}
        {result && result.total === 0 && (
          <div className="mx-auto max-w-md py-12 text-center">
            <HeartHandshake className="mx-auto size-12 text-brand/60" aria-hidden="true" />
            <p className="mt-4 text-muted">{findCoupleMessages.noResults}</p>
          </div>
        )}
        {result && result.total > 0 && (
          <>
            <p className="mb-5 text-sm text-muted">
              {result.total === 1 ? '1 casamento encontrado' : `${result.total} casamentos encontrados`}
            </p>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {result.items.map((c) => (
                <CoupleResultCard key={c.slug} couple={c} />
              ))}
            </ul>
            {pages > 1 && (
              <nav className="mt-10 flex items-center justify-center gap-4" aria-label="Paginação">
                <Button
                  variant="outline"
                  size="sm"
                  disabled={result.page <= 1}
                  onClick={() => search(values, result.page - 1)}
                >
                  <ChevronLeft className="size-4" aria-hidden="true" />
                  Anterior
                </Button>
                <span className="text-sm text-muted">
                  Página {result.page} de {pages}
                </span>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={result.page >= pages}
                  onClick={() => search(values, result.page + 1)}
                >
                  Próxima
                  <ChevronRight className="size-4" aria-hidden="true" />
                </Button>
              </nav>
            )}
          </>
        )}
      </section>
    </div>
  );
}
