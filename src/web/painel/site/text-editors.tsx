// Content editors made of text: "Nova seção" (texto), the intro lines of Lista de Presentes,
// Recados and Confirme sua Presença (with the RSVP deadline), and the photo gallery.
import type { EditorSection } from '../../../shared/site-editor.ts';
import { FormField } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, useContentForm } from './content-form.tsx';
import { ParagraphsField } from './paragraphs-field.tsx';
import { PhotoIdsField } from './photo-grid-field.tsx';

export function TextEditor({ section }: { section: EditorSection }) {
  const form = useContentForm('texto', section);
  return (
    <ContentForm section={section} form={form}>
      <ParagraphsField form={form} name="text" id="secao-texto" label="Texto" maxLength={10_000} rows={10} />
    </ContentForm>
  );
}

const introHints: Partial<Record<EditorSection['kind'], string>> = {
  'lista-de-presentes': 'Uma mensagem sobre a lista, acima dos presentes.',
  'confirme-sua-presenca': 'Uma mensagem acima do formulário de confirmação.',
  recados: 'Um convite para os convidados deixarem um recado.',
};

export function IntroTextEditor({ section }: { section: EditorSection }) {
  const rsvp = section.kind === 'confirme-sua-presenca';
  // The three kinds share the text; only Confirme sua Presença stores the deadline.
  const form = useContentForm('confirme-sua-presenca', section);
  return (
    <ContentForm
      section={section}
      form={form}
      toContent={({ text, deadline }) => (rsvp ? { text, deadline } : { text })}
    >
      <FormField
        form={form}
        name="text"
        id="secao-introducao"
        label="Texto de introdução"
        hint={`${introHints[section.kind]} Até 1.000 caracteres.`}
      >
        {(control) => <Textarea {...control} maxLength={1000} />}
      </FormField>
      {rsvp && (
        <FormField
          form={form}
          name="deadline"
          id="secao-prazo"
          label="Confirmar presença até"
          hint="Opcional. O prazo aparece para os convidados junto do formulário."
        >
          {(control) => <Input {...control} type="date" className="sm:max-w-xs" />}
        </FormField>
      )}
    </ContentForm>
  );
}

export function GalleryEditor({ section }: { section: EditorSection }) {
  const form = useContentForm('galeria', section);
  return (
    <ContentForm section={section} form={form}>
      <PhotoIdsField control={form.control} label="Fotos da galeria" />
    </ContentForm>
  );
}
