// One household of a send queue: who it is, how to reach it, where its invitation stands, the
// message ready to send, a big "Enviar pelo WhatsApp" (the wa.me link with the message), "Copiar
// mensagem" for any other app, and "Marcar como enviado" with how and when it went.
import { Copy, MessageCircle, Send } from 'lucide-react';
import { todayIn } from '../../../shared/dates.ts';
import { sentViaLabels, sentVias } from '../../../shared/guest-list.ts';
import { phoneLabel } from '../../../shared/guest-phone.ts';
import {
  markSentBody,
  type QueueItem,
  type SendKind,
  sendMessages,
} from '../../../shared/invitation-sends.ts';
import { Button, ButtonAnchor } from '../../components/ui/button.tsx';
import { Form, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { InviteStateDetails } from '../guest-list/invite-state.tsx';
import { copyLink } from '../layout/share-site.ts';
import type { MarkSent } from './send-queue-api.ts';

function MarkSentForm({
  item,
  kind,
  onMark,
}: {
  item: QueueItem;
  kind: SendKind;
  onMark: (item: QueueItem, body: MarkSent) => Promise<void>;
}) {
  const form = useZodForm(markSentBody, {
    defaultValues: { kind, via: item.phone ? 'whatsapp' : 'outro', sentOn: todayIn() },
  });
  return (
    <Form
      form={form}
      className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      onSubmit={(body) => onMark(item, { kind, via: body.via, sentOn: body.sentOn })}
    >
      <SelectField
        form={form}
        name="via"
        id={`como-${item.id}`}
        label="Como foi enviado"
        options={optionsOf(sentViaLabels, sentVias)}
      />
      <FormField form={form} name="sentOn" id={`quando-${item.id}`} label="Quando">
        {(control) => <Input {...control} type="date" max={todayIn()} />}
      </FormField>
      <FormSubmit pendingLabel="Salvando..." className="sm:w-auto">
        {kind === 'convite' ? 'Marcar como enviado' : 'Marcar lembrete enviado'}
      </FormSubmit>
    </Form>
  );
}

export function QueueCard({
  item,
  kind,
  onMark,
  heading = 'h3',
}: {
  item: QueueItem;
  kind: SendKind;
  onMark: (item: QueueItem, body: MarkSent) => Promise<void>;
  heading?: 'h2' | 'h3';
}) {
  const Heading = heading;
  const contact = [item.phone && `WhatsApp ${phoneLabel(item.phone)}`, item.email]
    .filter(Boolean)
    .join(' · ');
  return (
    <article
      aria-labelledby={`convite-${item.id}`}
      className="grid gap-4 rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6"
    >
      <div className="grid gap-1">
        <Heading id={`convite-${item.id}`} className="font-serif text-xl font-bold text-ink">
          {item.name}
        </Heading>
        {item.members.length > 0 && <p className="text-sm text-muted">{item.members.join(', ')}</p>}
        <p className="text-sm text-ink">{contact || 'Sem telefone nem e-mail cadastrados'}</p>
        <InviteStateDetails item={item} />
      </div>
      <div className="rounded-2xl bg-cream p-4">
        <p className="text-xs font-semibold tracking-wide text-muted uppercase">Mensagem</p>
        <p className="mt-1 text-sm leading-relaxed whitespace-pre-line [overflow-wrap:anywhere] text-ink">
          {item.message}
        </p>
      </div>
      <div className="grid gap-3 sm:flex sm:flex-wrap">
        {item.whatsappUrl ? (
          <ButtonAnchor
            href={item.whatsappUrl}
            target="_blank"
            rel="noopener noreferrer"
            size="lg"
            className="w-full sm:w-auto"
          >
            <MessageCircle className="size-5" aria-hidden="true" />
            Enviar pelo WhatsApp
          </ButtonAnchor>
        ) : (
          <p className="text-sm text-muted">{sendMessages.noWhatsapp}</p>
        )}
        <Button
          variant="outline"
          size={item.whatsappUrl ? 'md' : 'lg'}
          className="w-full sm:w-auto"
          onClick={() => void copyLink(item.message, sendMessages.messageCopied)}
        >
          <Copy className="size-4" aria-hidden="true" />
          Copiar mensagem
        </Button>
      </div>
      {item.emailPending && (
        <p className="flex items-center gap-2 text-sm text-teal-dark">
          <Send className="size-4" aria-hidden="true" />
          E-mail na fila de envio: sai nos próximos minutos.
        </p>
      )}
      <MarkSentForm item={item} kind={kind} onMark={onMark} />
    </article>
  );
}
