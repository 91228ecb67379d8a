// Step 2, "Informações Básicas" (SPEC 2.8): name (required), description, tag chips, thumbnail (PNG or
// JPG up to 2 MB) and status, saved on "Salvar" and "Avançar"; a side card with the theme's facts and
// the live count of sites using it, and its miniature.
import { ArrowLeft, ArrowRight, Check, LoaderCircle } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { themeMessages as m, type ThemeStatus, themeTags } from '../../../shared/theme-studio.ts';
import { ThemeThumbnail } from '../../components/theme-thumbnail.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Select } from '../../components/ui/select.tsx';
import { Textarea } from '../../components/ui/textarea.tsx';
import { LEAVING, useFormAction } from '../../lib/use-form-action.ts';
import { formatDate, formatMoment } from '../lib/admin-format.ts';
import { ImageField } from './image-field.tsx';
import { themePath } from './theme-paths.ts';
import { StatusOptions, ThemeStatusBadge } from './theme-status-badge.tsx';
import { themeError } from './theme-toasts.ts';
import { patchTheme } from './themes-api.ts';
import { useLoadedTheme, useThemeCache, useThemeQuery } from './use-themes.ts';
import { useWizardState, WizardFrame } from './wizard-frame.tsx';

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

export function BasicInfoStep() {
  const theme = useLoadedTheme();
  const cache = useThemeCache();
  const navigate = useNavigate();
  const state = useWizardState();
  const ids = useId();
  const [name, setName] = useState(theme.name);
  const [description, setDescription] = useState(theme.description);
  const [tags, setTags] = useState<string[]>(theme.tags);
  const [thumbnailUrl, setThumbnailUrl] = useState(theme.thumbnailUrl);
  const [status, setStatus] = useState<ThemeStatus>(theme.status);
  const [nameError, setNameError] = useState<string | null>(null);
  const { pending, run } = useFormAction();

  function save(next: string | null) {
    if (!name.trim()) {
      setNameError(m.nameRequired);
      document.getElementById(`${ids}-nome`)?.focus();
      return;
    }
    void run(async () => {
      try {
        const saved = await patchTheme(theme.id, {
          name: name.trim(),
          description,
          tags: tags as (typeof themeTags)[number][],
          thumbnailUrl,
          status,
        });
        cache.setTheme(saved);
      } catch (err) {
        themeError(m.updateTheme, err);
        return;
      }
      toast.success(m.saved);
      if (!next) return;
      navigate(next, { state });
      return LEAVING;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    save(themePath(theme.id, 'configuracoes-design'));
  }

  const toggle = (tag: string) =>
    setTags((t) => (t.includes(tag) ? t.filter((x) => x !== tag) : [...t, tag]));

  return (
    <WizardFrame
      step={2}
      title="Informações Básicas"
      lead="O nome e a descrição aparecem para os casais quando escolhem o tema; as tags ajudam a encontrá-lo na lista."
      actions={
        <>
          <Button variant="ghost" onClick={() => navigate(themePath(theme.id, 'secoes'), { state })}>
            <ArrowLeft className="size-4" aria-hidden="true" />
            Voltar
          </Button>
          <div className="flex flex-col-reverse gap-3 sm:flex-row">
            <Button variant="outline" disabled={pending} onClick={() => save(null)}>
              Salvar
            </Button>
            <Button type="submit" form={`${ids}-form`} disabled={pending} aria-busy={pending || undefined}>
              {pending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : null}
              Avançar
              <ArrowRight className="size-4" aria-hidden="true" />
            </Button>
          </div>
        </>
      }
    >
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <form
          id={`${ids}-form`}
          onSubmit={submit}
          noValidate
          aria-busy={pending}
          className={`${cardClass} space-y-5`}
        >
          <div>
            <Label htmlFor={`${ids}-nome`}>Nome do Tema *</Label>
            <Input
              id={`${ids}-nome`}
              value={name}
              maxLength={80}
              required
              invalid={Boolean(nameError)}
              aria-describedby={nameError ? `${ids}-nome-erro` : undefined}
              onChange={(e) => {
                setName(e.target.value);
                setNameError(null);
              }}
            />
            {nameError && (
              <p id={`${ids}-nome-erro`} role="alert" className="mt-1.5 text-sm font-medium text-danger">
                {nameError}
              </p>
            )}
          </div>
          <div>
            <Label htmlFor={`${ids}-descricao`}>Descrição</Label>
            <Textarea
              id={`${ids}-descricao`}
              value={description}
              maxLength={500}
              onChange={(e) => setDescription(e.target.value)}
            />
          </div>
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
            hint="PNG, JPG até 2MB"
            purpose="theme-thumbnail"
            value={thumbnailUrl}
            onChange={setThumbnailUrl}
            previewClass="h-24 w-32 object-cover"
          />
          <div>
            <Label htmlFor={`${ids}-status`}>Status</Label>
            <Select
              id={`${ids}-status`}
              value={status}
              onChange={(e) => setStatus(e.target.value as ThemeStatus)}
            >
              <StatusOptions />
            </Select>
          </div>
        </form>
        <FactsCard thumbnailUrl={thumbnailUrl} />
      </div>
    </WizardFrame>
  );
}
