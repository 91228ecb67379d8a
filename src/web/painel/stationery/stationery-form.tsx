// The editor of one item: the layout picker and the texts (the form kit, with the schema the
// server checks), beside the live preview, the downloads and "Enviar pelo WhatsApp".
import { useWatch } from 'react-hook-form';
import {
  type StationeryDesignInput,
  type StationeryItemView,
  type StationeryOverview,
  type StationeryTexts,
  stationeryDesignInput,
  stationeryItemLabels,
  stationeryLayoutLabels,
  stationeryLayouts,
  stationeryTextLabels,
  stationeryTextLimits,
} from '../../../shared/stationery.ts';
import { Form, FormAsideButton, FormField, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { useDebounced } from '../../lib/use-debounced.ts';
import { previewUrl } from './stationery-api.ts';
import { StationeryOutputs } from './stationery-outputs.tsx';
import { stationeryTexts as t } from './stationery-texts.ts';

const cardClass = 'rounded-3xl bg-white p-5 shadow-sm ring-1 ring-ink/5 sm:p-6';
const shortFields = ['heading', 'names', 'date', 'place', 'footer'] as const;

export function StationeryForm({
  weddingId,
  overview,
  view,
  onSave,
}: {
  weddingId: string;
  overview: StationeryOverview;
  view: StationeryItemView;
  onSave: (design: StationeryDesignInput) => Promise<StationeryItemView>;
}) {
  const form = useZodForm(stationeryDesignInput, {
    defaultValues: { layout: view.layout, texts: view.texts },
  });
  const watched = useWatch({ control: form.control }) as StationeryDesignInput;
  const typed = useDebounced(watched, 400);
  // The preview follows the texts while they are valid; a text past its limit shows the saved ones.
  const valid = stationeryDesignInput.safeParse(typed);
  const preview = previewUrl(
    weddingId,
    view.item,
    valid.success ? valid.data : { layout: view.layout, texts: view.texts },
  );
  const label = stationeryItemLabels[view.item];
  // Read while rendering, so react-hook-form keeps it up to date for the downloads.
  const { isDirty } = form.formState;

  async function save(design: StationeryDesignInput) {
    const saved = await onSave(design);
    form.reset({ layout: saved.layout, texts: saved.texts });
  }

  /** Before a download: the texts on screen are what gets drawn, so unsaved ones are saved. */
  async function saveIfChanged(): Promise<boolean> {
    if (!isDirty) return true;
    if (!(await form.trigger())) return false;
    await save(stationeryDesignInput.parse(form.getValues()));
    return true;
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,400px)]">
      <Form
        form={form}
        onSubmit={save}
        className="space-y-6"
        footer={
          <div className="flex flex-wrap gap-3">
            <FormSubmit pendingLabel={t.saving}>{t.save}</FormSubmit>
            <FormAsideButton
              variant="outline"
              action={async () =>
                form.setValue('texts', view.defaults as StationeryTexts, {
                  shouldDirty: true,
                  shouldValidate: true,
                })
              }
            >
              {t.restore}
            </FormAsideButton>
          </div>
        }
      >
        <fieldset className={`${cardClass} grid gap-3`}>
          <legend className="float-left mb-2 w-full font-serif text-xl font-bold text-ink">{t.layout}</legend>
          <div className="grid gap-3 sm:grid-cols-3">
            {stationeryLayouts.map((layout) => (
              <label
                key={layout}
                className={`flex cursor-pointer items-center gap-3 rounded-2xl p-4 ring-1 transition-colors ${watched.layout === layout ? 'bg-brand-soft ring-brand-dark/40' : 'ring-ink/10 hover:bg-cream'}`}
              >
                <input
                  type="radio"
                  value={layout}
                  className="size-4 shrink-0 accent-brand-dark"
                  {...form.register('layout')}
                />
                <span className="font-semibold text-ink">{stationeryLayoutLabels[layout]}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <section className={`${cardClass} grid gap-5`} aria-labelledby="papelaria-textos">
          <h2 id="papelaria-textos" className="font-serif text-xl font-bold text-ink">
            {t.textsTitle}
          </h2>
          {shortFields.map((name) => (
            <FormField
              key={name}
              form={form}
              name={`texts.${name}`}
              id={`papelaria-${name}`}
              label={stationeryTextLabels[name]}
              hint={`Até ${stationeryTextLimits[name]} caracteres.`}
            >
              {(control) => <Input {...control} />}
            </FormField>
          ))}
          <FormField
            form={form}
            name="texts.message"
            id="papelaria-message"
            label={stationeryTextLabels.message}
            hint={`Até ${stationeryTextLimits.message} caracteres.`}
          >
            {(control) => <Textarea {...control} />}
          </FormField>
        </section>
      </Form>
      <div className="space-y-6 lg:sticky lg:top-6 lg:self-start">
        <section className={cardClass} aria-labelledby="papelaria-previa">
          <h2 id="papelaria-previa" className="font-serif text-xl font-bold text-ink">
            {t.previewTitle}
          </h2>
          <p className="mt-1 text-sm text-muted">{t.previewHint}</p>
          <img
            src={preview}
            alt={t.previewAlt(label)}
            width={1080}
            height={1920}
            className="mx-auto mt-4 h-auto w-full max-w-[320px] rounded-2xl shadow-md ring-1 ring-ink/10"
          />
        </section>
        <StationeryOutputs
          weddingId={weddingId}
          overview={overview}
          view={view}
          saveIfChanged={saveIfChanged}
        />
      </div>
    </div>
  );
}
