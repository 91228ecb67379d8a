// Onboarding routes (SPEC 2.5): the welcome page and steps passo-1 to passo-8 in the panel frame.
// Each step is keyed so moving between steps starts the next one fresh.
import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { painelPaths as p } from '../../../shared/routes.ts';
import { PanelShell } from '../session/panel-shell.tsx';
import { FeelingStep, GiftListTypeStep, GoalStep } from './choice-steps.tsx';
import { CommunicateStep } from './communicate-step.tsx';
import { CongratsStep } from './congrats-step.tsx';
import { GiftListInfoStep } from './gift-list-info-step.tsx';
import { OnboardingFlow, StepGate } from './onboarding-flow.tsx';
import { SlugStep } from './slug-step.tsx';
import { ThemeStep } from './theme-step.tsx';
import { WelcomePage } from './welcome-page.tsx';

const steps: ComponentType[] = [
  FeelingStep,
  GoalStep,
  CommunicateStep,
  GiftListInfoStep,
  GiftListTypeStep,
  SlugStep,
  ThemeStep,
  CongratsStep,
];

export const onboardingRoutes: RouteObject[] = [
  {
    Component: PanelShell,
    children: [
      {
        path: p.onboarding,
        Component: OnboardingFlow,
        children: [
          { index: true, Component: WelcomePage },
          ...steps.map((Step, i) => ({
            path: `passo-${i + 1}`,
            element: (
              <StepGate key={i + 1} step={i + 1}>
                <Step />
              </StepGate>
            ),
          })),
          { path: '*', element: <Navigate to={p.onboarding} replace /> },
        ],
      },
    ],
  },
];
