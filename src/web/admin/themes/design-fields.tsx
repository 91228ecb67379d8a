// The three tabs of "Configurações de Design" (SPEC 2.8 and 3): colours; graphic elements (the drawn
// ornament, the page background image and one image per default section); typography (the spec's
// nine fonts, sizes and line height).
import type { ThemeDesign } from '../../../shared/theme-design.ts';
import { heroLayouts, ornaments } from '../../../shared/theme-design.ts';
import { heroLayoutLabels, ornamentLabels } from '../../../shared/theme-studio.ts';
import { ColorField, themeColorFields } from '../../components/color-field.tsx';
import { FontField } from '../../components/font-field.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { LabelledSelect } from '../../components/ui/labelled-fields.tsx';
import { optionsOf } from '../../components/ui/select.tsx';
import { SwitchField } from '../../components/ui/switch.tsx';
import { bindKey } from '../../lib/bind-key.ts';
import { ImageField } from './image-field.tsx';

type Change = (design: ThemeDesign) => void;

export function ColorsPanel({ design, onChange }: { design: ThemeDesign; onChange: Change }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {themeColorFields.map((f) => (
        <ColorField
          key={f.key}
          id={`tema-cor-${f.key}`}
          label={f.label}
          value={design.colors[f.key]}
          onChange={(value) => onChange({ ...design, colors: { ...design.colors, [f.key]: value } })}
        />
      ))}
    </div>
  );
}

export function GraphicsPanel({ design, onChange }: { design: ThemeDesign; onChange: Change }) {
  const field = bindKey(design, onChange);
  const bg = design.background;
  const setBackground = (patch: Partial<ThemeDesign['background']>) =>
    onChange({ ...design, background: { ...bg, ...patch, fallbackColor: design.colors.background } });
  return (
    <div className="space-y-6">
      <LabelledSelect
        id="tema-ornamento"
        label="Ornamento padrão"
        {...field('ornament')}
        options={optionsOf(ornamentLabels, ornaments)}
        hint="Desenhado junto aos títulos das seções que não têm um elemento gráfico próprio."
      />
      <LabelledSelect
        id="tema-capa"
        label="Layout da capa"
        {...field('heroLayout')}
        options={optionsOf(heroLayoutLabels, heroLayouts)}
        hint="Como os nomes do casal aparecem na capa do site: centralizados, à esquerda, numa moldura ou sob um arco."
      />
      <div className="space-y-3 rounded-2xl bg-cream/60 p-4 ring-1 ring-ink/5">
        <SwitchField
          label="Usar imagem de fundo"
          hint="Sem imagem, o fundo da página é a cor “Fundo” da aba Cores."
          checked={bg.useImage}
          onCheckedChange={(useImage) => setBackground({ useImage })}
        />
        <ImageField
          label="Imagem de fundo"
          purpose="theme-background"
          value={bg.imageUrl}
          onChange={(imageUrl) => setBackground({ imageUrl, useImage: imageUrl ? true : bg.useImage })}
          previewClass="h-24 w-36 object-cover"
        />
      </div>
      <fieldset>
        <legend className="font-medium text-ink">Elemento gráfico de cada seção</legend>
        <p className="mt-1 text-xs text-muted">
          Recomendado: 180x180px (PNG, JPG ou WebP até 2MB). Sem imagem, a seção usa o ornamento padrão.
        </p>
        <div className="mt-4 grid gap-4">
          {design.sectionGraphics.map((g) => (
            <ImageField
              key={g.id}
              label={`Elemento gráfico: ${g.name}`}
              hint="180x180px recomendado"
              purpose="theme-graphic"
              value={g.imageUrl}
              onChange={(imageUrl) =>
                onChange({
                  ...design,
                  sectionGraphics: design.sectionGraphics.map((x) =>
                    x.id === g.id ? { ...x, imageUrl } : x,
                  ),
                })
              }
            />
          ))}
        </div>
      </fieldset>
    </div>
  );
}

const sizes: {
  key: 'headingSize' | 'bodySize' | 'sectionTitleSize' | 'lineHeight';
  label: string;
  min: number;
  max: number;
  step: number;
}[] = [
  { key: 'headingSize', label: 'Tamanho dos títulos (px)', min: 12, max: 96, step: 1 },
  { key: 'bodySize', label: 'Tamanho do texto (px)', min: 10, max: 32, step: 1 },
  { key: 'lineHeight', label: 'Altura da linha', min: 1, max: 3, step: 0.1 },
  { key: 'sectionTitleSize', label: 'Tamanho dos títulos das seções (px)', min: 12, max: 72, step: 1 },
];

export function TypographyPanel({ design, onChange }: { design: ThemeDesign; onChange: Change }) {
  const t = design.typography;
  const field = bindKey(t, (typography) => onChange({ ...design, typography }));
  return (
    <div className="space-y-5">
      <FontField
        id="tema-fonte-titulos"
        label="Fonte dos títulos"
        {...field('headingFont')}
        sample="Ana & Rui"
      />
      <FontField
        id="tema-fonte-textos"
        label="Fonte dos textos"
        {...field('bodyFont')}
        sample="Contamos com a presença de vocês!"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {sizes.map((s) => {
          const value = t[s.key];
          const invalid = !(value >= s.min && value <= s.max);
          return (
            <div key={s.key}>
              <Label htmlFor={`tema-${s.key}`}>{s.label}</Label>
              <Input
                id={`tema-${s.key}`}
                type="number"
                inputMode="decimal"
                min={s.min}
                max={s.max}
                step={s.step}
                value={Number.isNaN(value) ? '' : value}
                invalid={invalid}
                aria-describedby={`tema-${s.key}-faixa`}
                onChange={(e) =>
                  field(s.key).onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))
                }
              />
              <p
                id={`tema-${s.key}-faixa`}
                className={`mt-1 text-xs ${invalid ? 'font-medium text-danger' : 'text-muted'}`}
              >
                De {String(s.min).replace('.', ',')} a {String(s.max).replace('.', ',')}
              </p>
            </div>
          );
        })}
      </div>
    </div>
  );
}
