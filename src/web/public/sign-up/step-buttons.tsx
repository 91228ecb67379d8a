// The buttons under a sign-up step's form: "Voltar" to the step before (off while the form is
// sending) and the step's own submit button beside it.
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { useFormPending } from '../../components/ui/form.tsx';

export function StepButtons({ onBack, children }: { onBack: () => void; children: ReactNode }) {
  const pending = useFormPending();
  return (
    <div className="flex flex-col-reverse gap-3 sm:grid sm:grid-cols-[auto_1fr]">
      <Button variant="outline" size="lg" onClick={onBack} disabled={pending}>
        <ArrowLeft className="size-5" aria-hidden="true" />
        Voltar
      </Button>
      {children}
    </div>
  );
}
