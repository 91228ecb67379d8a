// The search form: partner name plus optional month and year of the wedding.
import { Search } from 'lucide-react';
import { z } from 'zod';
import { monthNames } from '../../../shared/dates.ts';
import { findCoupleQuerySchema } from '../../../shared/find-couple.ts';
import { Button } from '../../components/ui/button.tsx';
import { useZodForm } from '../../components/ui/form.tsx';
import { SelectOptions } from '../../components/ui/select.tsx';

/** The server's query rule for the name; month and year as the selects hold them ('' for any). */
const searchForm = findCoupleQuerySchema.pick({ q: true }).extend({ month: z.string(), year: z.string() });
export type SearchValues = z.output<typeof searchForm>;

/** "Janeiro" ... "Dezembro", by their number. */
const monthOptions = monthNames.map((m, i) => [i + 1, `${m[0]?.toUpperCase()}${m.slice(1)}`] as const);

const fieldClass =
  'h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink shadow-sm focus:border-brand-dark focus:outline-none focus:ring-2 focus:ring-brand-dark/35';

export function FindCoupleForm({
  initial,
  onSearch,
}: {
  initial: SearchValues;
  onSearch: (v: SearchValues) => void;
}) {
  const form = useZodForm(searchForm, { defaultValues: initial });
  const error = form.formState.errors.q?.message;
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => thisYear - 1 + i);

  return (
    <form
      onSubmit={(event) => void form.handleSubmit(onSearch)(event)}
      noValidate
      className="grid gap-4 rounded-3xl bg-white p-5 shadow-lg shadow-brand/10 md:grid-cols-[1fr_10rem_8rem_auto] md:items-end md:p-6"
    >
      <div>
        <label htmlFor="busca-nome" className="mb-1.5 block text-sm font-medium text-ink">
          Nome dos noivos
        </label>
        <input
          id="busca-nome"
          {...form.register('q')}
          type="search"
          placeholder="Ex.: Mariana e João"
          autoComplete="off"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'busca-erro' : undefined}
          className={fieldClass}
        />
      </div>
      <div>
        <label htmlFor="busca-mes" className="mb-1.5 block text-sm font-medium text-ink">
          Mês do casamento
        </label>
        <select id="busca-mes" {...form.register('month')} className={fieldClass}>
          <SelectOptions empty="Qualquer mês" options={monthOptions} />
        </select>
      </div>
      <div>
        <label htmlFor="busca-ano" className="mb-1.5 block text-sm font-medium text-ink">
          Ano
        </label>
        <select id="busca-ano" {...form.register('year')} className={fieldClass}>
          <SelectOptions empty="Qualquer ano" options={years.map((y) => [y, String(y)])} />
        </select>
      </div>
      <Button type="submit" size="lg" className="h-12">
        <Search className="size-4" aria-hidden="true" />
        Buscar
      </Button>
      {error && (
        <p id="busca-erro" role="alert" className="text-sm font-medium text-danger md:col-span-4">
          {error}
        </p>
      )}
    </form>
  );
}
