// "Enviar teste": a template with its example values to a phone the admin gives; it shows in the
// message log like any other send.
import { z } from 'zod';
import { type WhatsAppTemplate, whatsappPhone, whatsappTemplateNames } from '../../../shared/whatsapp.ts';
import { FormControlledField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';

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
      <SelectField
        form={form}
        name="template"
        label="Modelo"
        options={templates.map((t) => [t.name, t.name] as const)}
      />
    </FormDialog>
  );
}
