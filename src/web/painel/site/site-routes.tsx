// Site editor pages ("Aparência do Site", issue 5), inside the panel layout: six pages under one
// shell with the live preview, plus each section's content editor.
import { Navigate, type RouteObject } from 'react-router';
import { panelPaths as p } from '../layout/panel-paths.ts';
import { CustomizePage } from './customize-page.tsx';
import { IntroPage } from './intro-page.tsx';
import { MusicPage } from './music-page.tsx';
import { PublishPage } from './publish-page.tsx';
import { SectionContentPage } from './section-content-page.tsx';
import { SectionsPage } from './sections-page.tsx';
import { SiteEditorShell } from './site-editor-shell.tsx';
import { ThemePage } from './theme-page.tsx';

const siteRoot = p.siteTheme.replace(/\/[^/]+$/, '');

export const siteEditorRoutes: RouteObject[] = [
  {
    path: siteRoot,
    Component: SiteEditorShell,
    children: [
      { index: true, element: <Navigate to={p.siteSections} replace /> },
      { path: p.siteTheme, Component: ThemePage },
      { path: p.siteCustomize, Component: CustomizePage },
      { path: p.siteIntro, Component: IntroPage },
      { path: p.siteSections, Component: SectionsPage },
      { path: `${p.siteSections}/:sectionId`, Component: SectionContentPage },
      { path: p.siteMusic, Component: MusicPage },
      { path: p.sitePublish, Component: PublishPage },
    ],
  },
];
