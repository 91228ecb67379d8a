// "Adicionar convite" and "Editar convite": the household (its name, side, tags, extra companions,
// notes) and its people, one row each (name, age group, WhatsApp, e-mail), added and removed.
// Checked with the server's own schema; a refusal lands on its field (a member's phone, the name).
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray } from 'react-hook-form';
import type { z } from 'zod';
import {
  type HouseholdInput,
  type HouseholdItem,
  householdInput,
  householdMessages as m,
} from '../../../shared/guest-household.ts';
import { ageGroupLabels, sideLabels } from '../../../shared/guest-list.ts';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import { Button } from '../../components/ui/button.tsx';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf, Select, SelectOptions } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { thenToast } from '../../lib/then-toast.ts';

type FormValues = z.input<typeof householdInput>;

const MAX_MEMBERS = 30;
const newMember = () => ({ name: '', ageGroup: 'adulto' as const, phone: '', email: '' });

function valuesOf(household: HouseholdItem | null): FormValues {
  if (!household) {
    return { name: '', side: 'ambos', tags: '', notes: '', maxCompanions: '0', members: [newMember()] };
  }
  return {
    name: household.name,
    side: household.side,
    tags: household.tags.join(', '),
    notes: household.notes ?? '',
    maxCompanions: String(household.maxCompanions),
    members: household.members.map((p) => ({
      id: p.id,
      name: p.name,
      ageGroup: p.ageGroup,
      phone: p.phone ? phoneLabel(p.phone) : '',
      email: p.email ?? '',
    })),
  };
}

function HouseholdForm({
  household,
  onClose,
  onSave,
}: {
  household: HouseholdItem | null;
  onClose: () => void;
  onSave: (body: HouseholdInput) => Promise<unknown>;
}) {
  const form = useZodForm(householdInput, { defaultValues: valuesOf(household) });
  const members = useFieldArray({ control: form.control, name: 'members' });
  const membersError = form.formState.errors.members?.root?.message ?? form.formState.errors.members?.message;
  return (
    <FormDialog
      onClose={onClose}
      form={form}
      className="sm:max-w-2xl"
      title={household ? 'Editar convite' : 'Adicionar convite'}
      description="O nome do convite é como ele se dirige aos convidados, ex.: “Família Souza” ou “Ana e Pedro”."
      serverFields={{ HOUSEHOLD_TAKEN: 'name' }}
      submitLabel={household ? 'Salvar convite' : 'Adicionar convite'}
      onSubmit={thenToast(onSave, (body) => (household ? m.updated(body.name) : m.created(body.name)))}
    >
      <FormField form={form} name="name" label="Nome do convite">
        {(control) => (
          <Input {...control} maxLength={120} autoComplete="off" placeholder="Ex.: Família Souza" />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <SelectField form={form} name="side" label="Convidados de" options={optionsOf(sideLabels)} />
        <FormField
          form={form}
          name="maxCompanions"
          label="Acompanhantes extras"
          hint="Além das pessoas abaixo (o “+1”)."
        >
          {(control) => <Input {...control} type="number" inputMode="numeric" min={0} max={20} />}
        </FormField>
      </div>
      <FormField
        form={form}
        name="tags"
        label="Marcadores"
        hint="Separe por vírgulas: família, amigos, trabalho..."
      >
        {(control) => <Input {...control} autoComplete="off" />}
      </FormField>

      <fieldset className="grid min-w-0 gap-3">
        <legend className="mb-2 text-sm font-semibold text-ink">Pessoas do convite</legend>
        {members.fields.map((row, i) => (
          <div key={row.id} className="grid gap-3 rounded-2xl bg-cream/60 p-4 ring-1 ring-ink/5">
            <div className="flex items-end gap-2">
              <FormField
                form={form}
                name={`members.${i}.name`}
                label={`Nome da pessoa ${i + 1}`}
                className="min-w-0 flex-1"
              >
                {(control) => <Input {...control} maxLength={120} autoComplete="off" />}
              </FormField>
              <IconButton
                icon={Trash2}
                label={`Remover pessoa ${i + 1}`}
                disabled={members.fields.length === 1}
                onClick={() => members.remove(i)}
                className="mb-1 grid size-10 shrink-0 place-items-center rounded-full text-muted transition-colors hover:bg-danger-soft hover:text-danger disabled:opacity-40"
              />
            </div>
            <div className="grid gap-3 sm:grid-cols-[10rem_1fr_1fr]">
              <FormField form={form} name={`members.${i}.ageGroup`} label="Faixa etária">
                {(control) => (
                  <Select {...control}>
                    <SelectOptions options={optionsOf(ageGroupLabels)} />
                  </Select>
                )}
              </FormField>
              <FormField form={form} name={`members.${i}.phone`} label="WhatsApp (opcional)">
                {(control) => (
                  <Input
                    {...control}
                    type="tel"
                    inputMode="tel"
                    autoComplete="off"
                    placeholder="(11) 98765-4321"
                  />
                )}
              </FormField>
              <FormField form={form} name={`members.${i}.email`} label="E-mail (opcional)">
                {(control) => <Input {...control} type="email" inputMode="email" autoComplete="off" />}
              </FormField>
            </div>
          </div>
        ))}
        {membersError && <p className="text-sm font-medium text-danger">{membersError}</p>}
        <div>
          <Button
            variant="outline"
            size="sm"
            disabled={members.fields.length >= MAX_MEMBERS}
            onClick={() => members.append(newMember())}
          >
            <Plus className="size-4" aria-hidden="true" />
            Adicionar pessoa
          </Button>
        </div>
      </fieldset>

      <FormField form={form} name="notes" label="Observações (opcional)">
        {(control) => <Textarea {...control} maxLength={1000} className="min-h-20" />}
      </FormField>
    </FormDialog>
  );
}

/** Open with `household` to edit it, with `'new'` to add one; closed with null. */
export function HouseholdFormDialog({
  household,
  onClose,
  onCreate,
  onUpdate,
}: {
  household: HouseholdItem | 'new' | null;
  onClose: () => void;
  onCreate: (body: HouseholdInput) => Promise<unknown>;
  onUpdate: (id: string, body: HouseholdInput) => Promise<unknown>;
}) {
  if (household === null) return null;
  const editing = household === 'new' ? null : household;
  return (
    <HouseholdForm
      key={editing?.id ?? 'new'}
      household={editing}
      onClose={onClose}
      onSave={(body) => (editing ? onUpdate(editing.id, body) : onCreate(body))}
    />
  );
}
