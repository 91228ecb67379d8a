// Site editor pages ("Aparência do Site", issue 5), inside the panel layout: six pages under one
// shell with the live preview, plus each section's content editor; the shell and each page load
// with their route (the sections' drag and drop only on "Seções").
import { Navigate, type RouteObject } from 'react-router';
import { panelPaths as p } from '../layout/panel-paths.ts';

const siteRoot = p.siteTheme.replace(/\/[^/]+$/, '');

export const siteEditorRoutes: RouteObject[] = [
  {
    path: siteRoot,
    lazy: async () => ({ Component: (await import('./site-editor-shell.tsx')).SiteEditorShell }),
    children: [
      { index: true, element: <Navigate to={p.siteSections} replace /> },
      { path: p.siteTheme, lazy: async () => ({ Component: (await import('./theme-page.tsx')).ThemePage }) },
      {
        path: p.siteCustomize,
        lazy: async () => ({ Component: (await import('./customize-page.tsx')).CustomizePage }),
      },
      { path: p.siteIntro, lazy: async () => ({ Component: (await import('./intro-page.tsx')).IntroPage }) },
      {
        path: p.siteSections,
        lazy: async () => ({ Component: (await import('./sections-page.tsx')).SectionsPage }),
      },
      {
        path: `${p.siteSections}/:sectionId`,
        lazy: async () => ({ Component: (await import('./section-content-page.tsx')).SectionContentPage }),
      },
      { path: p.siteMusic, lazy: async () => ({ Component: (await import('./music-page.tsx')).MusicPage }) },
      {
        path: p.sitePublish,
        lazy: async () => ({ Component: (await import('./publish-page.tsx')).PublishPage }),
      },
    ],
  },
];
