// Padrinhos: people with name, role and photo, added, removed and put in order.
import { UserPlus } from 'lucide-react';
import type { ComponentProps } from 'react';
import { useFieldArray } from 'react-hook-form';
import { z } from 'zod';
import { sectionContentSchemas } from '../../../shared/site.ts';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { MoveButtons } from '../../components/move-buttons.tsx';
import { useFormPending, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { ContentForm, invalidContent, readContent } from './content-form.tsx';
import { EditorList, EditorListItem } from './editor-list.tsx';
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
      <EditorList
        addLabel="Adicionar padrinho"
        addIcon={UserPlus}
        full={rows.fields.length >= MAX_PEOPLE}
        onAdd={() => rows.append({ name: '', role: '', photoId: null })}
      >
        {rows.fields.map((row, i) => {
          const person = people[i] ?? { name: '', role: '', photoId: null };
          const who = person.name.trim() || `Padrinho ${i + 1}`;
          const invalid = showErrors && !person.name.trim();
          return (
            <EditorListItem
              key={row.id}
              title={who}
              removeLabel={`Remover ${who}`}
              onRemove={() => rows.remove(i)}
              tools={
                <MoveButtons
                  name={who}
                  index={i}
                  count={rows.fields.length}
                  onMove={(delta) => rows.move(i, i + delta)}
                />
              }
            >
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
            </EditorListItem>
          );
        })}
      </EditorList>
    </ContentForm>
  );
}
