// The fields of each builder block (SPEC 3): title and text with alignment, image carousel and photo
// gallery, video, map, single image, quote and list.
import { ImagePlus, LoaderCircle, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  alignmentLabels,
  type BlockContent,
  imageSizeLabels,
  type ThemeBlock,
} from '../../../shared/theme-blocks.ts';
import { FileButton } from '../../components/ui/file-button.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { optionsOf, type SelectOption } from '../../components/ui/select.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { errorMessage } from '../../lib/use-form-action.ts';
import { assetAccept, uploadAsset } from '../lib/upload-asset.ts';
import { ImageField } from './image-field.tsx';

type Images = { src: string; alt: string }[];

const videoPlatforms: SelectOption<BlockContent<'video'>['platform']>[] = [
  ['youtube', 'YouTube'],
  ['vimeo', 'Vimeo'],
];
const listTypes: SelectOption<BlockContent<'list'>['type']>[] = [
  ['bullet', 'Com marcadores'],
  ['numbered', 'Numerada'],
];

function ImagesField({
  id,
  images,
  onChange,
}: {
  id: string;
  images: Images;
  onChange: (images: Images) => void;
}) {
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function add(files: File[]) {
    setError(null);
    setSending(true);
    const added: Images = [];
    try {
      for (const file of files)
        added.push({ src: (await uploadAsset('theme-block-image', file)).url, alt: '' });
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
      if (added.length) onChange([...images, ...added]);
    }
  }
  return (
    <div className="space-y-3">
      {images.length > 0 && (
        <ul className="space-y-2">
          {images.map((img, i) => (
            <li key={`${img.src}-${i}`} className="flex items-center gap-2">
              <img
                src={img.src}
                alt=""
                className="size-12 shrink-0 rounded-lg object-cover ring-1 ring-ink/10"
              />
              <Input
                aria-label={`Descrição da imagem ${i + 1}`}
                placeholder="Descrição da imagem"
                value={img.alt}
                maxLength={200}
                className="h-10"
                onChange={(e) =>
                  onChange(images.map((x, j) => (j === i ? { ...x, alt: e.target.value } : x)))
                }
              />
              <IconButton
                icon={Trash2}
                label={`Remover imagem ${i + 1}`}
                onClick={() => onChange(images.filter((_, j) => j !== i))}
                className="grid size-9 shrink-0 place-items-center rounded-full text-danger hover:bg-danger-soft"
              />
            </li>
          ))}
        </ul>
      )}
      <FileButton
        accept={assetAccept('theme-block-image')}
        multiple
        disabled={sending}
        onFiles={(f) => void add(f)}
        describedBy={`${id}-regra`}
      >
        {sending ? (
          <LoaderCircle className="size-4 animate-spin" aria-hidden="true" />
        ) : (
          <ImagePlus className="size-4" aria-hidden="true" />
        )}
        {sending ? 'Enviando...' : 'Adicionar imagens'}
      </FileButton>
      <p id={`${id}-regra`} className="text-xs text-muted">
        PNG, JPG ou WebP até 10MB cada.
      </p>
      {error && (
        <p role="alert" className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </div>
  );
}

export function BlockFields({
  block,
  onChange,
}: {
  block: ThemeBlock;
  onChange: (block: ThemeBlock) => void;
}) {
  const id = `bloco-${block.id}`;
  const set = <T extends ThemeBlock>(b: T, patch: Partial<T['content']>) =>
    onChange({ ...b, content: { ...b.content, ...patch } } as ThemeBlock);
  switch (block.type) {
    case 'title':
    case 'text': {
      const long = block.type === 'text';
      return (
        <div className="space-y-3">
          <div>
            <Label htmlFor={`${id}-texto`}>{long ? 'Texto' : 'Texto do título'}</Label>
            {long ? (
              <Textarea
                id={`${id}-texto`}
                value={block.content.text}
                maxLength={5000}
                onChange={(e) => set(block, { text: e.target.value })}
              />
            ) : (
              <Input
                id={`${id}-texto`}
                value={block.content.text}
                maxLength={200}
                onChange={(e) => set(block, { text: e.target.value })}
              />
            )}
          </div>
          <LabelledSelect
            id={`${id}-alinhamento`}
            label="Alinhamento"
            value={block.content.alignment}
            onChange={(alignment) => set(block, { alignment })}
            options={optionsOf(alignmentLabels)}
          />
        </div>
      );
    }
    case 'image-slider':
    case 'photo-gallery':
      return (
        <ImagesField id={id} images={block.content.images} onChange={(images) => set(block, { images })} />
      );
    case 'video':
      return (
        <div className="space-y-3">
          <div>
            <Label htmlFor={`${id}-link`}>Link do vídeo</Label>
            <Input
              id={`${id}-link`}
              type="url"
              inputMode="url"
              placeholder="https://www.youtube.com/watch?v=..."
              value={block.content.url}
              onChange={(e) => set(block, { url: e.target.value })}
            />
          </div>
          <LabelledSelect
            id={`${id}-plataforma`}
            label="Plataforma"
            value={block.content.platform}
            onChange={(platform) => set(block, { platform })}
            options={videoPlatforms}
          />
        </div>
      );
    case 'map':
      return (
        <div className="space-y-3">
          <div>
            <Label htmlFor={`${id}-endereco`}>Endereço</Label>
            <Input
              id={`${id}-endereco`}
              value={block.content.address}
              maxLength={240}
              onChange={(e) => set(block, { address: e.target.value })}
            />
          </div>
          <SwitchField
            label="Mostrar botões de rota"
            checked={block.content.showDirections}
            onCheckedChange={(showDirections) => set(block, { showDirections })}
          />
        </div>
      );
    case 'single-image':
      return (
        <div className="space-y-3">
          <ImageField
            label="Imagem"
            purpose="theme-block-image"
            value={block.content.src}
            onChange={(src) => set(block, { src })}
          />
          <div>
            <Label htmlFor={`${id}-alt`}>Descrição da imagem</Label>
            <Input
              id={`${id}-alt`}
              value={block.content.alt}
              maxLength={200}
              onChange={(e) => set(block, { alt: e.target.value })}
            />
          </div>
          <LabelledSelect
            id={`${id}-tamanho`}
            label="Tamanho"
            value={block.content.size}
            onChange={(size) => set(block, { size })}
            options={optionsOf(imageSizeLabels)}
          />
        </div>
      );
    case 'quote':
      return (
        <div className="space-y-3">
          <div>
            <Label htmlFor={`${id}-citacao`}>Citação</Label>
            <Textarea
              id={`${id}-citacao`}
              value={block.content.text}
              maxLength={1000}
              className="min-h-20"
              onChange={(e) => set(block, { text: e.target.value })}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-autor`}>Autor</Label>
            <Input
              id={`${id}-autor`}
              value={block.content.author}
              maxLength={120}
              onChange={(e) => set(block, { author: e.target.value })}
            />
          </div>
        </div>
      );
    case 'list':
      return (
        <div className="space-y-3">
          <div>
            <Label htmlFor={`${id}-itens`}>Itens (um por linha)</Label>
            <Textarea
              id={`${id}-itens`}
              value={block.content.items.join('\n')}
              onChange={(e) => set(block, { items: e.target.value.split('\n').slice(0, 50) })}
            />
          </div>
          <LabelledSelect
            id={`${id}-tipo`}
            label="Tipo de lista"
            value={block.content.type}
            onChange={(type) => set(block, { type })}
            options={listTypes}
          />
        </div>
      );
  }
}
