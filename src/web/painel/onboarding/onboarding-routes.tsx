// Onboarding routes (SPEC 2.5): the welcome page and steps passo-1 to passo-8 in the panel frame,
// the flow and each step loaded with its route. Each step is keyed so moving between steps starts
// the next one fresh.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { lazyRoute } from '../../components/lazy-route.ts';
import { PanelShell } from '../session/panel-shell.tsx';

const steps: (() => Promise<ComponentType>)[] = [
  async () => (await import('./choice-steps.tsx')).FeelingStep,
  async () => (await import('./choice-steps.tsx')).GoalStep,
  async () => (await import('./communicate-step.tsx')).CommunicateStep,
  async () => (await import('./gift-list-info-step.tsx')).GiftListInfoStep,
  async () => (await import('./choice-steps.tsx')).GiftListTypeStep,
  async () => (await import('./slug-step.tsx')).SlugStep,
  async () => (await import('./theme-step.tsx')).ThemeStep,
  async () => (await import('./congrats-step.tsx')).CongratsStep,
];

export const onboardingRoutes: RouteObject[] = [
  {
    Component: PanelShell,
    children: [
      {
        ...lazyRoute(p.onboarding, async () => (await import('./onboarding-flow.tsx')).OnboardingFlow),
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('./welcome-page.tsx')).WelcomePage }),
          },
          ...steps.map((loadStep, i) => ({
            path: `passo-${i + 1}`,
            lazy: async () => {
              const [{ StepGate }, Step] = await Promise.all([import('./onboarding-flow.tsx'), loadStep()]);
              return {
                element: (
                  <StepGate key={i + 1} step={i + 1}>
                    <Step />
                  </StepGate>
                ),
              };
            },
          })),
          { path: '*', element: <Navigate to={p.onboarding} replace /> },
        ],
      },
    ],
  },
];
