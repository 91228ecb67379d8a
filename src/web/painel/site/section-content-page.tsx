// `/dashboard/site/secoes/:sectionId`: the content editor of one section, by its kind.
import { ArrowLeft } from 'lucide-react';
import type { ComponentType } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import type { EditorSection } from '../../../shared/site-editor.ts';
import { panelPaths } from '../layout/panel-paths.ts';
import { CoupleEditor } from './couple-editor.tsx';
import { EditorPage } from './editor-page.tsx';
import { GodparentsEditor } from './godparents-editor.tsx';
import { PlaceEditor } from './place-editor.tsx';
import { GalleryEditor, IntroTextEditor, TextEditor } from './text-editors.tsx';
import { useLoadedSite } from './use-site-editor.ts';
import { VideosEditor } from './videos-editor.tsx';

const leads: Record<EditorSection['kind'], string> = {
  home: '',
  'o-casal': 'Contem a história de vocês e escolham algumas fotos.',
  padrinhos: 'Quem vai estar ao lado de vocês no altar.',
  cerimonia: 'Onde e quando será a cerimônia.',
  recepcao: 'Onde e quando será a festa.',
  'lista-de-presentes': 'A lista de presentes aparece nesta seção; escrevam uma mensagem para os convidados.',
  'confirme-sua-presenca': 'Os convidados confirmam presença e acompanhantes nesta seção.',
  recados: 'O mural onde os convidados deixam mensagens para vocês.',
  galeria: 'Quantas fotos quiserem: elas são otimizadas para abrir rápido no celular.',
  videos: 'Vídeos do YouTube ou do Vimeo.',
  texto: 'Um texto livre, com o título que vocês escolherem.',
};

/** Each kind's content editor (the home has its own page). */
const editors: Record<EditorSection['kind'], ComponentType<{ section: EditorSection }> | null> = {
  home: null,
  'o-casal': CoupleEditor,
  padrinhos: GodparentsEditor,
  cerimonia: PlaceEditor,
  recepcao: PlaceEditor,
  'lista-de-presentes': IntroTextEditor,
  'confirme-sua-presenca': IntroTextEditor,
  recados: IntroTextEditor,
  galeria: GalleryEditor,
  videos: VideosEditor,
  texto: TextEditor,
};

export function SectionContentPage() {
  const { sectionId } = useParams();
  const { site } = useLoadedSite();
  const section = site.sections.find((s) => s.id === sectionId);
  const back = (
    <Link
      to={panelPaths.siteSections}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-dark hover:underline"
    >
      <ArrowLeft className="size-4" aria-hidden="true" />
      Voltar às seções
    </Link>
  );
  if (section?.kind === 'home') return <Navigate to={panelPaths.siteIntro} replace />;
  const ContentEditor = section && editors[section.kind];
  return (
    <>
      {back}
      {section ? (
        <EditorPage title={section.title} lead={leads[section.kind]}>
          {ContentEditor && <ContentEditor key={section.id} section={section} />}
        </EditorPage>
      ) : (
        <EditorPage title="Seção não encontrada" lead="Esta seção não existe mais. Voltem à lista de seções.">
          {null}
        </EditorPage>
      )}
    </>
  );
}
