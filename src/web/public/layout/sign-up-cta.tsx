// The big button to sign-up on the public pages ("Criar site grátis"...), with an arrow pointing on.
import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { publicPaths } from '../../../shared/routes.ts';
import { ButtonLink } from '../../components/ui/button.tsx';

export function SignUpCta({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <ButtonLink to={publicPaths.signUp} size="lg" className={className}>
      {children}
      <ArrowRight className="size-5" aria-hidden="true" />
    </ButtonLink>
  );
}
