import { Link } from 'react-router';

/** Shown by the panel editors when the couple has not finished onboarding yet. */
export function NoWeddingNotice({ message }: { message: string }) {
  return (
    <p className="rounded-3xl bg-white p-6 text-muted shadow-sm ring-1 ring-ink/5">
      {message}{' '}
      <Link to="/onboarding" className="font-semibold text-brand-dark underline">
        Continuar cadastro
      </Link>
    </p>
  );
}
