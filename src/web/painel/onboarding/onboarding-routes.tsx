// Onboarding routes (SPEC 2.5): the welcome page and steps passo-1 to passo-8.
import type { RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { PanelShell } from '../session/panel-shell.tsx';
import { ComingSoonPage } from './coming-soon-page.tsx';
import { WelcomePage } from './welcome-page.tsx';

export const onboardingRoutes: RouteObject[] = [
  {
    Component: PanelShell,
    children: [
      { path: p.onboarding, Component: WelcomePage },
      { path: `${p.onboarding}/*`, Component: ComingSoonPage },
    ],
  },
];
