// "Novo evento" and "Editar evento": name (with the usual events one tap away), when, where, the
// map link, dress code, notes and whether the site shows it to everyone. Checked with the server's
// own schema, so its pt-BR messages land on their fields.
import { eventSuggestions } from '../../../shared/guest-list.ts';
import {
  type WeddingEvent,
  type WeddingEventInput,
  weddingEventBody,
  weddingEventMessages,
} from '../../../shared/wedding-events.ts';
import { FormControlledField, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Switch } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { UrlInput } from '../../components/url-input.tsx';
import { thenToast } from '../../lib/then-toast.ts';
import { NameSuggestions } from '../name-suggestions.tsx';

function EventForm({
  event,
  onSave,
  onClose,
}: {
  event: WeddingEvent | null;
  onSave: (body: WeddingEventInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const form = useZodForm(weddingEventBody, {
    defaultValues: {
      name: event?.name ?? '',
      date: event?.date ?? '',
      time: event?.time ?? '',
      placeName: event?.placeName ?? '',
      address: event?.address ?? '',
      mapsUrl: event?.mapsUrl ?? '',
      dressCode: event?.dressCode ?? '',
      notes: event?.notes ?? '',
      isPublic: event?.isPublic ?? true,
    },
  });
  const name = form.watch('name');
  return (
    <FormDialog
      onClose={onClose}
      title={event ? 'Editar evento' : 'Novo evento'}
      description="Os convidados veem estes detalhes no site e no convite pessoal."
      form={form}
      className="sm:max-w-2xl"
      submitLabel={event ? 'Salvar evento' : 'Criar evento'}
      onSubmit={thenToast(onSave, (body) =>
        event ? weddingEventMessages.saved : weddingEventMessages.created(body.name),
      )}
    >
      <FormField form={form} name="name" id="evento-nome" label="Nome do evento">
        {(control) => <Input {...control} maxLength={80} autoComplete="off" placeholder="Ex.: Festa" />}
      </FormField>
      {!event && (
        <NameSuggestions
          names={eventSuggestions}
          picked={name}
          onPick={(suggestion) => form.setValue('name', suggestion, { shouldValidate: true })}
          className="-mt-2"
        />
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField form={form} name="date" id="evento-data" label="Data">
          {(control) => <Input {...control} type="date" />}
        </FormField>
        <FormField form={form} name="time" id="evento-horario" label="Horário">
          {(control) => <Input {...control} type="time" />}
        </FormField>
      </div>
      <FormField form={form} name="placeName" id="evento-local" label="Local">
        {(control) => <Input {...control} maxLength={120} placeholder="Ex.: Paróquia São José" />}
      </FormField>
      <FormField form={form} name="address" id="evento-endereco" label="Endereço">
        {(control) => <Input {...control} maxLength={240} autoComplete="off" />}
      </FormField>
      <FormField
        form={form}
        name="mapsUrl"
        id="evento-mapa"
        label="Link do mapa (opcional)"
        hint="Sem link, o site monta as rotas do Google Maps e do Waze pelo endereço."
      >
        {(control) => <UrlInput {...control} maxLength={500} />}
      </FormField>
      <FormField form={form} name="dressCode" id="evento-traje" label="Traje (opcional)">
        {(control) => <Input {...control} maxLength={120} placeholder="Ex.: Esporte fino" />}
      </FormField>
      <FormField form={form} name="notes" id="evento-observacoes" label="Observações (opcional)">
        {(control) => <Textarea {...control} rows={3} maxLength={1000} />}
      </FormField>
      <FormControlledField
        form={form}
        name="isPublic"
        id="evento-publico"
        label="Mostrar no site para todos"
        hint="Desligado, só as famílias convidadas para este evento o veem, no convite pessoal."
      >
        {(control) => (
          <Switch
            id={control.id}
            ref={control.ref}
            checked={control.value}
            onCheckedChange={control.onChange}
            onBlur={control.onBlur}
            aria-describedby={control['aria-describedby']}
            className="mt-2"
          />
        )}
      </FormControlledField>
    </FormDialog>
  );
}

/** The dialog for a new event (`event` null) or to edit one; closed when `open` is false. */
export function EventFormDialog({
  open,
  event,
  onSave,
  onClose,
}: {
  open: boolean;
  event: WeddingEvent | null;
  onSave: (body: WeddingEventInput) => Promise<unknown>;
  onClose: () => void;
}) {
  if (!open) return null;
  return <EventForm key={event?.id ?? 'novo'} event={event} onSave={onSave} onClose={onClose} />;
}
