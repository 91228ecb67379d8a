// The frame of every section content editor: a form on the kit, checked by the kind's schema (the
// server's), that locks while saving, shows the server's error inline and as a toast, and says
// "Alterações salvas" and refreshes the preview on success; its sticky save bar tells saved from not.
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { type SectionContent, type SectionKind, sectionContentSchemas } from '../../../shared/site.ts';
import { type EditorSection, siteMessages } from '../../../shared/site-editor.ts';
import { Form, useZodForm } from '../../components/ui/form.tsx';
import { cardClass } from './editor-page.tsx';
import { SaveBar } from './save-bar.tsx';
import { patchSection } from './site-api.ts';
import { useSitePreview } from './site-preview-context.ts';
import { useLoadedSite, useSiteCache } from './use-site-editor.ts';

/** A content the kind's schema refuses (a text too long, a list too long). */
export const invalidContent = 'Confira os campos: algum texto está longo demais ou incompleto.';

/** A section's stored content with the defaults of its kind (empty content when unreadable). */
export function readContent<K extends SectionKind>(kind: K, content: unknown): SectionContent<K> {
  const schema = sectionContentSchemas[kind];
  const parsed = schema.safeParse(content);
  return (parsed.success ? parsed.data : schema.parse({})) as SectionContent<K>;
}

/** The form of a section of `kind`, filled with its stored content and checked by the kind's schema. */
export function useContentForm<K extends SectionKind>(kind: K, section: EditorSection) {
  // One kind at a time: the union of the kinds' schemas would give no field a type.
  const schema = sectionContentSchemas[kind] as unknown as import('zod').ZodType<
    SectionContent<K>,
    SectionContent<K>
  >;
  return useZodForm(schema, { defaultValues: readContent(kind, section.content) as never });
}

/** Stores a section's content and shows it in the preview. */
function useStoreContent(section: EditorSection) {
  const { weddingId } = useLoadedSite();
  const cache = useSiteCache();
  const preview = useSitePreview();
  return async (content: Record<string, unknown>) => {
    cache.setState(await patchSection(weddingId, section.id, { content }));
    preview.refresh();
    toast.success(siteMessages.saved);
  };
}

export function ContentForm<Input extends FieldValues, Output>({
  section,
  form,
  toContent = (values) => values as Record<string, unknown>,
  children,
}: {
  section: EditorSection;
  form: UseFormReturn<Input, unknown, Output>;
  /** What is stored from the checked values (default: all of them). */
  toContent?: (values: Output) => Record<string, unknown>;
  children: ReactNode;
}) {
  const store = useStoreContent(section);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await store(toContent(values));
        // What was saved is the form's new starting point, so the bar says "Salvo".
        form.reset(form.getValues());
      }}
      summarize
      className="space-y-5"
      footer={<SaveBar control={form.control} />}
    >
      <div className={`${cardClass} min-w-0 space-y-5`}>{children}</div>
    </Form>
  );
}
