// The search form: partner name plus optional month and year of the wedding.
import { Search } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { monthNames } from '../../../shared/dates.ts';
import { findCoupleMessages } from '../../../shared/find-couple.ts';
import { Button } from '../../components/ui/button.tsx';

export interface SearchValues {
  q: string;
  month: string;
  year: string;
}

const fieldClass =
  'h-12 w-full rounded-xl border border-field bg-white px-4 text-base text-ink shadow-sm focus:border-brand-dark focus:outline-none focus:ring-2 focus:ring-brand-dark/35';

export function FindCoupleForm({
  initial,
  onSearch,
}: {
  initial: SearchValues;
  onSearch: (v: SearchValues) => void;
}) {
  const [values, setValues] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const thisYear = new Date().getFullYear();
  const years = Array.from({ length: 5 }, (_, i) => thisYear - 1 + i);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (values.q.trim().length < 2) {
      setError(findCoupleMessages.queryTooShort);
      return;
    }
    setError(null);
    onSearch({ ...values, q: values.q.trim() });
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      className="grid gap-4 rounded-3xl bg-white p-5 shadow-lg shadow-brand/10 md:grid-cols-[1fr_10rem_8rem_auto] md:items-end md:p-6"
    >
      <div>
        <label htmlFor="busca-nome" className="mb-1.5 block text-sm font-medium text-ink">
          Nome dos noivos
        </label>
        <input
          id="busca-nome"
          name="q"
          type="search"
          value={values.q}
          onChange={(e) => setValues({ ...values, q: e.target.value })}
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
        <select
          id="busca-mes"
          value={values.month}
          onChange={(e) => setValues({ ...values, month: e.target.value })}
          className={fieldClass}
        >
          <option value="">Qualquer mês</option>
          {monthNames.map((m, i) => (
            <option key={m} value={i + 1}>
              {m[0]?.toUpperCase()}
              {m.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="busca-ano" className="mb-1.5 block text-sm font-medium text-ink">
          Ano
        </label>
        <select
          id="busca-ano"
          value={values.year}
          onChange={(e) => setValues({ ...values, year: e.target.value })}
          className={fieldClass}
        >
          <option value="">Qualquer ano</option>
          {years.map((y) => (
            <option key={y} value={y}>
              {y}
            </option>
          ))}
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
