// Route set of the public host (SPEC 2.2). Pages load lazily so the landing ships only its code.
import { Navigate, type RouteObject } from 'react-router';
import { publicPaths as p } from '../../shared/routes.ts';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { PublicLayout } from './layout/public-layout.tsx';

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

export const publicRoutes: RouteObject[] = [
  {
    Component: PublicLayout,
    children: [
      { path: p.home, lazy: page(() => import('./landing/landing-page.tsx')) },
      { path: p.weddingSite, lazy: page(() => import('./marketing/wedding-site-page.tsx')) },
      { path: p.weddingList, lazy: page(() => import('./marketing/wedding-list-page.tsx')) },
      { path: p.pricing, lazy: page(() => import('./marketing/pricing-page.tsx')) },
      { path: p.about, lazy: page(() => import('./marketing/about-page.tsx')) },
      { path: p.blog, lazy: page(() => import('./marketing/blog-page.tsx')) },
      { path: p.terms, lazy: page(() => import('./legal/terms-page.tsx')) },
      { path: p.privacy, lazy: page(() => import('./legal/privacy-page.tsx')) },
      { path: p.findCouple, lazy: page(() => import('./find-couple/find-couple-page.tsx')) },
    ],
  },
  // Account pages: a focused card without the marketing header.
  { path: `${p.signUp}/*`, lazy: page(() => import('./sign-up/sign-up-page.tsx')) },
  { path: p.login, lazy: page(() => import('./login/login-page.tsx')) },
  { path: p.resetPassword, lazy: page(() => import('./reset-password/request-reset-page.tsx')) },
  { path: p.resetPasswordNew, lazy: page(() => import('./reset-password/new-password-page.tsx')) },
  { path: `${p.resetPassword}/*`, element: <Navigate to={p.resetPassword} replace /> },
  { path: '*', Component: NotFoundPage },
];
