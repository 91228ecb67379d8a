// Content editors made of text: "Nova seção" (texto), the intro lines of Lista de Presentes,
// Recados and Confirme sua Presença (with the RSVP deadline), and the photo gallery.
import { useState } from 'react';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, readContent, useSaveContent } from './content-form.tsx';
import { PhotoGridField } from './photo-grid-field.tsx';

export function TextEditor({ section }: { section: EditorSection }) {
  const [text, setText] = useState(readContent('texto', section.content).text);
  const { pending, error, save } = useSaveContent(section);
  return (
    <ContentForm pending={pending} error={error} onSubmit={() => save({ text })}>
      <div>
        <Label htmlFor="secao-texto">Texto</Label>
        <Textarea
          id="secao-texto"
          value={text}
          maxLength={10_000}
          rows={10}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="secao-texto-dica"
        />
        <p id="secao-texto-dica" className="mt-1.5 text-xs text-muted">
          Deixem uma linha em branco para separar os parágrafos.
        </p>
      </div>
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
  const initial = readContent('confirme-sua-presenca', { deadline: '', ...section.content });
  const [text, setText] = useState(initial.text);
  const [deadline, setDeadline] = useState(initial.deadline);
  const { pending, error, save } = useSaveContent(section);
  return (
    <ContentForm pending={pending} error={error} onSubmit={() => save(rsvp ? { text, deadline } : { text })}>
      <div>
        <Label htmlFor="secao-introducao">Texto de introdução</Label>
        <Textarea
          id="secao-introducao"
          value={text}
          maxLength={1000}
          onChange={(e) => setText(e.target.value)}
          aria-describedby="secao-introducao-dica"
        />
        <p id="secao-introducao-dica" className="mt-1.5 text-xs text-muted">
          {introHints[section.kind]} Até 1.000 caracteres.
        </p>
      </div>
      {rsvp && (
        <div>
          <Label htmlFor="secao-prazo">Confirmar presença até</Label>
          <Input
            id="secao-prazo"
            type="date"
            value={deadline}
            onChange={(e) => setDeadline(e.target.value)}
            className="sm:max-w-xs"
            aria-describedby="secao-prazo-dica"
          />
          <p id="secao-prazo-dica" className="mt-1.5 text-xs text-muted">
            Opcional. O prazo aparece para os convidados junto do formulário.
          </p>
        </div>
      )}
    </ContentForm>
  );
}

export function GalleryEditor({ section }: { section: EditorSection }) {
  const [photoIds, setPhotoIds] = useState(readContent('galeria', section.content).photoIds);
  const { pending, error, save } = useSaveContent(section);
  return (
    <ContentForm pending={pending} error={error} onSubmit={() => save({ photoIds })}>
      <PhotoGridField label="Fotos da galeria" ids={photoIds} onChange={setPhotoIds} />
    </ContentForm>
  );
}
