// "Avisos pelo WhatsApp" (issue 25) on "Dados do Casal": the couple turns WhatsApp notices on (their
// consent), gives the number and chooses which go to it: each gift received, each withdrawal paid,
// a daily digest of RSVP answers. A number that replied SAIR says so until they save again.
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { type CoupleNotices, coupleNoticesBody, coupleNoticesTexts as t } from '../../../shared/whatsapp.ts';
import { Form, FormControlledField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { ListState } from '../../components/ui/list-state.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { phoneDigits } from '../../lib/phone-mask.ts';
import { fetchNotices, noticesKey, saveNotices } from './whatsapp-notices-api.ts';

const choices = ['giftReceived', 'payoutPaid', 'rsvpDigest'] as const;

function NoticesForm({ weddingId, notices }: { weddingId: string; notices: CoupleNotices }) {
  const client = useQueryClient();
  const form = useZodForm(coupleNoticesBody, {
    defaultValues: {
      enabled: notices.enabled,
      phone: phoneDigits(notices.phone),
      giftReceived: notices.giftReceived,
      payoutPaid: notices.payoutPaid,
      rsvpDigest: notices.rsvpDigest,
    },
  });
  const enabled = form.watch('enabled');
  return (
    <Form
      form={form}
      className="grid gap-4"
      onSubmit={async (body) => {
        const saved = await saveNotices(weddingId, body);
        client.setQueryData(noticesKey(weddingId), saved);
        toast.success(t.saved);
      }}
      footer={<FormSubmit className="sm:w-auto sm:justify-self-start">{t.save}</FormSubmit>}
    >
      {notices.optedOut && (
        <p role="status" className="rounded-xl bg-warning-soft p-3 text-sm text-warning">
          {t.optedOut}
        </p>
      )}
      <SwitchField
        label={t.enabled}
        checked={enabled}
        onCheckedChange={(on) => form.setValue('enabled', on, { shouldDirty: true })}
      />
      {enabled && (
        <>
          <FormControlledField form={form} name="phone" id="whatsapp-telefone" label={t.phone}>
            {(control) => <PhoneInput {...control} autoComplete="tel-national" />}
          </FormControlledField>
          <fieldset className="grid gap-3">
            <legend className="mb-1 text-sm font-medium text-ink">Quais avisos</legend>
            {choices.map((name) => (
              <SwitchField
                key={name}
                label={t[name]}
                checked={form.watch(name)}
                onCheckedChange={(on) => form.setValue(name, on, { shouldDirty: true })}
              />
            ))}
          </fieldset>
        </>
      )}
    </Form>
  );
}

export function WhatsAppNoticesCard({ weddingId, className }: { weddingId: string; className: string }) {
  const query = useQuery({
    queryKey: noticesKey(weddingId),
    queryFn: ({ signal }) => fetchNotices(weddingId, signal),
  });
  return (
    <section aria-labelledby="avisos-whatsapp-titulo" className={className}>
      <h2 id="avisos-whatsapp-titulo" className="font-serif text-xl font-bold text-ink">
        {t.title}
      </h2>
      <p className="-mt-2 text-sm text-muted">{t.lead}</p>
      <ListState query={query} errorMessage="Não foi possível carregar os avisos pelo WhatsApp.">
        {(notices) =>
          notices.available ? (
            <NoticesForm weddingId={weddingId} notices={notices} />
          ) : (
            <p className="text-sm text-muted">{t.unavailable}</p>
          )
        }
      </ListState>
    </section>
  );
}
