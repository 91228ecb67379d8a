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
import { LabelledSelect, LabelledText } from '../../components/ui/labelled-fields.tsx';
import { optionsOf, type SelectOption } from '../../components/ui/select.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { bindKey } from '../../lib/bind-key.ts';
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
  /** The value and change of one key of the block's content. */
  const field = <T extends ThemeBlock, K extends keyof T['content']>(b: T, key: K) =>
    bindKey<T['content']>(b.content, (content) => onChange({ ...b, content } as ThemeBlock))(key);
  switch (block.type) {
    case 'title':
    case 'text': {
      const long = block.type === 'text';
      return (
        <div className="space-y-3">
          <LabelledText
            id={`${id}-texto`}
            label={long ? 'Texto' : 'Texto do título'}
            multiline={long}
            maxLength={long ? 5000 : 200}
            {...field(block, 'text')}
          />
          <LabelledSelect
            id={`${id}-alinhamento`}
            label="Alinhamento"
            {...field(block, 'alignment')}
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
          <LabelledText
            id={`${id}-link`}
            label="Link do vídeo"
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=..."
            {...field(block, 'url')}
          />
          <LabelledSelect
            id={`${id}-plataforma`}
            label="Plataforma"
            {...field(block, 'platform')}
            options={videoPlatforms}
          />
        </div>
      );
    case 'map':
      return (
        <div className="space-y-3">
          <LabelledText id={`${id}-endereco`} label="Endereço" maxLength={240} {...field(block, 'address')} />
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
          <ImageField label="Imagem" purpose="theme-block-image" {...field(block, 'src')} />
          <LabelledText
            id={`${id}-alt`}
            label="Descrição da imagem"
            maxLength={200}
            {...field(block, 'alt')}
          />
          <LabelledSelect
            id={`${id}-tamanho`}
            label="Tamanho"
            {...field(block, 'size')}
            options={optionsOf(imageSizeLabels)}
          />
        </div>
      );
    case 'quote':
      return (
        <div className="space-y-3">
          <LabelledText
            id={`${id}-citacao`}
            label="Citação"
            multiline
            maxLength={1000}
            className="min-h-20"
            {...field(block, 'text')}
          />
          <LabelledText id={`${id}-autor`} label="Autor" maxLength={120} {...field(block, 'author')} />
        </div>
      );
    case 'list':
      return (
        <div className="space-y-3">
          <LabelledText
            id={`${id}-itens`}
            label="Itens (um por linha)"
            multiline
            value={block.content.items.join('\n')}
            onChange={(text) => set(block, { items: text.split('\n').slice(0, 50) })}
          />
          <LabelledSelect
            id={`${id}-tipo`}
            label="Tipo de lista"
            {...field(block, 'type')}
            options={listTypes}
          />
        </div>
      );
  }
}
