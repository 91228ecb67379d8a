// The label of a theme step's "Avançar" button: the word and an arrow pointing on.
import { ArrowRight } from 'lucide-react';

export function AdvanceLabel() {
  return (
    <>
      Avançar
      <ArrowRight className="size-4" aria-hidden="true" />
    </>
  );
}
