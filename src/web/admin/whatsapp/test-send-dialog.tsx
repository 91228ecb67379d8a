// "Enviar teste": a template with its example values to a phone the admin gives; it shows in the
// message log like any other send.
import { z } from 'zod';
import { type WhatsAppTemplate, whatsappPhone, whatsappTemplateNames } from '../../../shared/whatsapp.ts';
import { FormControlledField, FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { Select } from '../../components/ui/select.tsx';

const testForm = z.object({ phone: whatsappPhone, template: z.enum(whatsappTemplateNames) });

export function TestSendDialog({
  templates,
  onClose,
  onSend,
}: {
  templates: WhatsAppTemplate[];
  onClose: () => void;
  onSend: (body: z.output<typeof testForm>) => Promise<unknown>;
}) {
  const form = useZodForm(testForm, { defaultValues: { phone: '', template: 'presente_recebido' } });
  return (
    <FormDialog
      open
      onClose={onClose}
      title="Enviar teste"
      description="O modelo vai com valores de exemplo para o número informado."
      form={form}
      submitLabel="Enviar teste"
      pendingLabel="Enviando..."
      onSubmit={onSend}
    >
      <FormControlledField form={form} name="phone" label="Celular com WhatsApp">
        {(control) => <PhoneInput {...control} autoComplete="tel" />}
      </FormControlledField>
      <FormField form={form} name="template" label="Modelo">
        {(control) => (
          <Select {...control}>
            {templates.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </Select>
        )}
      </FormField>
    </FormDialog>
  );
}
