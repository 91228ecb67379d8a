// The builder's right panel (SPEC 2.8): "Conteúdo" with "Adicionar Conteúdo" (a grid of block types)
// and the section's blocks, each with move up, move down and delete; "Estilo" with the section's
// background (theme default, a colour, an image) and graphic element (default, uploaded, none).
import {
  GalleryHorizontal,
  Heading,
  Image,
  Images,
  List,
  type LucideIcon,
  MapPin,
  Quote,
  Text,
  Trash2,
  Video,
} from 'lucide-react';
import { useEffect, useRef } from 'react';
import { type BlockType, blockLabels, blockTypes, type SectionStyle } from '../../../shared/theme-blocks.ts';
import { ColorField } from '../../components/color-field.tsx';
import { MoveButtons } from '../../components/move-buttons.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { bindKey } from '../../lib/bind-key.ts';
import { BlockFields } from './block-fields.tsx';
import { ImageField } from './image-field.tsx';
import type { BuilderSection, useBuilder } from './use-builder.ts';

const blockIcons: Record<BlockType, LucideIcon> = {
  title: Heading,
  text: Text,
  'image-slider': GalleryHorizontal,
  video: Video,
  map: MapPin,
  'photo-gallery': Images,
  'single-image': Image,
  quote: Quote,
  list: List,
};

type Actions = ReturnType<typeof useBuilder>['actions'];

export function ContentPanel({
  section,
  sectionName,
  actions,
  focusBlock,
  onAdded,
}: {
  section: BuilderSection;
  sectionName: string;
  actions: Actions;
  /** A block just added: its card takes the focus. */
  focusBlock: string | null;
  onAdded: (blockId: string) => void;
}) {
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    if (focusBlock) list.current?.querySelector<HTMLElement>(`[data-block-id="${focusBlock}"]`)?.focus();
  }, [focusBlock]);
  const count = section.blocks.length;
  return (
    <div className="space-y-5">
      <section aria-labelledby="adicionar-conteudo">
        <h3 id="adicionar-conteudo" className="text-sm font-semibold text-ink">
          Adicionar Conteúdo
        </h3>
        <div className="mt-2 grid grid-cols-3 gap-2">
          {blockTypes.map((type) => {
            const Icon = blockIcons[type];
            return (
              <button
                key={type}
                type="button"
                onClick={() => onAdded(actions.add(section.id, type))}
                className="flex min-h-16 flex-col items-center justify-center gap-1 rounded-xl border border-ink/10 bg-white px-1 py-2 text-center text-xs font-medium text-ink transition-colors hover:border-brand hover:bg-brand-soft"
              >
                <Icon className="size-4 text-brand-dark" aria-hidden="true" />
                {blockLabels[type]}
              </button>
            );
          })}
        </div>
      </section>
      {count === 0 ? (
        <p className="rounded-2xl bg-cream p-4 text-center text-sm text-muted">
          {sectionName} ainda não tem conteúdo do tema. Escolham um bloco acima.
        </p>
      ) : (
        <ol ref={list} aria-label={`Blocos de ${sectionName}`} className="space-y-3">
          {section.blocks.map((block, i) => {
            const label = `${blockLabels[block.type]} ${i + 1}`;
            return (
              <li
                key={block.id}
                data-block-id={block.id}
                tabIndex={-1}
                aria-label={label}
                className="rounded-2xl bg-white p-3 ring-1 ring-ink/10 outline-none focus-visible:ring-2 focus-visible:ring-brand-dark"
              >
                <div className="mb-3 flex items-center justify-between gap-2 border-b border-ink/5 pb-2">
                  <p className="text-sm font-semibold text-ink">{label}</p>
                  <div className="flex items-center">
                    <MoveButtons
                      name={label}
                      index={i}
                      count={count}
                      onMove={(delta) => actions.move(section.id, block.id, delta)}
                    />
                    <IconButton
                      icon={Trash2}
                      label={`Excluir ${label}`}
                      className="grid size-9 place-items-center rounded-full text-danger transition-colors hover:bg-danger-soft"
                      onClick={() => actions.remove(section.id, block.id)}
                    />
                  </div>
                </div>
                <BlockFields block={block} onChange={(b) => actions.update(section.id, b)} />
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

const backgroundLabels: Record<SectionStyle['background'], string> = {
  theme: 'Padrão do tema',
  color: 'Cor específica',
  image: 'Imagem específica',
};
const graphicLabels: Record<SectionStyle['graphic'], string> = {
  theme: 'Padrão do tema',
  image: 'Enviar imagem específica',
  none: 'Nenhum',
};

export function StylePanel({
  section,
  actions,
  fallbackColor,
}: {
  section: BuilderSection;
  actions: Actions;
  /** The colour a section starts from when "Cor específica" is chosen. */
  fallbackColor: string;
}) {
  const style = section.style;
  const set = (patch: Partial<SectionStyle>) => actions.setStyle(section.id, { ...style, ...patch });
  const field = bindKey(style, (next) => actions.setStyle(section.id, next));
  return (
    <div className="space-y-5">
      <div className="space-y-3">
        <LabelledSelect
          id="estilo-fundo"
          label="Fundo da seção"
          value={style.background}
          onChange={(background) =>
            set({ background, backgroundColor: style.backgroundColor ?? fallbackColor })
          }
          options={optionsOf(backgroundLabels)}
        />
        {style.background === 'color' && (
          <ColorField
            id="estilo-fundo-cor"
            label="Cor de fundo da seção"
            value={style.backgroundColor ?? fallbackColor}
            onChange={(backgroundColor) => set({ backgroundColor })}
          />
        )}
        {style.background === 'image' && (
          <ImageField
            label="Imagem de fundo da seção"
            purpose="theme-background"
            {...field('backgroundImageUrl')}
          />
        )}
      </div>
      <div className="space-y-3">
        <LabelledSelect
          id="estilo-grafico"
          label="Elemento gráfico"
          {...field('graphic')}
          options={optionsOf(graphicLabels)}
        />
        {style.graphic === 'image' && (
          <ImageField label="Elemento gráfico da seção" purpose="theme-graphic" {...field('graphicUrl')} />
        )}
      </div>
    </div>
  );
}
