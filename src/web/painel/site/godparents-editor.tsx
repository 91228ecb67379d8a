// Padrinhos: people with name, role and photo, added, removed and put in order.
import { Trash2, UserPlus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { sectionContentSchemas } from '../../../shared/site.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { itemIconButton, MoveButtons } from '../../components/move-buttons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useFormPending, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ContentForm, invalidContent, readContent } from './content-form.tsx';
import { PhotoPicker } from './photo-picker.tsx';
import { siteTexts as t } from './site-texts.ts';

// Everyone needs a name; names and roles are stored trimmed. The refusal is the form's one line
// (`check` is no field), the rows it is about are marked below.
const peopleFormSchema = z
  .object({
    people: z.array(z.object({ name: z.string(), role: z.string(), photoId: z.string().nullable() })),
  })
  .refine((form) => form.people.every((p) => p.name.trim()), { message: t.nameRequired, path: ['check'] })
  .transform((form) => ({
    people: form.people.map(({ name, role, photoId }) => ({ name: name.trim(), role: role.trim(), photoId })),
  }))
  .refine((content) => sectionContentSchemas.padrinhos.safeParse(content).success, {
    message: invalidContent,
    path: ['check'],
  });

/** The photo picker, locked while the form saves (it is no native control of the fieldset). */
function PersonPhoto(props: Omit<ComponentProps<typeof PhotoPicker>, 'disabled'>) {
  return <PhotoPicker {...props} disabled={useFormPending()} />;
}

const MAX_PEOPLE = 60;
export function GodparentsEditor({ section }: { section: EditorSection }) {
  const form = useZodForm(peopleFormSchema, {
    defaultValues: { people: readContent('padrinhos', section.content).people },
  });
  const rows = useFieldArray({ control: form.control, name: 'people' });
  const people = form.watch('people') ?? [];
  const showErrors = 'check' in form.formState.errors;

  return (
    <ContentForm section={section} form={form}>
      {rows.fields.length === 0 && (
        <p className="rounded-2xl border border-dashed border-ink/15 px-4 py-8 text-center text-sm text-muted">
          Nenhum padrinho ainda. Adicionem as pessoas especiais que vão estar ao lado de vocês.
        </p>
      )}
      <ol className="space-y-3">
        {rows.fields.map((row, i) => {
          const person = people[i] ?? { name: '', role: '', photoId: null };
          const who = person.name.trim() || `Padrinho ${i + 1}`;
          const invalid = showErrors && !person.name.trim();
          return (
            <li key={row.id} className="rounded-2xl bg-cream/70 p-4 ring-1 ring-ink/5">
              <div className="flex items-center justify-between gap-2">
                <p className="min-w-0 truncate text-sm font-semibold text-ink">{who}</p>
                <div className="flex shrink-0 items-center">
                  <MoveButtons
                    name={who}
                    index={i}
                    count={rows.fields.length}
                    onMove={(delta) => rows.move(i, i + delta)}
                  />
                  <button
                    type="button"
                    className={`${itemIconButton} text-danger hover:bg-danger-soft hover:text-danger`}
                    onClick={() => rows.remove(i)}
                    aria-label={`Remover ${who}`}
                  >
                    <Trash2 className="size-4" aria-hidden="true" />
                  </button>
                </div>
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-2">
                <div>
                  <Label htmlFor={`padrinho-${row.id}-nome`}>Nome</Label>
                  <Input
                    id={`padrinho-${row.id}-nome`}
                    {...form.register(`people.${i}.name`)}
                    maxLength={80}
                    invalid={invalid}
                  />
                </div>
                <div>
                  <Label htmlFor={`padrinho-${row.id}-funcao`}>Função</Label>
                  <Input
                    id={`padrinho-${row.id}-funcao`}
                    {...form.register(`people.${i}.role`)}
                    maxLength={80}
                    placeholder="Madrinha da noiva"
                  />
                </div>
              </div>
              <div className="mt-4">
                <PersonPhoto
                  label={`Foto de ${who}`}
                  shape="round"
                  mediaId={person.photoId}
                  onChange={(photoId) => form.setValue(`people.${i}.photoId`, photoId, { shouldDirty: true })}
                />
              </div>
            </li>
          );
        })}
      </ol>
      <Button
        variant="outline"
        disabled={rows.fields.length >= MAX_PEOPLE}
        onClick={() => rows.append({ name: '', role: '', photoId: null })}
      >
        <UserPlus className="size-4" aria-hidden="true" />
        Adicionar padrinho
      </Button>
    </ContentForm>
  );
}
