// The fields of the marketing content, one fieldset per part of the public pages. Texts may name a
// setting as `{taxa}`... (the list is shown once, above the fields); the page fills it in.
import { Plus, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Controller, type FieldPath, type UseFormReturn, useFieldArray } from 'react-hook-form';
import type { MarketingContent, MarketingContentInput } from '../../../shared/marketing-content.ts';
import { placeholders } from '../../../shared/marketing-content.ts';
import { itemIconButton, MoveButtons } from '../../components/move-buttons.tsx';
import { Button } from '../../components/ui/button.tsx';
import { FormField } from '../../components/ui/form.tsx';
import { IconButton } from '../../components/ui/icon-button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { ImageField } from '../themes/image-field.tsx';

export type LayoutForm = UseFormReturn<MarketingContentInput, unknown, MarketingContent>;
type Name = FieldPath<MarketingContentInput>;

function Text({ form, name, label, long }: { form: LayoutForm; name: Name; label: string; long?: boolean }) {
  return (
    <FormField form={form} name={name} label={label}>
      {(control) => (long ? <Textarea {...control} rows={3} /> : <Input {...control} />)}
    </FormField>
  );
}

function NumberField({ form, name, label }: { form: LayoutForm; name: Name; label: string }) {
  return (
    <FormField form={form} name={name} label={label}>
      {(control) => {
        const registered = form.register(name, { valueAsNumber: true });
        return <Input {...control} {...registered} type="number" min={0} inputMode="numeric" />;
      }}
    </FormField>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 space-y-4 rounded-2xl border border-ink/10 bg-white p-4 sm:p-6">
      <legend className="px-1 font-serif text-xl font-bold text-ink">{title}</legend>
      {children}
    </fieldset>
  );
}

export function PlaceholderHint() {
  return (
    <p className="rounded-2xl bg-teal-soft/60 p-4 text-sm break-words text-ink/80">
      Campos automáticos, preenchidos com as configurações:{' '}
      {Object.keys(placeholders).map((name, i) => (
        <span key={name}>
          {i > 0 && ', '}
          <code className="rounded bg-white px-1">{`{${name}}`}</code>
        </span>
      ))}
      .
    </p>
  );
}

function FaqItems({ form }: { form: LayoutForm }) {
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: 'faq.items' });
  return (
    <ol className="space-y-4">
      {fields.map((field, i) => (
        <li key={field.id} className="space-y-3 rounded-xl bg-cream p-3 sm:p-4">
          <div className="flex items-center justify-between gap-2">
            <p className="text-sm font-semibold text-ink">Pergunta {i + 1}</p>
            <div className="flex gap-1">
              <MoveButtons
                name={`a pergunta ${i + 1}`}
                index={i}
                count={fields.length}
                onMove={(delta) => move(i, i + delta)}
              />
              <IconButton
                icon={Trash2}
                label={`Remover a pergunta ${i + 1}`}
                className={itemIconButton}
                disabled={fields.length === 1}
                onClick={() => remove(i)}
              />
            </div>
          </div>
          <Text form={form} name={`faq.items.${i}.question`} label="Pergunta" />
          <Text form={form} name={`faq.items.${i}.answer`} label="Resposta" long />
        </li>
      ))}
      {fields.length < 15 && (
        <li>
          <Button type="button" variant="outline" onClick={() => append({ question: '', answer: '' })}>
            <Plus className="size-4" aria-hidden="true" />
            Adicionar pergunta
          </Button>
        </li>
      )}
    </ol>
  );
}

export function LayoutFields({ form }: { form: LayoutForm }) {
  return (
    <div className="space-y-6">
      <Part title="Início">
        <Text form={form} name="hero.eyebrow" label="Chamada" />
        <Text form={form} name="hero.title" label="Título principal" long />
        <Text form={form} name="hero.lead" label="Texto de apoio" long />
        <div className="grid gap-4 sm:grid-cols-2">
          <Text form={form} name="hero.cta" label="Botão principal" />
          <Text form={form} name="hero.secondary" label="Botão secundário" />
        </div>
        {[0, 1, 2].map((i) => (
          <Text key={i} form={form} name={`hero.highlights.${i}`} label={`Destaque ${i + 1}`} />
        ))}
        <Controller
          control={form.control}
          name="hero.imageUrl"
          render={({ field }) => (
            <ImageField
              label="Imagem do início"
              purpose="layout-hero"
              hint="Sem imagem, o início mostra o site do casal de exemplo. PNG, JPG ou WebP até 5MB."
              value={field.value || null}
              onChange={(url) => field.onChange(url ?? '')}
            />
          )}
        />
        <Text form={form} name="hero.imageAlt" label="Descrição da imagem (para leitores de tela)" />
      </Part>

      <Part title="Recursos">
        <Text form={form} name="features.eyebrow" label="Chamada" />
        <Text form={form} name="features.title" label="Título" />
        <Text form={form} name="features.lead" label="Texto de apoio" long />
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} className="grid gap-3 sm:grid-cols-[1fr_2fr]">
            <Text form={form} name={`features.cards.${i}.title`} label={`Recurso ${i + 1}: título`} />
            <Text form={form} name={`features.cards.${i}.text`} label={`Recurso ${i + 1}: texto`} />
          </div>
        ))}
      </Part>

      <Part title="Lista de presentes">
        <Text form={form} name="giftList.eyebrow" label="Chamada" />
        <Text form={form} name="giftList.title" label="Título" />
        {Array.from({ length: form.getValues('giftList.points').length }, (_, i) => (
          <Text key={i} form={form} name={`giftList.points.${i}`} label={`Item ${i + 1}`} long />
        ))}
      </Part>

      <Part title="Depoimentos">
        <Text form={form} name="testimonials.eyebrow" label="Chamada" />
        <Text form={form} name="testimonials.title" label="Título" />
        {[0, 1, 2].map((i) => (
          <div key={i} className="space-y-3 rounded-xl bg-cream p-3 sm:p-4">
            <div className="grid gap-3 sm:grid-cols-3">
              <Text
                form={form}
                name={`testimonials.items.${i}.names.0`}
                label={`Depoimento ${i + 1}: nome 1`}
              />
              <Text
                form={form}
                name={`testimonials.items.${i}.names.1`}
                label={`Depoimento ${i + 1}: nome 2`}
              />
              <Text form={form} name={`testimonials.items.${i}.when`} label={`Depoimento ${i + 1}: quando`} />
            </div>
            <Text
              form={form}
              name={`testimonials.items.${i}.quote`}
              label={`Depoimento ${i + 1}: texto`}
              long
            />
          </div>
        ))}
      </Part>

      <Part title="Casal de exemplo">
        <div className="grid gap-4 sm:grid-cols-2">
          <Text form={form} name="sampleCouple.names" label="Nomes" />
          <Text form={form} name="sampleCouple.monogram" label="Monograma" />
          <Text form={form} name="sampleCouple.date" label="Data" />
          <Text form={form} name="sampleCouple.place" label="Local" />
          <NumberField form={form} name="sampleCouple.confirmed" label="Confirmados" />
          <NumberField form={form} name="sampleCouple.messages" label="Recados" />
        </div>
      </Part>

      <Part title="Perguntas frequentes">
        <Text form={form} name="faq.eyebrow" label="Chamada" />
        <Text form={form} name="faq.title" label="Título" />
        <FaqItems form={form} />
      </Part>

      <Part title="Fechamento e rodapé">
        <Text form={form} name="closing.title" label="Título do fechamento" />
        <Text form={form} name="closing.lead" label="Texto do fechamento" long />
        <Text form={form} name="closing.cta" label="Botão do fechamento" />
        <Text form={form} name="footer.tagline" label="Frase do rodapé" long />
      </Part>

      <Part title="Páginas">
        {(
          [
            ['weddingSite', 'Site de casamento'],
            ['weddingList', 'Lista de casamento'],
            ['pricing', 'Preços e serviços'],
            ['about', 'Quem somos'],
          ] as const
        ).map(([key, label]) => (
          <div key={key} className="space-y-3">
            <Text form={form} name={`pages.${key}.title`} label={`${label}: título`} />
            <Text form={form} name={`pages.${key}.lead`} label={`${label}: texto de apoio`} long />
          </div>
        ))}
      </Part>
    </div>
  );
}
