// Placeholder for onboarding steps that are not built yet.
import { ArrowLeft, Hourglass } from 'lucide-react';
import { ButtonLink } from '../../components/ui/button.tsx';

export function ComingSoonPage() {
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10 sm:p-12">
      <Hourglass className="mx-auto size-10 text-teal" aria-hidden="true" />
      <h1 className="mt-4 font-serif text-3xl font-bold text-ink">Em breve</h1>
      <p className="mt-3 text-muted">Esta etapa está sendo preparada com carinho.</p>
      <ButtonLink to="/onboarding" variant="outline" className="mt-8">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Voltar
      </ButtonLink>
    </section>
  );
}
