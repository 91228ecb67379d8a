// Step 2, "Informações Básicas" (SPEC 2.8): name (required), description, tag chips, thumbnail (PNG or
// JPG up to 2 MB) and status, saved on "Salvar" and "Avançar"; a side card with the theme's facts and
// the live count of sites using it, and its miniature.
import { Check, LoaderCircle } from 'lucide-react';
import { useId, useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { themeMessages as m, themePatchSchema, themeTags } from '../../../shared/theme-studio.ts';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Form, FormField, LEAVING, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { SelectField } from '../../components/ui/select-field.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { formatDate, formatMoment } from '../lib/admin-format.ts';
import { ImageField } from './image-field.tsx';
import { themePath } from './theme-paths.ts';
import { statusOptions, ThemeStatusBadge } from './theme-status-badge.tsx';
import { themeErrorText } from './theme-toasts.ts';
import { patchTheme } from './themes-api.ts';
import { useLoadedTheme, useThemeCache, useThemeQuery } from './use-themes.ts';
import { AdvanceLabel } from './wizard-buttons.tsx';
import { useWizardState, WizardFrame } from './wizard-frame.tsx';

type ThemeTag = (typeof themeTags)[number];

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';

function FactsCard({ thumbnailUrl }: { thumbnailUrl: string | null }) {
  const theme = useLoadedTheme();
  // The count of sites is live: asked again every half minute while the page is open.
  const live = useThemeQuery(theme.id, 30_000).data ?? theme;
  const facts = [
    { label: 'Status', value: <ThemeStatusBadge status={live.status} /> },
    { label: 'Versão', value: live.version },
    { label: 'Criado em', value: formatDate(live.createdAt) },
    { label: 'Última modificação', value: formatMoment(live.updatedAt) },
    { label: 'Sites usando o tema', value: <strong className="text-ink">{live.sitesUsing}</strong> },
  ];
  return (
    <aside aria-label="Sobre o tema" className="space-y-4">
      <section className={cardClass}>
        <h2 className="font-serif text-lg font-bold text-ink">Informações do tema</h2>
        <dl className="mt-4 divide-y divide-ink/5 text-sm">
          {facts.map((f) => (
            <div key={f.label} className="flex items-center justify-between gap-3 py-2.5">
              <dt className="text-muted">{f.label}</dt>
              <dd className="text-right text-ink">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section className={cardClass}>
        <h2 className="font-serif text-lg font-bold text-ink">Prévia</h2>
        <div className="theme-miniature mt-4 overflow-hidden rounded-2xl ring-1 ring-ink/10">
          {thumbnailUrl ? (
            <img src={thumbnailUrl} alt="Thumbnail do tema" className="aspect-[4/3] w-full object-cover" />
          ) : (
            <ThemeThumbnail design={theme.design} names="Ana & Rui" />
          )}
        </div>
      </section>
    </aside>
  );
}

/** The theme's shared patch rules for the fields of this step, every one of them sent. */
const basicInfoForm = themePatchSchema
  .pick({ name: true, description: true, tags: true, thumbnailUrl: true, status: true })
  .required();

export function BasicInfoStep() {
  const theme = useLoadedTheme();
  const cache = useThemeCache();
  const navigate = useNavigate();
  const state = useWizardState();
  const ids = useId();
  const form = useZodForm(basicInfoForm, {
    defaultValues: {
      name: theme.name,
      description: theme.description,
      tags: theme.tags as ThemeTag[],
      thumbnailUrl: theme.thumbnailUrl,
      status: theme.status,
    },
  });
  // "Salvar" stays on the step, "Avançar" goes on to the design once saved.
  const next = useRef<string | null>(null);
  const pending = form.formState.isSubmitting;
  const tags = form.watch('tags');
  const thumbnailUrl = form.watch('thumbnailUrl');

  const toggle = (tag: ThemeTag) =>
    form.setValue('tags', tags.includes(tag) ? tags.filter((x) => x !== tag) : [...tags, tag]);

  return (
    <WizardFrame
      step={2}
      actions={
        <>
          <Button
            type="submit"
            form={`${ids}-form`}
            variant="outline"
            disabled={pending}
            onClick={() => {
              next.current = null;
            }}
          >
            Salvar
          </Button>
          <Button
            type="submit"
            form={`${ids}-form`}
            disabled={pending}
            aria-busy={pending || undefined}
            onClick={() => {
              next.current = themePath(theme.id, 'configuracoes-design');
            }}
          >
            {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
            <AdvanceLabel />
          </Button>
        </>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Form
          form={form}
          id={`${ids}-form`}
          className={`${cardClass} space-y-5`}
          fieldsetClassName="space-y-5"
          failureTitle={m.errorTitle}
          describeError={(err) => themeErrorText(m.updateTheme, err)}
          onSubmit={async (values) => {
            const saved = await patchTheme(theme.id, values);
            cache.setTheme(saved);
            toast.success(m.saved);
            if (!next.current) return;
            navigate(next.current, { state });
            return LEAVING;
          }}
        >
          <FormField form={form} name="name" label="Nome do Tema *" id={`${ids}-nome`}>
            {(control) => <Input {...control} maxLength={80} required />}
          </FormField>
          <FormField form={form} name="description" label="Descrição" id={`${ids}-descricao`}>
            {(control) => <Textarea {...control} maxLength={500} />}
          </FormField>
          <fieldset>
            <legend className="mb-1.5 text-sm font-medium text-ink">Tags</legend>
            <div className="flex flex-wrap gap-2">
              {themeTags.map((tag) => {
                const on = tags.includes(tag);
                return (
                  <button
                    key={tag}
                    type="button"
                    aria-pressed={on}
                    onClick={() => toggle(tag)}
                    className={`inline-flex h-9 items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium transition-colors ${on ? 'border-brand-dark bg-brand-soft text-brand-dark' : 'border-ink/15 bg-white text-ink hover:bg-cream'}`}
                  >
                    {on && <Check className="size-3.5" aria-hidden="true" />}
                    {tag}
                  </button>
                );
              })}
            </div>
          </fieldset>
          <ImageField
            label="Thumbnail"
            purpose="theme-thumbnail"
            value={thumbnailUrl}
            onChange={(url) => form.setValue('thumbnailUrl', url)}
          />
          <SelectField
            form={form}
            name="status"
            label="Status"
            id={`${ids}-status`}
            options={statusOptions}
          />
        </Form>
        <FactsCard thumbnailUrl={thumbnailUrl} />
      </div>
    </WizardFrame>
  );
}
