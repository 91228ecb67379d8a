// "Editar modelo": a template's category and text, each {{n}} named beside it; saving sends the
// new text to the WhatsApp provider for approval (the sandbox approves at once).
import { z } from 'zod';
import {
  type TemplateEditInput,
  templateBodySchema,
  type WhatsAppTemplate,
  whatsappCategories,
  whatsappCategoryLabels,
} from '../../../shared/whatsapp.ts';
import { FormField, useZodForm } from '../../components/ui/form.tsx';
import { FormDialog } from '../../components/ui/form-dialog.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';

export function TemplateDialog({
  template,
  onClose,
  onSave,
}: {
  template: WhatsAppTemplate;
  onClose: () => void;
  onSave: (body: TemplateEditInput) => Promise<unknown>;
}) {
  const schema = z.object({
    category: z.enum(whatsappCategories),
    body: templateBodySchema(template.variables.length),
  });
  const form = useZodForm(schema, { defaultValues: { category: template.category, body: template.body } });
  return (
    <FormDialog
      onClose={onClose}
      title="Editar modelo"
      description={`${template.name} · ${template.description}. O texto novo vai para aprovação do WhatsApp.`}
      form={form}
      submitLabel="Salvar e enviar para aprovação"
      className="max-w-2xl"
      onSubmit={onSave}
    >
      <SelectField
        form={form}
        name="category"
        label="Categoria"
        options={optionsOf(whatsappCategoryLabels, whatsappCategories)}
      />
      <FormField
        form={form}
        name="body"
        label="Texto"
        hint={`Variáveis: ${template.variables.map((v, i) => `{{${i + 1}}} ${v}`).join(' · ')}`}
      >
        {(control) => <Textarea {...control} rows={6} />}
      </FormField>
    </FormDialog>
  );
}
