// The frame of every section content editor: a form that locks while saving, shows the server's
// error inline and as a toast, and says "Alterações salvas" and refreshes the preview on success.
import type { FormEvent, ReactNode } from 'react';
import { toast } from 'sonner';
import { type SectionContent, type SectionKind, sectionContentSchemas } from '../../../shared/site.ts';
import { type EditorSection, siteMessages } from '../../../shared/site-editor.ts';
import { FormError } from '../../components/ui/form-error.tsx';
import { SubmitButton } from '../../components/ui/submit-button.tsx';
import { useFormAction } from '../../lib/use-form-action.ts';
import { cardClass } from './editor-page.tsx';
import { patchSection } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { siteTexts as t } from './site-texts.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

/** A section's stored content with the defaults of its kind (empty content when unreadable). */
export function readContent<K extends SectionKind>(kind: K, content: unknown): SectionContent<K> {
  const schema = sectionContentSchemas[kind];
  const parsed = schema.safeParse(content);
  return (parsed.success ? parsed.data : schema.parse({})) as SectionContent<K>;
}

export function useSaveContent(section: EditorSection) {
  const { weddingId } = useLoadedSite();
  const cache = useSiteCache();
  const preview = useSitePreview();
  const action = useFormAction();

  /** `content` is checked by the kind's schema first; `problem` is a pt-BR reason to refuse. */
  function save(content: Record<string, unknown>, problem?: string | null) {
    if (problem) return action.fail(problem);
    const parsed = sectionContentSchemas[section.kind].safeParse(content);
    if (!parsed.success)
      return action.fail('Confira os campos: algum texto está longo demais ou incompleto.');
    void action.run(async () => {
      cache.setState(await patchSection(weddingId, section.id, { content: parsed.data }));
      preview.refresh();
      toast.success(siteMessages.saved);
    });
  }

  return { ...action, save };
}

export function ContentForm({
  onSubmit,
  pending,
  error,
  children,
}: {
  onSubmit: () => void;
  pending: boolean;
  error: string | null;
  children: ReactNode;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    if (!pending) onSubmit();
  }
  return (
    <form onSubmit={submit} noValidate aria-busy={pending} className="space-y-5">
      <fieldset disabled={pending} className={`${cardClass} min-w-0 space-y-5`}>
        {children}
      </fieldset>
      <FormError message={error} />
      <SubmitButton pending={pending} className="sm:w-auto">
        {t.save}
      </SubmitButton>
    </form>
  );
}
