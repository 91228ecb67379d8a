// "Confirmações de presença": whether the site's open form takes answers or only personal links
// do, and the optional last day to answer (after it, only the couple changes answers).
import { CalendarClock } from 'lucide-react';
import { rsvpModeLabels, rsvpModes } from '../../../shared/guest-list.ts';
import { type RsvpSettings, rsvpSettingsBody, weddingEventMessages } from '../../../shared/wedding-events.ts';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { thenToast } from '../../lib/then-toast.ts';
import { cardClass, GuestsQuery } from '../guests/guests-page-frame.tsx';
import { useRsvpSettings } from './use-events.ts';

function SettingsForm({
  settings,
  onSave,
}: {
  settings: RsvpSettings;
  onSave: (body: RsvpSettings) => Promise<unknown>;
}) {
  const form = useZodForm(rsvpSettingsBody, {
    defaultValues: { rsvpMode: settings.rsvpMode, rsvpDeadline: settings.rsvpDeadline ?? '' },
  });
  return (
    <Form
      form={form}
      className="grid gap-5 sm:grid-cols-[1fr_14rem_auto] sm:items-start"
      onSubmit={thenToast(onSave, weddingEventMessages.settingsSaved)}
    >
      <SelectField
        form={form}
        name="rsvpMode"
        id="rsvp-modo"
        label="Quem pode confirmar pelo site"
        hint="“Só convidados com convite”: o formulário aberto sai do site e cada família responde pelo seu link pessoal."
        options={optionsOf(rsvpModeLabels, rsvpModes)}
      />
      <FormField
        form={form}
        name="rsvpDeadline"
        id="rsvp-prazo"
        label="Prazo para responder (opcional)"
        hint="Depois deste dia, só vocês mudam as respostas."
      >
        {(control) => <Input {...control} type="date" />}
      </FormField>
      <FormSubmit pendingLabel="Salvando..." className="sm:mt-7 sm:w-auto">
        Salvar
      </FormSubmit>
    </Form>
  );
}

export function RsvpSettingsCard({
  weddingId,
  onSave,
}: {
  weddingId: string;
  onSave: (body: RsvpSettings) => Promise<unknown>;
}) {
  const settings = useRsvpSettings(weddingId);
  return (
    <IconCard
      id="confirmacoes-titulo"
      icon={CalendarClock}
      title="Confirmações de presença"
      className={cardClass}
    >
      <div className="mt-4">
        <GuestsQuery query={settings} failure={weddingEventMessages.loadFailed}>
          {(data) => <SettingsForm settings={data} onSave={onSave} />}
        </GuestsQuery>
      </div>
    </IconCard>
  );
}
