// Site editor pages ("Aparência do Site", issue 5), inside the panel layout: six pages under one
// shell with the live preview, plus each section's content editor; the shell and each page load
// with their route (the sections' drag and drop only on "Seções").
import { Navigate, type RouteObject } from 'react-router';
import { lazyRoute } from '../../components/lazy-route.ts';
import { panelPaths as p } from '../layout/panel-paths.ts';

const siteRoot = p.siteTheme.replace(/\/[^/]+$/, '');

export const siteEditorRoutes: RouteObject[] = [
  {
    ...lazyRoute(siteRoot, async () => (await import('./site-editor-shell.tsx')).SiteEditorShell),
    children: [
      { index: true, element: <Navigate to={p.siteSections} replace /> },
      lazyRoute(p.siteTheme, async () => (await import('./theme-page.tsx')).ThemePage),
      lazyRoute(p.siteCustomize, async () => (await import('./customize-page.tsx')).CustomizePage),
      lazyRoute(p.siteIntro, async () => (await import('./intro-page.tsx')).IntroPage),
      lazyRoute(p.siteSections, async () => (await import('./sections-page.tsx')).SectionsPage),
      lazyRoute(
        `${p.siteSections}/:sectionId`,
        async () => (await import('./section-content-page.tsx')).SectionContentPage,
      ),
      lazyRoute(p.siteMusic, async () => (await import('./music-page.tsx')).MusicPage),
      lazyRoute(p.sitePublish, async () => (await import('./publish-page.tsx')).PublishPage),
    ],
  },
];
