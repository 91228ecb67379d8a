// O Casal: the couple's story and up to twelve photos.
import { useState } from 'react';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { Label } from '../../components/ui/label.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ContentForm, readContent, useSaveContent } from './content-form.tsx';
import { PhotoGridField } from './photo-grid-field.tsx';

export function CoupleEditor({ section }: { section: EditorSection }) {
  const initial = readContent('o-casal', section.content);
  const [story, setStory] = useState(initial.story);
  const [photoIds, setPhotoIds] = useState(initial.photoIds);
  const { pending, error, save } = useSaveContent(section);
  return (
    <ContentForm pending={pending} error={error} onSubmit={() => save({ story, photoIds })}>
      <div>
        <Label htmlFor="casal-historia">Nossa história</Label>
        <Textarea
          id="casal-historia"
          value={story}
          maxLength={5000}
          rows={8}
          onChange={(e) => setStory(e.target.value)}
          placeholder="Como vocês se conheceram, o pedido, os planos..."
          aria-describedby="casal-historia-dica"
        />
        <p id="casal-historia-dica" className="mt-1.5 text-xs text-muted">
          Deixem uma linha em branco para separar os parágrafos. Até 5.000 caracteres.
        </p>
      </div>
      <PhotoGridField label="Fotos do casal" ids={photoIds} onChange={setPhotoIds} max={12} />
    </ContentForm>
  );
}
