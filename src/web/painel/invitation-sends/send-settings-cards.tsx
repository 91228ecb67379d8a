// The couple's side of sending: the message of each queue (a template with {nome}, {link}, {data}
// and {evento}, previewed with a household of the queue), "Enviar por e-mail" for the households
// with an e-mail, and the automatic e-mail reminder before the RSVP deadline.
import { MailCheck, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { formatDateShort } from '../../../shared/dates.ts';
import {
  fillTemplate,
  placeholderHints,
  placeholders,
  type QueueItem,
  type SendKind,
  type SendSettings,
  type SendSettingsInput,
  sendMessages,
  sendSettingsBody,
  TEMPLATE_MAX,
  templateProblem,
} from '../../../shared/invitation-sends.ts';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { IconCard } from '../../components/ui/icon-card.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { thenToast } from '../../lib/then-toast.ts';
import { cardClass } from '../guests/guests-page-frame.tsx';
import { panelPaths } from '../layout/panel-paths.ts';

const templateKey = { convite: 'inviteTemplate', lembrete: 'reminderTemplate' } as const;
const templateSchema = {
  convite: sendSettingsBody.pick({ inviteTemplate: true }).required(),
  lembrete: sendSettingsBody.pick({ reminderTemplate: true }).required(),
};

export function TemplateCard({
  kind,
  settings,
  sample,
  onSave,
}: {
  kind: SendKind;
  settings: SendSettings;
  /** A household of the queue, to preview the message with. */
  sample: QueueItem | undefined;
  onSave: (body: SendSettingsInput) => Promise<unknown>;
}) {
  const key = templateKey[kind];
  const form = useZodForm(templateSchema[kind] as typeof templateSchema.convite, {
    defaultValues: { [key]: settings[key] } as { inviteTemplate: string },
  });
  const typed = (form.watch(key as 'inviteTemplate') as string | undefined) ?? '';
  const preview = sample && !templateProblem(typed) ? fillTemplate(typed.trim(), sample.values) : null;
  const title = kind === 'convite' ? 'Mensagem do convite' : 'Mensagem do lembrete';
  const fieldId = kind === 'convite' ? 'mensagem-convite' : 'mensagem-lembrete';
  return (
    <details className={`${cardClass} group`}>
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 font-serif text-xl font-bold text-ink">
        <PencilLine className="size-5 text-teal-dark" aria-hidden="true" />
        {title}
        <span className="ml-auto font-sans text-sm font-semibold text-brand-dark group-open:hidden">
          Editar
        </span>
      </summary>
      <Form
        form={form}
        className="mt-4 grid gap-4"
        onSubmit={thenToast((body) => onSave(body as SendSettingsInput), sendMessages.templateSaved)}
      >
        <FormField
          form={form}
          name={key as 'inviteTemplate'}
          id={fieldId}
          label="Texto da mensagem"
          hint={`Use ${placeholders.map((p) => `{${p}}`).join(', ')}: ${placeholders.map((p) => placeholderHints[p]).join('; ')}. Até ${TEMPLATE_MAX} caracteres.`}
        >
          {(control) => <Textarea {...control} rows={6} maxLength={TEMPLATE_MAX + 50} />}
        </FormField>
        {preview && (
          <div className="rounded-2xl bg-cream p-4">
            <p className="text-xs font-semibold tracking-wide text-muted uppercase">
              Prévia para {sample?.name}
            </p>
            <p className="mt-1 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-ink">
              {preview}
            </p>
          </div>
        )}
        <div className="flex flex-wrap gap-3">
          <FormSubmit pendingLabel="Salvando..." className="sm:w-auto">
            Salvar mensagem
          </FormSubmit>
          <Button
            variant="ghost"
            onClick={() =>
              form.setValue(key as 'inviteTemplate', settings.defaults[key], { shouldDirty: true })
            }
          >
            Usar a mensagem sugerida
          </Button>
        </div>
      </Form>
    </details>
  );
}

export function EmailSendCard({
  emailable,
  onSend,
}: {
  emailable: number;
  onSend: () => Promise<{ queued: number }>;
}) {
  const [confirming, setConfirming] = useState(false);
  const who = emailable === 1 ? '1 convite' : `${emailable} convites`;
  return (
    <IconCard id="por-email-titulo" icon={MailCheck} title="Enviar por e-mail" className={cardClass}>
      <p className="mt-2 text-sm text-muted">
        {emailable > 0
          ? `${who} da fila ${emailable === 1 ? 'tem' : 'têm'} e-mail. A plataforma envia a mensagem com o link pessoal de cada um, aos poucos, e cada e-mail traz um jeito de parar de receber.`
          : 'Nenhum convite da fila tem e-mail que ainda não recebeu o convite.'}
      </p>
      <Button
        className="mt-4 w-full sm:w-auto"
        disabled={emailable === 0}
        onClick={() => setConfirming(true)}
      >
        Enviar por e-mail
      </Button>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Enviar os convites por e-mail?"
        description={`${who} ${emailable === 1 ? 'recebe' : 'recebem'} a mensagem do convite por e-mail, com o link pessoal. Cada convite recebe o e-mail uma vez só.`}
        confirmLabel="Enviar agora"
        pendingLabel="Enviando..."
        onConfirm={async () => {
          const { queued } = await onSend();
          toast.success(sendMessages.emailsQueued(queued));
        }}
      />
    </IconCard>
  );
}

const dayChoices = [1, 2, 3, 5, 7, 10, 14, 21, 30].map(
  (d) => [String(d), d === 1 ? '1 dia antes do prazo' : `${d} dias antes do prazo`] as const,
);

export function AutoReminderCard({
  settings,
  onSave,
}: {
  settings: SendSettings;
  onSave: (body: SendSettingsInput) => Promise<unknown>;
}) {
  const schema = sendSettingsBody.pick({ autoReminderDays: true });
  const form = useZodForm(schema, {
    defaultValues: {
      autoReminderDays: settings.autoReminderDays === null ? '' : String(settings.autoReminderDays),
    },
  });
  return (
    <IconCard
      id="lembrete-automatico-titulo"
      icon={MailCheck}
      title="Lembrete automático por e-mail"
      className={cardClass}
    >
      {settings.rsvpDeadline ? (
        <Form
          form={form}
          className="mt-4 grid gap-4 sm:grid-cols-[1fr_auto] sm:items-end"
          onSubmit={thenToast(
            (body) => onSave({ autoReminderDays: body.autoReminderDays ?? null }),
            sendMessages.reminderSaved,
          )}
        >
          <SelectField
            form={form}
            name="autoReminderDays"
            id="lembrete-dias"
            label="Quando lembrar"
            hint={`O prazo para responder é ${formatDateShort(settings.rsvpDeadline)}. Quem recebeu o convite, tem e-mail e ainda não respondeu recebe a mensagem do lembrete uma vez.`}
            options={dayChoices}
            empty="Não enviar lembrete automático"
          />
          <FormSubmit pendingLabel="Salvando..." className="sm:w-auto">
            Salvar
          </FormSubmit>
        </Form>
      ) : (
        <p className="mt-2 text-sm text-muted">
          Definam um prazo para responder em{' '}
          <Link to={panelPaths.guestEvents} className="font-semibold text-brand-dark underline">
            Eventos
          </Link>{' '}
          para que a plataforma lembre, por e-mail, quem ainda não respondeu.
        </p>
      )}
    </IconCard>
  );
}
