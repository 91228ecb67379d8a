// O Casal: the couple's story and up to twelve photos.
import type { EditorSection } from '../../../shared/site-editor.ts';
import { ContentForm, useContentForm } from './content-form.tsx';
import { ParagraphsField } from './paragraphs-field.tsx';
import { PhotoIdsField } from './photo-grid-field.tsx';

export function CoupleEditor({ section }: { section: EditorSection }) {
  const form = useContentForm('o-casal', section);
  return (
    <ContentForm section={section} form={form}>
      <ParagraphsField
        form={form}
        name="story"
        id="casal-historia"
        label="Nossa história"
        limit="Até 5.000 caracteres."
        maxLength={5000}
        rows={8}
        placeholder="Como vocês se conheceram, o pedido, os planos..."
      />
      <PhotoIdsField control={form.control} label="Fotos do casal" max={12} />
    </ContentForm>
  );
}
