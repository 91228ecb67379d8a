// The footer of every site editor form: a bar that stays in view while the form scrolls, saying
// whether the edits are saved, with the one "Salvar" button. Unsaved edits are reported to the shell,
// which asks before leaving them.
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { FormSubmit } from '../../components/ui/form.tsx';
import { siteTexts as t } from './site-texts.ts';
import { useUnsavedForm } from './unsaved-changes.ts';

export function SaveBar<Input extends FieldValues, Output>({
  control,
  aside,
}: {
  control: Control<Input, unknown, Output>;
  /** Another action of the form, left of the state ("Restaurar padrão do tema"). */
  aside?: ReactNode;
}) {
  const isDirty = useUnsavedForm(control);
  return (
    <div className="sticky bottom-[4.5rem] z-20 flex flex-col gap-3 rounded-2xl bg-white/95 px-4 py-3 shadow-lg ring-1 ring-ink/10 backdrop-blur sm:flex-row sm:items-center xl:bottom-4">
      {aside}
      <div className="flex items-center justify-between gap-3 sm:ml-auto">
        <p role="status" className={`text-sm font-medium ${isDirty ? 'text-brand-dark' : 'text-muted'}`}>
          {isDirty ? t.unsaved : t.saved}
        </p>
        <div className="w-36 shrink-0">
          <FormSubmit>{t.save}</FormSubmit>
        </div>
      </div>
    </div>
  );
}
