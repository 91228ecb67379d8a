// `/onboarding`: the welcome before the onboarding steps (SPEC 2.5).
import { ArrowRight, Heart } from 'lucide-react';
import { useEffect } from 'react';
import { ButtonLink } from '../../components/ui/button.tsx';
import { coupleNames, useCurrentSession } from '../session/session-context.ts';

export function WelcomePage() {
  const { session } = useCurrentSession();
  useEffect(() => {
    document.title = 'Bem-vindos! | Nosso Sim';
  }, []);
  return (
    <section className="mx-auto max-w-xl rounded-3xl bg-white p-8 text-center shadow-xl shadow-brand/10 sm:p-12">
      <Heart className="mx-auto size-12 fill-brand-soft text-brand" aria-hidden="true" />
      <h1 className="mt-5 font-serif text-3xl font-bold text-ink sm:text-4xl">Bem-vindos!</h1>
      <p className="mt-3 leading-relaxed text-muted">
        {coupleNames(session)}, vamos preparar o site e a lista de presentes de vocês em poucos passos.
      </p>
      <ButtonLink to="/onboarding/passo-1" size="lg" className="mt-8">
        Começar
        <ArrowRight className="size-5" aria-hidden="true" />
      </ButtonLink>
    </section>
  );
}
