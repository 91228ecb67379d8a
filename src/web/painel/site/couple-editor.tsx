// O Casal: the couple's story and up to twelve photos.
import type { EditorSection } from '../../../shared/site-editor.ts';
import { FormField } from '../../components/ui/form.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, useContentForm } from './content-form.tsx';
import { PhotoIdsField } from './photo-grid-field.tsx';

export function CoupleEditor({ section }: { section: EditorSection }) {
  const form = useContentForm('o-casal', section);
  return (
    <ContentForm section={section} form={form}>
      <FormField
        form={form}
        name="story"
        id="casal-historia"
        label="Nossa história"
        hint="Deixem uma linha em branco para separar os parágrafos. Até 5.000 caracteres."
      >
        {(control) => (
          <Textarea
            {...control}
            maxLength={5000}
            rows={8}
            placeholder="Como vocês se conheceram, o pedido, os planos..."
          />
        )}
      </FormField>
      <PhotoIdsField control={form.control} label="Fotos do casal" max={12} />
    </ContentForm>
  );
}
