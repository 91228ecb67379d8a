// `/admin/layout` (issue 24): administrators edit the marketing content of the public pages (the
// landing's texts, hero image, feature cards, gift-list points, testimonials, sample couple, FAQ,
// closing band and footer, and the marketing pages' main texts) with a live preview at a phone's and
// a desktop's width. "Publicar" puts a new version on the air at once; older versions can be
// restored. Both are audited by the server.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import {
  type MarketingContent,
  type MarketingContentInput,
  marketingContentSchema,
} from '../../../shared/marketing-content.ts';
import { Form, FormSubmit, useZodForm } from '../../components/ui/form.tsx';
import { Loading, PageLoadFailed } from '../../components/ui/query-state.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { PageHeader } from '../lib/page-header.tsx';
import { type LayoutView, layoutKey, publishLayout, restoreLayoutVersion } from './layout-api.ts';
import { LayoutFields, PlaceholderHint } from './layout-fields.tsx';
import { LayoutPreview } from './layout-preview.tsx';
import { LayoutVersions } from './layout-versions.tsx';
import { useLayout } from './use-layout.ts';

export function LayoutPage() {
  usePageTitle('Layout');
  const query = useLayout();
  return (
    <div className="space-y-6">
      <PageHeader
        eyebrow="Aparência"
        title="Layout"
        lead="Os textos das páginas públicas: edite, confira na prévia e publique."
      />
      {query.data ? (
        <LayoutEditor key={query.data.version} view={query.data} />
      ) : query.isError ? (
        <PageLoadFailed
          message="Não foi possível carregar o layout."
          retryLabel="Tentar novamente"
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Loading label="Carregando..." />
      )}
    </div>
  );
}

function LayoutEditor({ view }: { view: LayoutView }) {
  const queryClient = useQueryClient();
  const form = useZodForm(marketingContentSchema, { defaultValues: view.content as MarketingContentInput });
  const [draft, setDraft] = useState<MarketingContent | null>(view.content);
  // The preview follows every change: typing, an uploaded picture, a question moved or removed.
  useEffect(() => {
    const subscription = form.watch((values) => {
      const parsed = marketingContentSchema.safeParse(values);
      setDraft(parsed.success ? parsed.data : null);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  const shown = (next: LayoutView) => queryClient.setQueryData(layoutKey, next);

  async function publish(content: MarketingContent) {
    shown(await publishLayout(content));
    toast.success('Layout publicado. As páginas públicas já mostram esta versão.');
  }

  async function restore(version: number) {
    shown(await restoreLayoutVersion(version));
    toast.success(`Versão ${version} restaurada.`);
  }

  return (
    <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
      <Form
        form={form}
        className="grid min-w-0 gap-5"
        onSubmit={publish}
        footer={<FormSubmit pendingLabel="Publicando...">Publicar</FormSubmit>}
      >
        <div className="min-w-0 space-y-6">
          <PlaceholderHint />
          <LayoutFields form={form} />
        </div>
      </Form>
      <div className="space-y-6 xl:sticky xl:top-6 xl:self-start">
        <LayoutPreview content={draft} />
        <LayoutVersions live={view.version} versions={view.versions} onRestore={restore} />
      </div>
    </div>
  );
}
